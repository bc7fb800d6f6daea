// The rules of a clinician's availability (SPEC §5 'Dates' and 'Time'), each problem on the
// field it concerns ('slots.2.endTime') so the form shows it under that field and the server
// names the same field (STYLE rule 7): an end not after its start is 'Invalid time range.', an
// end date before its start date 'Invalid date range', a dated start in the past 'Start time
// must be greater than the current time.', and two enabled slots of one day that overlap
// 'Slots in a day cannot be overlapped.' (touching, 12:00 end and 12:00 start, is allowed).
import { MESSAGES } from '../messages';
import { isTime } from '../patients/availability';
import { INVALID_DATE, isoDate } from '../validation/date';
import { addDays, localToEpoch, utcToLocal } from './local-time';
import { type Availability, type ExceptionSlot, isLive, isTemporaryId, type WeeklySlot } from './slot';

export interface AvailabilityProblem {
  /** Dotted field path: 'slots.2.endTime', 'exceptions.0.startDate'. */
  path: string;
  message: string;
}

/** Why an 'HH:mm' field is refused, or null. */
const timeProblem = (time: string): string | null => (time === '' ? MESSAGES.required : isTime(time) ? null : MESSAGES.incorrectValue);

/** Why a 'YYYY-MM-DD' field is refused, or null. */
const dateProblem = (date: string): string | null => (date === '' ? MESSAGES.required : isoDate(date) ? null : INVALID_DATE);

/** SPEC §5 'Invalid time range.': the end (of valid times) is not after the start. */
export const timeRangeProblem = (startTime: string, endTime: string): string | null =>
  isTime(startTime) && isTime(endTime) && endTime <= startTime ? MESSAGES.invalidTimeRange : null;

/** SPEC §5 'Invalid date range': the end date (of valid dates) is before the start date. */
export const dateRangeProblem = (startDate: string, endDate: string): string | null =>
  isoDate(startDate) && isoDate(endDate) && endDate < startDate ? MESSAGES.invalidDateRange : null;

/** Do two 'HH:mm' ranges overlap? Touching (one ends when the other starts) does not. */
export const rangesOverlap = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }): boolean =>
  a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * SPEC §5 'Start time must be greater than the current time.': a dated start at or before now
 * in `timeZone`; a date without a time is in the past only before today.
 */
export function startsInPast(date: string, time: string | undefined, now: Date, timeZone: string): boolean {
  if (time === undefined || time === '') return date < utcToLocal(now.getTime(), timeZone).date;
  return localToEpoch(date, time, timeZone) <= now.getTime();
}

/** Indexes of enabled, live slots that overlap a slot of the same day starting before them (or with the same start and a lower index). */
export function overlappingSlots(slots: readonly WeeklySlot[]): number[] {
  const candidates = slots
    .map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => isLive(slot) && slot.enabled && isTime(slot.startTime) && isTime(slot.endTime) && slot.startTime < slot.endTime)
    .sort((a, b) => a.slot.startTime.localeCompare(b.slot.startTime) || a.index - b.index);
  return candidates
    .filter(({ slot }, k) =>
      candidates.slice(0, k).some((earlier) => earlier.slot.dayIndex === slot.dayIndex && rangesOverlap(earlier.slot, slot)),
    )
    .map(({ index }) => index)
    .sort((a, b) => a - b);
}

function slotProblems(slot: WeeklySlot, at: string): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const start = timeProblem(slot.startTime);
  const end = timeProblem(slot.endTime) ?? timeRangeProblem(slot.startTime, slot.endTime);
  if (start) problems.push({ path: `${at}.startTime`, message: start });
  if (end) problems.push({ path: `${at}.endTime`, message: end });
  return problems;
}

const sameException = (a: ExceptionSlot, b: ExceptionSlot): boolean =>
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  (a.startTime ?? '') === (b.startTime ?? '') &&
  (a.endTime ?? '') === (b.endTime ?? '');

function exceptionProblems(exception: ExceptionSlot, at: string, now: Date, av: Availability, saved?: Availability): AvailabilityProblem[] {
  const { startDate, endDate } = exception;
  const startTime = exception.startTime ?? '';
  const endTime = exception.endTime ?? '';
  const problems: AvailabilityProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ path: `${at}.${field}`, message });
  };
  add('startDate', dateProblem(startDate));
  add('endDate', dateProblem(endDate) ?? dateRangeProblem(startDate, endDate));
  // Times go as a pair: none means whole days.
  const timed = startTime !== '' || endTime !== '';
  if (timed) {
    add('startTime', timeProblem(startTime));
    add('endTime', timeProblem(endTime) ?? (startDate === endDate ? timeRangeProblem(startTime, endTime) : null));
  }
  if (problems.length > 0) return problems;
  // A saved exception is asked again only when it changed (one saved this morning stays valid).
  const before = saved?.exceptions.find((e) => e.id === exception.id);
  const checkPast = isTemporaryId(exception.id) || (saved !== undefined && (before === undefined || !sameException(before, exception)));
  if (checkPast && startsInPast(startDate, timed ? startTime : undefined, now, av.timeZone)) {
    add(timed ? 'startTime' : 'startDate', MESSAGES.pastStart);
  }
  return problems;
}

/**
 * Every rule the availability breaks, each at its field. Slots are not checked when the
 * clinician is always available (they are deleted on save, SPEC §4); removed slots never are.
 * `saved` is the stored availability, when there is one: a saved exception that did not change
 * is not refused for having started.
 */
export function validateAvailability(av: Availability, now: Date, saved?: Availability): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  if (!av.alwaysAvailable) {
    av.slots.forEach((slot, i) => {
      if (isLive(slot)) problems.push(...slotProblems(slot, `slots.${i}`));
    });
    for (const i of overlappingSlots(av.slots)) problems.push({ path: `slots.${i}.startTime`, message: MESSAGES.slotsOverlap });
  }
  av.exceptions.forEach((exception, i) => {
    problems.push(...exceptionProblems(exception, `exceptions.${i}`, now, av, saved));
  });
  return problems;
}

/** SPEC §5 date ranges: open (end at least the start) or capped (end at most start + 14 days, and set to it). */
export const RANGE_TYPES = ['open', 'capped'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];
/** SPEC §5 'end capped and auto-set to start+14 days'. */
export const RANGE_CAP_DAYS = 14;

export interface DateRangeBounds {
  start: string;
  end: string;
  /** The earliest end a picker offers: the start. */
  minEnd: string;
  /** The latest end, or null when the range is open. */
  maxEnd: string | null;
}

/**
 * The range once its start is chosen: an end before the start becomes the start; for the
 * capped type the end is set to start + 14 days when none is given, and is never later than it.
 */
export function capRange(start: string, type: RangeType, end?: string): DateRangeBounds {
  const atLeastStart = end === undefined || end < start ? start : end;
  switch (type) {
    case 'open':
      return { start, end: atLeastStart, minEnd: start, maxEnd: null };
    case 'capped': {
      const maxEnd = addDays(start, RANGE_CAP_DAYS);
      return { start, end: end === undefined || atLeastStart > maxEnd ? maxEnd : atLeastStart, minEnd: start, maxEnd };
    }
  }
}
