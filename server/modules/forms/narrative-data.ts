// What the encounter narrative shows (the patient, the visit, each filled form, signatures and
// amendments), read under the caller's transaction or connection; the PDF is drawn from it
// afterwards (narrative-pdf.ts), so no transaction waits on the drawing. Shared by the SPEC §7
// mutation generateEncounterNarrativePDF and the EncounterNarrativePDF read Encounters Review uses.
import { displayName, type Encounter } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { refId } from '../shared/encounter-views.ts';
import { encounterForms } from './encounter-forms.ts';
import type { NarrativeData } from './narrative-pdf.ts';

export async function narrativeOf(tx: Executor, encounter: ResourceRow<Encounter>): Promise<Omit<NarrativeData, 'generatedAt'>> {
  const e = encounter.content;
  const patientId = refId(e.subject);
  const patient = patientId ? await stores.patient.read(tx, patientId) : null;
  const forms = await encounterForms(tx, encounter);
  const acts = await encounterRecordRepository.provenanceOf(tx, encounter.id);
  const address = patient?.content.address[0];
  return {
    patient: {
      name: patient ? displayName(patient.content.name) : (e.subject.display ?? '—'),
      birthDate: patient?.content.birthDate ?? null,
      address: address ? `${address.line.join(', ')}, ${address.city}, ${address.state} ${address.postalCode}` : null,
    },
    encounter: {
      id: encounter.id,
      type: e.type,
      deliveryType: e.deliveryType ?? 'in-person',
      status: e.status,
      stateText: e.stateText ?? null,
      clinician: e.practitioner?.display ?? null,
      checkedInAt: e.checkedInAt ?? null,
      checkedOutAt: e.checkedOutAt ?? null,
      signedAt: e.signedAt ?? null,
    },
    timeZone: timeZoneForState(address?.state),
    forms: forms.flatMap(({ questionnaire, response }) =>
      response
        ? [
            {
              questionnaire: questionnaire.content,
              status: response.content.status,
              answers: response.content.answers,
              author: response.content.author.display ?? null,
            },
          ]
        : [],
    ),
    acts: acts
      .map((row) => ({
        activity: row.content.activity,
        who: row.content.agent[0]?.who.display ?? 'Unknown',
        at: row.content.recorded,
        reason: row.content.reason ?? null,
      }))
      .sort((a, b) => a.at.localeCompare(b.at)),
  };
}
