// Patient reads (SPEC §7), each a declaration (patient-queries.ts) run by the one reader
// (DESIGN §5): the operation's rule, the input, the patient access rule (a list holds only the
// patients the caller may read, one patient is NOT_FOUND or FORBIDDEN), then the read.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader } from '../shared/write-pipeline.ts';
import type { ChartFrame } from './chart-frame.ts';
import type { PatientListArgs } from './patient-input.ts';
import { patientQueries as queries } from './patient-queries.ts';
import type { AdmissionView, PatientView } from './patient-views.ts';

type User = SessionUser | null;

export function createPatientService(db: Database) {
  const reader = createReader(db);
  return {
    list: (user: User, args: PageArgs & PatientListArgs) => reader.run(queries.list, user, args),

    get: (user: User, id: string): Promise<PatientView> => reader.run(queries.patient, user, id),

    /** The chart's frame (SPEC §2): the patient, its demographics and every tab's count, in one request. */
    chart: (user: User, id: string): Promise<ChartFrame> => reader.run(queries.chart, user, id),

    /** The patient's admissions, newest first (SPEC §3 Admission). */
    admissions: (user: User, patientId: string): Promise<AdmissionView[]> => reader.run(queries.admissions, user, patientId),
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
