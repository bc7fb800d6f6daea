// What the encounter narrative shows (the patient, the visit, each filled form, signatures and
// amendments), read under the caller's transaction or connection; the PDF is drawn from it
// afterwards (narrative-pdf.ts), so no transaction waits on the drawing. Shared by the SPEC §7
// mutation generateEncounterNarrativePDF and the EncounterNarrativePDF read Encounters Review uses.
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import { displayName, type Encounter } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { refId } from '../shared/encounter-views.ts';
import { encounterForms } from './encounter-forms.ts';
import { formsHistoryRepository } from './forms-history-repository.ts';
import type { NarrativeData } from './narrative-pdf.ts';

/** A signed version to draw instead of the encounter as it is now: its signature and the server's time of it. */
export interface NarrativeVersion {
  signedAt: string;
  recordedAt: Date;
}

/**
 * The narrative's data; with `version`, the encounter as that signature left it (SPEC §3 versions):
 * each form's answers as they stood then (the responses' history) and the acts up to it.
 */
export async function narrativeOf(
  tx: Executor,
  encounter: ResourceRow<Encounter>,
  version?: NarrativeVersion,
): Promise<Omit<NarrativeData, 'generatedAt'>> {
  const e = encounter.content;
  const patientId = refId(e.subject);
  const patient = patientId ? await stores.patient.read(tx, patientId) : null;
  const forms = await encounterForms(tx, encounter);
  const then = version
    ? await formsHistoryRepository.answersAt(
        tx,
        forms.flatMap((f) => (f.response ? [f.response.id] : [])),
        version.recordedAt,
      )
    : null;
  const answersOf = (response: ResourceRow<QuestionnaireResponse>) => (then ? then.get(response.id) : response.content.answers);
  const acts = (await encounterRecordRepository.provenanceOf(tx, encounter.id)).filter(
    (row) => !version || row.lastUpdated.getTime() <= version.recordedAt.getTime(),
  );
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
      stateText: version ? 'eSigned' : (e.stateText ?? null),
      clinician: e.practitioner?.display ?? null,
      checkedInAt: e.checkedInAt ?? null,
      checkedOutAt: e.checkedOutAt ?? null,
      signedAt: version?.signedAt ?? e.signedAt ?? null,
    },
    timeZone: timeZoneForState(address?.state),
    forms: forms.flatMap(({ questionnaire, response }) => {
      const answers = response ? answersOf(response) : undefined;
      return response && answers
        ? [
            {
              questionnaire: questionnaire.content,
              status: response.content.status,
              answers,
              author: response.content.author.display ?? null,
            },
          ]
        : [];
    }),
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
