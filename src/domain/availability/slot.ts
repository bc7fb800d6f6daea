// A clinician's availability (SPEC §3 Slot): a weekly pattern of slots (day index 0–6, order,
// enabled, 'HH:mm' start and end in the clinician's time zone, duration, free or busy) and
// dated exception slots. The shapes are valibot schemas, shared by the form and the server
// (STYLE rule 3); the rules across fields are availability-rules.ts.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { isTime } from '../patients/availability';

/** SPEC §5 'day index 0-6', 0 Sunday. */
export const DAY_INDEXES = [0, 1, 2, 3, 4, 5, 6] as const;
export type DayIndex = (typeof DAY_INDEXES)[number];
/** Monday: SPEC §4 'Day 1 keeps a default start and end'. */
export const FIRST_WORKDAY: DayIndex = 1;

export const SLOT_STATUSES = ['free', 'busy'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** Bounds of one request (deleted slots included). */
export const MAX_SLOTS = 100;
export const MAX_EXCEPTIONS = 100;

// SPEC §4: a slot made on the client has a temporary id until it is saved; removing one drops
// it instead of sending a deletion.
const TEMPORARY_PREFIX = 'new:';
export const isTemporaryId = (id: string): boolean => id.startsWith(TEMPORARY_PREFIX);
export const temporaryId = (uuid: () => string = () => globalThis.crypto.randomUUID()): string => `${TEMPORARY_PREFIX}${uuid()}`;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

const Id = v.pipe(v.string(MESSAGES.incorrectValue), v.nonEmpty(MESSAGES.required));
const Count = v.pipe(v.number(MESSAGES.incorrectValue), v.integer(MESSAGES.incorrectValue), v.minValue(0, MESSAGES.incorrectValue));
// Times and dates are plain strings here: their words ('This field is required', 'Invalid time
// range.', ...) come from validateAvailability, on the field they concern.
const Text = v.string(MESSAGES.incorrectValue);

export const WeeklySlotSchema = v.object({
  id: Id,
  dayIndex: v.picklist(DAY_INDEXES, MESSAGES.incorrectValue),
  order: Count,
  enabled: v.boolean(MESSAGES.incorrectValue),
  /** 'HH:mm', local to the clinician's time zone. */
  startTime: Text,
  endTime: Text,
  /** The slot's length (end − start); availability-changes keeps it in step with the times. */
  durationMinutes: Count,
  status: v.picklist(SLOT_STATUSES, MESSAGES.incorrectValue),
  /** A saved slot removed on the client (SPEC §4); sent as a deletion. */
  deleted: v.exactOptional(v.boolean(MESSAGES.incorrectValue)),
});
export type WeeklySlot = v.InferOutput<typeof WeeklySlotSchema>;

export const ExceptionSlotSchema = v.object({
  id: Id,
  /** 'YYYY-MM-DD', the clinician's local dates; the exception runs from start to end. */
  startDate: Text,
  endDate: Text,
  /** Both or neither: without times the exception covers whole days. */
  startTime: v.exactOptional(Text),
  endTime: v.exactOptional(Text),
  status: v.picklist(SLOT_STATUSES, MESSAGES.incorrectValue),
  /** SPEC §3 client field isAlwaysAvailable: the busy exception that marks an always-available clinician. */
  isAlwaysAvailable: v.exactOptional(v.boolean(MESSAGES.incorrectValue)),
});
export type ExceptionSlot = v.InferOutput<typeof ExceptionSlotSchema>;

export const AvailabilitySchema = v.object({
  clinicianId: Id,
  /** The clinician's zone (time-zone.ts timeZoneForState). */
  timeZone: v.pipe(Text, v.check(isTimeZone, MESSAGES.incorrectValue)),
  alwaysAvailable: v.boolean(MESSAGES.incorrectValue),
  slots: v.pipe(v.array(WeeklySlotSchema, MESSAGES.incorrectValue), v.maxLength(MAX_SLOTS, MESSAGES.incorrectValue)),
  exceptions: v.pipe(v.array(ExceptionSlotSchema, MESSAGES.incorrectValue), v.maxLength(MAX_EXCEPTIONS, MESSAGES.incorrectValue)),
});
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

/** A slot that still counts (not removed). */
export const isLive = (slot: WeeklySlot): boolean => slot.deleted !== true;

/** Minutes since midnight of an 'HH:mm' (NaN when it is not one). */
export const minutesOf = (time: string): number => (isTime(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : Number.NaN);

/** Minutes since midnight as 'HH:mm' (0–1439). */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The length of start–end in minutes; 0 when it is no valid range. */
export function durationOf(startTime: string, endTime: string): number {
  const length = minutesOf(endTime) - minutesOf(startTime);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/** What the Practitioner record keeps (the zone comes from the clinician's state; saved ids only, nothing removed). */
export type StoredAvailability = Pick<Availability, 'alwaysAvailable' | 'slots' | 'exceptions'>;
