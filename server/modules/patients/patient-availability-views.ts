// The patient's availability as the chart and the scheduler read it (SPEC §2 'Appointment
// Available Time', SPEC §3 availability types): one view for PatientAvailability, its change and
// the chart's frame (chart-frame.ts).
import type { PatientAvailability } from '../../../src/domain/patients/availability.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';

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
