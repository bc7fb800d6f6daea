// The chart's Encounters and Appointments tabs (SPEC §2 tabs 7 and 11), declared in the write
// pipeline's shape (DESIGN §5): the rule ('patient'; SPEC §6 keeps external users out of
// encounters, and reviewer-readonly reads signed encounters only and no appointments), the input,
// the patient access rule on the patient (NOT_FOUND / FORBIDDEN, like Patient), then the read
// under the encounter read rule of shared/encounter-access.ts: a clinician's list holds their own
// practitioner's visits ("lists stay their own"), a coordinator's or administrator's every
// practitioner's.
import type { SessionUser } from '../../../src/domain/access.ts';
import { encounterReach } from '../../../src/domain/operation-permissions.ts';
import { ownPractitioner, readsAnyPractitioner } from '../shared/encounter-access.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { chartVisitsRepository } from './chart-visits-repository.ts';
import { toChartAppointmentView, toChartEncounterView } from './chart-visits-views.ts';
import { checkedPage, parsePatientId } from './patient-input.ts';

export interface ChartVisitArgs extends PageArgs {
  patientId: string;
}

interface ChartVisitInput {
  page: PageArgs;
  patientId: string;
}

const input = (raw: unknown): ChartVisitInput => {
  const page = checkedPage(raw as ChartVisitArgs);
  return { page, patientId: parsePatientId(page.patientId, 'patientId') };
};

const ofPatient = patientTarget((i: ChartVisitInput) => i.patientId);

/** The practitioner the caller's list keeps to: a clinician's own (NOT_FOUND when unlinked), none for a reader of any. */
const listPractitioner = (me: SessionUser): string | null => (readsAnyPractitioner(me) ? null : ownPractitioner(me));

export const chartVisitQueries = {
  encounters: defineQuery({
    operation: 'Query.PatientEncounterList',
    input,
    target: ofPatient,
    read: ({ db, me, input: { page, patientId } }) =>
      pagedList(
        page,
        (p) => {
          const visibility = { practitionerId: listPractitioner(me), signedOnly: encounterReach(me) !== 'any' };
          return chartVisitsRepository.encounters(db, patientId, visibility, p);
        },
        toChartEncounterView,
      ),
  }),

  appointments: defineQuery({
    operation: 'Query.PatientAppointmentList',
    input,
    target: ofPatient,
    read: ({ db, me, input: { page, patientId } }) =>
      pagedList(
        page,
        (p) => chartVisitsRepository.appointments(db, patientId, { practitionerId: listPractitioner(me) }, p),
        toChartAppointmentView,
      ),
  }),
};
