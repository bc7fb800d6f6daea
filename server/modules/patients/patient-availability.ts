// The patient's availability (SPEC §2 'Appointment Available Time', SPEC §3 availability types),
// kept on the Patient resource: read by the chart and by whoever schedules the patient, changed
// as a new version of the patient record (who and when in its history). The read is declared in
// patient-queries.ts and run by the one reader; the change is declared in patient-operations.ts
// (updatePatientAvailability) and run by the write pipeline (DESIGN §5): the permission, the
// roles that never change a chart refused (reviewer-readonly, external), the input parsed with
// the rules the form uses (BAD_USER_INPUT on the field), the patient access rule, the version the
// user saw (CONFLICT with the current one) and SPEC §5's 'Start time must be greater than the
// current time.' in the patient's zone.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { type AvailabilityView, toAvailabilityView } from './patient-availability-views.ts';
import type { AvailabilityChange, PatientWrites } from './patient-operations.ts';
import { patientQueries } from './patient-queries.ts';

export type { AvailabilityChange } from './patient-operations.ts';
export { AVAILABILITY_CONFLICT } from './patient-operations.ts';

export function createPatientAvailability(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  const reader = createReader(db);
  return {
    get: (user: SessionUser | null, patientId: string): Promise<AvailabilityView> =>
      reader.run(patientQueries.availability, user, patientId),

    update: (user: SessionUser | null, input: AvailabilityChange): Promise<AvailabilityView> =>
      pipeline.run(writes.updatePatientAvailability, user, input).then(toAvailabilityView),
  };
}

export type PatientAvailabilityService = ReturnType<typeof createPatientAvailability>;
