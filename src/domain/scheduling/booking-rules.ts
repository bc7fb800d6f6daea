// What a coordinator may do with a visit on the schedule (SPEC §3 Appointment, §4 scheduling):
// book it in a free time of the clinician, reschedule, cancel or mark it missed. The server
// refuses the rest with these words (the schedule screen shows them as they come).
import type { AppointmentStatus } from '../resources';

/** SPEC §3 'Open statuses: checked-in, booked, pending': they hold the clinician's time. */
export const OPEN_STATUSES: readonly AppointmentStatus[] = ['checked-in', 'booked', 'pending'];

/** Statuses of a documented visit: nothing on the schedule changes it any more. */
const SIGNED_STATUSES: readonly AppointmentStatus[] = ['signed', 'checked-out', 'fulfilled', 'amendRequested', 'nonBillable'];

/** SPEC §3 not-available reasons and the default cancel reason (code NA). */
export const CANCEL_REASONS = [
  { code: 'NA', display: 'The Patient is not available' },
  { code: 'patient-not-available', display: 'The Patient is not available' },
  { code: 'provider-not-available', display: 'The Provider is not available' },
] as const;
export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];
export const DEFAULT_CANCEL_REASON: CancelReasonCode = 'NA';

/** SPEC §3 'Default appointment types soc-patient (Start of Care), follow-up'. */
export const DEFAULT_APPOINTMENT_TYPES = ['soc-patient', 'follow-up'] as const;

export const BOOKING_MESSAGES = {
  doubleBooked: 'The clinician already has a visit at this time.',
  outsideAvailability: "This time is outside the clinician's availability. Give a reason to book it anyway.",
  signed: 'A signed visit cannot be changed.',
  inProgress: 'The visit is in progress: it cannot be changed from the schedule.',
  notOpen: 'Only a confirmed or pending visit can be changed.',
  endBeforeStart: 'Invalid time range.',
} as const;

export interface TimeRange {
  start: string;
  end: string;
}

/** Do two visits overlap? One ending when the other starts does not. */
export const rangesOverlap = (a: TimeRange, b: TimeRange): boolean =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** The clinician's open visits that the time range would collide with. */
export function collisions<T extends TimeRange & { id: string; status: AppointmentStatus }>(
  range: TimeRange,
  visits: readonly T[],
  exceptId?: string,
): T[] {
  return visits.filter((v) => v.id !== exceptId && OPEN_STATUSES.includes(v.status) && rangesOverlap(range, v));
}

/**
 * Why a visit may not be rescheduled, cancelled or marked missed, or null: a signed visit never
 * changes, a visit in progress changes only through its encounter, and only open visits change.
 */
export function changeRefusal(status: AppointmentStatus, encounterSigned: boolean): string | null {
  if (encounterSigned || SIGNED_STATUSES.includes(status)) return BOOKING_MESSAGES.signed;
  if (status === 'checked-in') return BOOKING_MESSAGES.inProgress;
  if (status !== 'booked' && status !== 'pending') return BOOKING_MESSAGES.notOpen;
  return null;
}
