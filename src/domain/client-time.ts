// Times a device gives for what happened on it: a Provenance's `recorded` (SPEC §3), the
// check-in and check-out times (SPEC §4), a form's `authored`. The outbox may send them hours
// after the act (DESIGN §4), so a time in the past is normal. What no honest device sends, and
// what would let a client back-date or pre-date the record of a visit:
// - a time in the future beyond the skew of the device's clock;
// - a time before the day of the visit, in the patient's time zone (SPEC §9, time-zone.ts);
// - a check-out before its check-in (SPEC §8 'Check out time cannot be before check in time').
// The server refuses these; a device can check the same before it queues a command, so a
// queued command is not doomed to fail when it is finally sent.
import { WORKFLOW_MESSAGES } from './encounter-workflow';
import { calendarDateIn } from './format';

/** How far a device's clock may be off from the server's (either way). */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface ClientTimeBounds {
  /** The time now, on the clock that judges (the server's). */
  now: Date;
  /** The visit's (appointment's) start; absent when the act belongs to no visit. */
  visitStart?: string | null | undefined;
  /** The visit's zone: the patient's state's (time-zone.ts). Only read for a time before the visit's start. */
  timeZone: string;
  /** For a check-out: the check-in it cannot precede. */
  checkedInAt?: string | null | undefined;
}

export type ClientTimeProblem = 'future' | 'beforeVisitDay' | 'beforeCheckIn';

/** Why a device time is refused, or null when it is within its bounds. `at` is an ISO instant. */
export function clientTimeProblem(at: string, bounds: ClientTimeBounds): ClientTimeProblem | null {
  const time = Date.parse(at);
  if (time > bounds.now.getTime() + CLOCK_SKEW_MS) return 'future';
  if (bounds.checkedInAt && time < Date.parse(bounds.checkedInAt)) return 'beforeCheckIn';
  // An instant at or after the visit's start is on its day or later in any zone; before it, the
  // calendar day in the patient's zone decides (a slow device clock is given the skew).
  if (bounds.visitStart && time < Date.parse(bounds.visitStart)) {
    const day = calendarDateIn(new Date(time + CLOCK_SKEW_MS).toISOString(), bounds.timeZone);
    if (day < calendarDateIn(bounds.visitStart, bounds.timeZone)) return 'beforeVisitDay';
  }
  return null;
}

/** What the time is called in a refusal ('Check in time', 'Check out time', …). */
export const CLIENT_TIME_LABELS = {
  checkIn: 'Check in time',
  checkOut: 'Check out time',
  recorded: 'Recorded time',
  authored: 'Authored time',
} as const;
export type ClientTimeLabel = (typeof CLIENT_TIME_LABELS)[keyof typeof CLIENT_TIME_LABELS];

/** The refusal's words; a check-out before its check-in has the spec's own (SPEC §8). */
export function clientTimeMessage(label: ClientTimeLabel, problem: ClientTimeProblem): string {
  switch (problem) {
    case 'future':
      return `${label} cannot be in the future`;
    case 'beforeVisitDay':
      return `${label} cannot be before the day of the visit`;
    case 'beforeCheckIn':
      return WORKFLOW_MESSAGES.checkoutBeforeCheckin;
  }
}
