// A clinician's availability (SPEC §3 Slot, §4 'Availability'), kept on the Practitioner record
// like the patient's on the Patient. Read by the clinician, a covering colleague and a scheduler of
// the clinician's markets (encounter-access.ts assertCanReadPractitionerRecords); changed by those
// of them who plan (never reviewer-readonly or external) through the declared write
// (scheduling-operations.ts saveClinicianAvailability, run by the write pipeline, DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { type ClinicianAvailabilityChange, parseClinicianId } from './availability-input.ts';
import { type ClinicianAvailabilityView, toClinicianAvailabilityView } from './availability-views.ts';
import { schedulingWrites } from './scheduling-operations.ts';

export function createAvailabilityService(db: Database, pipeline: WritePipeline) {
  return {
    async get(user: SessionUser | null, clinicianId: string): Promise<ClinicianAvailabilityView> {
      const me = authorize(user, 'Query.ClinicianAvailability');
      const id = parseClinicianId(clinicianId);
      await assertCanReadPractitionerRecords(db, me, id);
      const row = await stores.practitioner.read(db, id);
      if (!row) throw notFound('Practitioner');
      return toClinicianAvailabilityView(row);
    },

    save: (user: SessionUser | null, change: ClinicianAvailabilityChange): Promise<ClinicianAvailabilityView> =>
      pipeline.run(schedulingWrites.saveClinicianAvailability, user, change),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
