// What a scheduled visit came to, for the dashboards (SPEC §2 /admin-dashboard: visits per day,
// missed and cancelled rates). A visit is an appointment (SPEC §3 statuses): made once the
// clinician checked in, missed when marked 'Missed' (noshow), cancelled, or still open. A
// rescheduled visit (waitlist) counts on the visit it moved to, so it is left out here.
import type { AppointmentStatus } from '../resources';

export const VISIT_OUTCOMES = ['made', 'missed', 'cancelled', 'open'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** The appointment statuses of each outcome (the server's SQL is made from this table). */
export const OUTCOME_STATUSES: Record<VisitOutcome, readonly AppointmentStatus[]> = {
  made: ['checked-in', 'checked-out', 'signed', 'fulfilled', 'amendRequested', 'nonBillable'],
  missed: ['noshow'],
  cancelled: ['cancelled'],
  open: ['booked', 'pending', 'error', 'isDoNotVisit', 'loading'],
};

export const OUTCOME_LABEL: Record<VisitOutcome, string> = {
  made: 'Made',
  missed: 'Missed',
  cancelled: 'Canceled',
  open: 'Open',
};

/** The outcome of a visit of this status, or null when it is not counted (rescheduled). */
export function outcomeOf(status: string): VisitOutcome | null {
  for (const outcome of VISIT_OUTCOMES) if ((OUTCOME_STATUSES[outcome] as readonly string[]).includes(status)) return outcome;
  return null;
}

export const isVisitOutcome = (value: string): value is VisitOutcome => (VISIT_OUTCOMES as readonly string[]).includes(value);
