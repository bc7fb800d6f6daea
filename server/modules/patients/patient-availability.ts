// The patient's availability (SPEC §2 'Appointment Available Time', SPEC §3 availability types),
// kept on the Patient resource: read by the chart and by whoever schedules the patient, changed
// as a new version of the patient record (who and when in its history). The change is declared
// in patient-operations.ts (updatePatientAvailability) and run by the write pipeline (DESIGN §5):
// the permission, the roles that never change a chart refused (reviewer-readonly, external), the
// input parsed with the rules the form uses (BAD_USER_INPUT on the field), the patient access
// rule, the version the user saw (CONFLICT with the current one) and SPEC §5's 'Start time must
// be greater than the current time.' in the patient's zone.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { PatientAvailability } from '../../../src/domain/patients/availability.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parsePatientId } from './patient-input.ts';
import type { AvailabilityChange, PatientWrites } from './patient-operations.ts';

export type { AvailabilityChange } from './patient-operations.ts';
export { AVAILABILITY_CONFLICT } from './patient-operations.ts';

export interface AvailabilityView {
  patientId: string;
  versionId: number;
  type: PatientAvailability['type'] | null;
  weekdays: PatientAvailability['weekdays'];
  dates: PatientAvailability['dates'];
  timeZone: string;
  lastUpdated: string;
}

/** A patient row → its availability (type null: never set). */
export function toAvailabilityView(row: { id: string; versionId: number; lastUpdated: Date; content: Patient }): AvailabilityView {
  const a = row.content.availability;
  return {
    patientId: row.id,
    versionId: row.versionId,
    type: a?.type ?? null,
    weekdays: a?.weekdays ?? [],
    dates: a?.dates ?? [],
    timeZone: timeZoneForState(row.content.address[0]?.state),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

export function createPatientAvailability(db: Database, pipeline: WritePipeline, writes: PatientWrites) {
  return {
    async get(user: SessionUser | null, patientId: string): Promise<AvailabilityView> {
      const me = authorize(user, 'Query.PatientAvailability');
      const id = parsePatientId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const row = await stores.patient.read(db, id);
      if (!row) throw notFound('Patient');
      return toAvailabilityView(row);
    },

    update: (user: SessionUser | null, input: AvailabilityChange): Promise<AvailabilityView> =>
      pipeline.run(writes.updatePatientAvailability, user, input).then(toAvailabilityView),
  };
}

export type PatientAvailabilityService = ReturnType<typeof createPatientAvailability>;
