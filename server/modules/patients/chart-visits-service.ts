// The chart's Encounters and Appointments tabs (SPEC §2 tabs 7 and 11). Each list checks its rule
// first (authorize: 'patient'; SPEC §6 keeps external users out of encounters, and
// reviewer-readonly reads signed encounters only and no appointments), then the patient access
// rule on the patient (NOT_FOUND / FORBIDDEN, like Patient), then the encounter read rule of
// shared/encounter-access.ts: a clinician's list holds their own practitioner's visits ("lists
// stay their own"), a coordinator's or administrator's every practitioner's.
import type { SessionUser } from '../../../src/domain/access.ts';
import { encounterReach } from '../../../src/domain/operation-permissions.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ownPractitioner, readsAnyPractitioner } from '../shared/encounter-access.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { chartVisitsRepository } from './chart-visits-repository.ts';
import { toChartAppointmentView, toChartEncounterView } from './chart-visits-views.ts';
import { parsePatientId } from './patient-input.ts';

export interface ChartVisitArgs extends PageArgs {
  patientId: string;
}

export function createChartVisitService(db: Database) {
  /** The patient, once the caller may read them, and the practitioner the caller's list keeps to. */
  async function reach(me: SessionUser, args: ChartVisitArgs): Promise<{ patientId: string; practitionerId: string | null }> {
    const patientId = parsePatientId(args.patientId, 'patientId');
    await assertCanReadPatient(db, me, patientId);
    return { patientId, practitionerId: readsAnyPractitioner(me) ? null : ownPractitioner(me) };
  }

  return {
    async encounters(user: SessionUser | null, args: ChartVisitArgs) {
      const me = authorize(user, 'Query.PatientEncounterList');
      return pagedList(
        args,
        async (page) => {
          const { patientId, practitionerId } = await reach(me, args);
          const signedOnly = encounterReach(me) !== 'any';
          return chartVisitsRepository.encounters(db, patientId, { practitionerId, signedOnly }, page);
        },
        toChartEncounterView,
      );
    },

    async appointments(user: SessionUser | null, args: ChartVisitArgs) {
      const me = authorize(user, 'Query.PatientAppointmentList');
      return pagedList(
        args,
        async (page) => {
          const { patientId, practitionerId } = await reach(me, args);
          return chartVisitsRepository.appointments(db, patientId, { practitionerId }, page);
        },
        toChartAppointmentView,
      );
    },
  };
}

export type ChartVisitService = ReturnType<typeof createChartVisitService>;
