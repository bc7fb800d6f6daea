// A clinician's availability (SPEC §3 Slot, §4 'Availability'), kept on the Practitioner record
// like the patient's on the Patient. Read by the clinician, a covering colleague and a scheduler of
// the clinician's markets (encounter-access.ts assertCanReadPractitionerRecords) through the
// declared read (scheduling-queries.ts, run by the one reader); changed by those of them who plan
// (never reviewer-readonly or external) through the declared write (scheduling-operations.ts
// saveClinicianAvailability, run by the write pipeline, DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { ClinicianAvailabilityChange } from './availability-input.ts';
import type { ClinicianAvailabilityView } from './availability-views.ts';
import { schedulingWrites } from './scheduling-operations.ts';
import { schedulingQueries } from './scheduling-queries.ts';

export function createAvailabilityService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    get: (user: SessionUser | null, clinicianId: string): Promise<ClinicianAvailabilityView> =>
      reader.run(schedulingQueries.availability, user, clinicianId),

    save: (user: SessionUser | null, change: ClinicianAvailabilityChange): Promise<ClinicianAvailabilityView> =>
      pipeline.run(schedulingWrites.saveClinicianAvailability, user, change),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
