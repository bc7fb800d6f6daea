// The coordinator's schedule board (SPEC §3 'Scheduling state', §4 scheduling): the scheduler
// variants of each appointment status, the status filter with 'show canceled', the exclusive
// selection of a slot or an appointment, the days a week view shows, and the bookable slots a
// clinician's free time holds (availableSOCCount counts them). Pure: the server computes the
// slots with these rules and the screen filters and selects with them.
import { type Interval, subtractIntervals } from '../availability/intervals';
import type { AppointmentStatus } from '../resources';
import { OPEN_STATUSES } from './booking-rules';

/** SPEC §3 'Scheduler variant: checkedIn, confirmed, error, finished, missed, pending, canceled'. */
export const SCHEDULER_VARIANTS = ['checkedIn', 'confirmed', 'error', 'finished', 'missed', 'pending', 'canceled'] as const;
export type SchedulerVariant = (typeof SCHEDULER_VARIANTS)[number];

export const SCHEDULER_VARIANT_LABEL: Record<SchedulerVariant, string> = {
  checkedIn: 'Checked In',
  confirmed: 'Confirmed',
  error: 'Attention',
  finished: 'Finished',
  missed: 'Missed',
  pending: 'Pending',
  canceled: 'Canceled',
};

const VARIANT_OF: Record<AppointmentStatus, SchedulerVariant> = {
  'checked-in': 'checkedIn',
  booked: 'confirmed',
  error: 'error',
  isDoNotVisit: 'error',
  'checked-out': 'finished',
  fulfilled: 'finished',
  signed: 'finished',
  amendRequested: 'finished',
  nonBillable: 'finished',
  noshow: 'missed',
  pending: 'pending',
  loading: 'pending',
  cancelled: 'canceled',
  // A rescheduled visit ('Rescheduled') no longer takes place at its time: it goes with the canceled.
  waitlist: 'canceled',
};

export const schedulerVariant = (status: string): SchedulerVariant =>
  Object.hasOwn(VARIANT_OF, status) ? VARIANT_OF[status as AppointmentStatus] : 'error';

/** Every variant but canceled: what the board shows until the coordinator narrows it. */
export const DEFAULT_STATUS_FILTER: readonly SchedulerVariant[] = SCHEDULER_VARIANTS.filter((v) => v !== 'canceled');

/** SPEC §4 'show-canceled adds canceled to the status filter'. */
export function effectiveFilter(filter: readonly SchedulerVariant[], showCanceled: boolean): SchedulerVariant[] {
  const chosen = SCHEDULER_VARIANTS.filter((v) => v !== 'canceled' && filter.includes(v));
  return showCanceled ? [...chosen, 'canceled'] : chosen;
}

export const passesFilter = (status: string, filter: readonly SchedulerVariant[]): boolean => filter.includes(schedulerVariant(status));

/** A free slot the board offers for booking (ISO instants). */
export interface BoardSlot {
  start: string;
  end: string;
}

/** SPEC §3 Scheduling state: selectedSlot and selectedAppointment, never both. */
export interface BoardSelection {
  slot: BoardSlot | null;
  appointmentId: string | null;
}

export const NO_SELECTION: BoardSelection = { slot: null, appointmentId: null };

export type SelectionAction = { type: 'slot'; slot: BoardSlot | null } | { type: 'appointment'; appointmentId: string | null };

/** SPEC §4 'selecting a slot clears the selected appointment and vice versa' (a React reducer). */
export function selectionReducer(_state: BoardSelection, action: SelectionAction): BoardSelection {
  return action.type === 'slot' ? { slot: action.slot, appointmentId: null } : { slot: null, appointmentId: action.appointmentId };
}

/** The length of a visit the board books: a start of care, and every other visit type. */
export const VISIT_MINUTES = 60;

/**
 * The bookable slots of the clinician's free time: each free interval, less the open visits,
 * cut into VISIT_MINUTES pieces from its start (a remainder shorter than a visit is not offered).
 */
export function bookableSlots(
  free: readonly { start: string; end: string }[],
  visits: readonly { start: string; end: string; status: string }[],
  minutes = VISIT_MINUTES,
): BoardSlot[] {
  const step = minutes * 60_000;
  const toInterval = (i: { start: string; end: string }): Interval => ({ start: Date.parse(i.start), end: Date.parse(i.end) });
  const taken = visits.filter((v) => OPEN_STATUSES.includes(v.status as AppointmentStatus)).map(toInterval);
  const slots: BoardSlot[] = [];
  for (const piece of subtractIntervals(free.map(toInterval), taken)) {
    for (let start = piece.start; start + step <= piece.end; start += step) {
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + step).toISOString() });
    }
  }
  return slots;
}

/** The board's view: one day, or the week around it. */
export const BOARD_VIEWS = ['day', 'week'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** SPEC §9 'Weekday letters S M T W T F S', by day index 0–6. */
export const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;

const dayIndexOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

function shift(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The dates the board shows for `date`: the day alone, or its week (Sunday to Saturday with the
 * weekend view on, Monday to Friday without; a weekend date without the weekend view shows the
 * week that follows it).
 */
export function boardDates(date: string, view: BoardView, weekendView: boolean): string[] {
  if (view === 'day') return [date];
  const sunday = shift(date, -dayIndexOf(date));
  if (weekendView) return Array.from({ length: 7 }, (_, i) => shift(sunday, i));
  const monday = dayIndexOf(date) === 6 ? shift(sunday, 8) : shift(sunday, 1);
  return Array.from({ length: 5 }, (_, i) => shift(monday, i));
}

/**
 * The date to keep when the weekend view is turned on or off in the week view: the Monday of the
 * week the board shows, so the board keeps that week (a Saturday shows the following Monday to
 * Friday without the weekend view but its own Sunday to Saturday with it).
 */
export function weekKeptOnToggle(date: string, view: BoardView, weekendView: boolean): string {
  if (view === 'day') return date;
  const shown = boardDates(date, view, weekendView);
  return (weekendView ? shown[1] : shown[0]) ?? date;
}

/** The date `steps` days or weeks away (negative: back). */
export const stepDate = (date: string, view: BoardView, steps: number): string => shift(date, view === 'day' ? steps : 7 * steps);
