// When a visit is, in the PATIENT's time zone (SPEC §9 time zone by state): the visit's own
// address decides, then the patient's.
import { calendarDateIn, formatTime, zoneAbbreviation } from '../../domain/format';
import { timeZoneForState } from '../../domain/time-zone';
import type { Visit } from '../../offline/schedule-store';

export interface VisitTime {
  zone: string;
  start: string;
  end: string;
  /** The zone's short name (EST, CDT …). */
  abbreviation: string;
  /** The visit's day in its zone, 'YYYY-MM-DD'. */
  day: string;
}

export const visitZone = (visit: Pick<Visit, 'appointment' | 'patient'>): string =>
  timeZoneForState(visit.appointment.address?.state ?? visit.patient.address?.state);

export function visitTime(visit: Pick<Visit, 'appointment' | 'patient'>): VisitTime {
  const zone = visitZone(visit);
  const { start, end } = visit.appointment;
  return {
    zone,
    start: formatTime(start, zone),
    end: formatTime(end, zone),
    abbreviation: zoneAbbreviation(start, zone),
    day: calendarDateIn(start, zone),
  };
}
