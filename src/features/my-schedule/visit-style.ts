// How a visit looks at a glance: its status label and colour (SPEC §3 — THE map is
// appointment-status.ts), its visit type's short label, and the fill of its map marker.
import { appointmentStatusStyle, visitTypeLabel } from '../../domain/appointment-status';
import type { Visit } from '../../offline/schedule-store';

/** Visits that will not happen (the list dims them; the map greys them). */
const INACTIVE = new Set(['cancelled', 'noshow', 'waitlist', 'isDoNotVisit']);
const DONE = new Set(['checked-out', 'signed', 'fulfilled', 'amendRequested', 'nonBillable']);

export const isInactiveVisit = (visit: Pick<Visit, 'appointment'>): boolean => INACTIVE.has(visit.appointment.status);

/** The fill of a visit's number (map marker and list), with white numbers at 4.5:1 or better. */
export function markerColor(status: string): string {
  if (INACTIVE.has(status)) return '#5c636a';
  if (DONE.has(status)) return '#2b6140';
  if (status === 'checked-in') return '#1864ab';
  return '#0f6f7a';
}

export function visitBadges(visit: Pick<Visit, 'appointment'>) {
  return {
    status: appointmentStatusStyle(visit.appointment.status),
    type: visitTypeLabel(visit.appointment.appointmentType),
  };
}
