// Patient reads (SPEC §7). Each operation checks its rule (authorize), then the patient access
// rule (shared/patient-access.ts): a list holds only the patients the caller may read, one
// patient is NOT_FOUND or FORBIDDEN.
import dayjs from 'dayjs';
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient, loadPatientScope } from '../shared/patient-access.ts';
import { type ChartFrame, toChartFrame } from './chart-frame.ts';
import { type PatientListArgs, parsePatientId, parsePatientListFilter } from './patient-input.ts';
import { patientRepository } from './patient-repository.ts';
import { type AdmissionView, type PatientView, toAdmissionView, toPatientView } from './patient-views.ts';

export function createPatientService(db: Database) {
  return {
    async list(user: SessionUser | null, args: PageArgs & PatientListArgs) {
      const me = authorize(user, 'Query.PatientList');
      const today = dayjs();
      return pagedList(
        args,
        async (page) => {
          const filter = parsePatientListFilter(args);
          // Only the patients the caller may read: the filters narrow within them.
          return patientRepository.list(db, await loadPatientScope(db, me), filter, page);
        },
        (row) => toPatientView(row, today),
      );
    },

    async get(user: SessionUser | null, id: string): Promise<PatientView> {
      const me = authorize(user, 'Query.Patient');
      const patientId = parsePatientId(id);
      await assertCanReadPatient(db, me, patientId);
      const row = await patientRepository.read(db, patientId);
      if (!row) throw notFound('Patient');
      return toPatientView(row, dayjs());
    },

    /** The chart's frame (SPEC §2): the patient, its demographics and every tab's count, in one request. */
    async chart(user: SessionUser | null, id: string): Promise<ChartFrame> {
      const me = authorize(user, 'Query.PatientChart');
      const patientId = parsePatientId(id);
      await assertCanReadPatient(db, me, patientId);
      const [row, counts] = await Promise.all([patientRepository.read(db, patientId), patientRepository.chartCounts(db, patientId)]);
      if (!row) throw notFound('Patient');
      return toChartFrame(row, counts, dayjs());
    },

    /** The patient's admissions, newest first (SPEC §3 Admission). */
    async admissions(user: SessionUser | null, patientId: string): Promise<AdmissionView[]> {
      const me = authorize(user, 'Query.AdmissionList');
      const id = parsePatientId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      return (await patientRepository.admissions(db, id)).map(toAdmissionView);
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
