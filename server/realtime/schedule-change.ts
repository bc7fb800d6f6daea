// The event that tells a schedule board to read a clinician's schedule again (SPEC §4: a change
// by another coordinator or a clinician's sync appears without reload). It carries ids only; the
// board reads the schedule through ClinicianSchedule, which applies the caller's access.
import { topics } from './emitter.ts';

export interface ScheduleChange {
  clinicianId: string;
  appointmentIds: string[];
  at: string;
}

export interface ScheduleChangeEvent {
  topic: string;
  payload: { onScheduleChanged: ScheduleChange };
}

export function scheduleChanged(clinicianId: string, appointmentIds: readonly (string | null)[], at = new Date()): ScheduleChangeEvent {
  return {
    topic: topics.scheduleChanged(clinicianId),
    payload: {
      onScheduleChanged: {
        clinicianId,
        appointmentIds: appointmentIds.filter((id): id is string => id !== null),
        at: at.toISOString(),
      },
    },
  };
}
