// Availability is shown and entered in the clinician's time zone (SPEC §9 time zone by state,
// time-zone.ts) and stored and compared in UTC. A weekly slot is a local wall-clock time, so
// a week that crosses a daylight-saving change keeps its local hours and moves in UTC
// (America/New_York, Monday 08:00 is 12:00Z in October and 13:00Z in November).
// freeIntervals is what the scheduling service asks before it books inside availability.
//
// dayjs.tz(text, zone) is only used to read a local date and time; date arithmetic is done on
// calendar dates in UTC, since dayjs's add() on a zoned value ignores the daylight-saving change.
// A local time in a spring-forward gap moves forward an hour; an ambiguous fall-back time is read
// as the later (standard-time) instant.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isTime } from '../patients/availability';
import { isoDate } from '../validation/date';
import { clipIntervals, containsInterval, type Interval, mergeIntervals, subtractIntervals } from './intervals';
import { type Availability, type DayIndex, type ExceptionSlot, isLive, type SlotStatus, type WeeklySlot } from './slot';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAYS_IN_WEEK = 7;

/** A calendar date 'YYYY-MM-DD' moved by `days`. */
export const addDays = (date: string, days: number): string => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');

/** The day index (0 Sunday … 6 Saturday) of a calendar date. */
export const dayIndexOf = (date: string): DayIndex => dayjs.utc(date).day() as DayIndex;

/** The instant (epoch ms) of a local date and 'HH:mm' in `timeZone`. */
export const localToEpoch = (date: string, time: string, timeZone: string): number => dayjs.tz(`${date}T${time}`, timeZone).valueOf();

/** The instant (ISO, UTC) of a local date and 'HH:mm' in `timeZone`. */
export const localToUtc = (date: string, time: string, timeZone: string): string =>
  new Date(localToEpoch(date, time, timeZone)).toISOString();

/** The local date, 'HH:mm' and day index of an instant in `timeZone`. */
export function utcToLocal(instant: string | number, timeZone: string): { date: string; time: string; dayIndex: DayIndex } {
  const local = dayjs.utc(instant).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm'), dayIndex: local.day() as DayIndex };
}

/** One weekly slot on one date of a week, in UTC. */
export interface SlotInterval {
  slotId: string;
  /** The local date it falls on. */
  date: string;
  status: SlotStatus;
  start: string;
  end: string;
}

/** An interval in UTC (ISO instants, end excluded). */
export interface UtcInterval {
  start: string;
  end: string;
}

const toIso = (i: Interval): UtcInterval => ({ start: new Date(i.start).toISOString(), end: new Date(i.end).toISOString() });

/** The week's dates: `weekStartDate` and the six days after it. */
const weekDates = (weekStartDate: string): string[] => Array.from({ length: DAYS_IN_WEEK }, (_, i) => addDays(weekStartDate, i));

/** A slot's [start, end) on `date`, or null when its times are no valid range (or vanish in a gap). */
function slotOn(slot: WeeklySlot, date: string, timeZone: string): Interval | null {
  if (!isTime(slot.startTime) || !isTime(slot.endTime) || slot.endTime <= slot.startTime) return null;
  const interval = { start: localToEpoch(date, slot.startTime, timeZone), end: localToEpoch(date, slot.endTime, timeZone) };
  return interval.end > interval.start ? interval : null;
}

/**
 * The enabled, live weekly slots as concrete UTC intervals in the seven days from
 * `weekStartDate` (any day: the week need not start on a Sunday), sorted by start.
 */
export function weekSlotsToUtc(slots: readonly WeeklySlot[], timeZone: string, weekStartDate: string): SlotInterval[] {
  const out: (SlotInterval & { at: number })[] = [];
  for (const date of weekDates(weekStartDate)) {
    const dayIndex = dayIndexOf(date);
    for (const slot of slots) {
      if (!isLive(slot) || !slot.enabled || slot.dayIndex !== dayIndex) continue;
      const interval = slotOn(slot, date, timeZone);
      if (interval) out.push({ slotId: slot.id, date, status: slot.status, ...toIso(interval), at: interval.start });
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...slot }) => slot);
}

/** Back from UTC: the local day index and times of an interval, or null when it does not lie within one local day. */
export function utcToWeekSlot(
  interval: UtcInterval,
  timeZone: string,
): { dayIndex: DayIndex; date: string; startTime: string; endTime: string } | null {
  const start = utcToLocal(interval.start, timeZone);
  const end = utcToLocal(interval.end, timeZone);
  if (start.date !== end.date || end.time <= start.time) return null;
  return { dayIndex: start.dayIndex, date: start.date, startTime: start.time, endTime: end.time };
}

/** An exception's [start, end): from its start date and time (or midnight) to its end date and time (or the next midnight). */
export function exceptionInterval(exception: ExceptionSlot, timeZone: string): Interval | null {
  const { startDate, endDate, startTime, endTime } = exception;
  if (!isoDate(startDate) || !isoDate(endDate)) return null;
  const timed = startTime !== undefined && endTime !== undefined && startTime !== '' && endTime !== '';
  if (timed && (!isTime(startTime) || !isTime(endTime))) return null;
  const interval = timed
    ? { start: localToEpoch(startDate, startTime, timeZone), end: localToEpoch(endDate, endTime, timeZone) }
    : { start: localToEpoch(startDate, '00:00', timeZone), end: localToEpoch(addDays(endDate, 1), '00:00', timeZone) };
  return interval.end > interval.start ? interval : null;
}

/** [fromDate 00:00, toDate + 1 00:00) local, in epoch ms. */
const dateRange = (fromDate: string, toDate: string, timeZone: string): Interval => ({
  start: localToEpoch(fromDate, '00:00', timeZone),
  end: localToEpoch(addDays(toDate, 1), '00:00', timeZone),
});

/**
 * The free time of the local dates fromDate..toDate (both included), as sorted, disjoint UTC
 * intervals inside that range: the whole range when always available, else the free weekly
 * slots; free exceptions add time; busy exceptions and busy weekly slots take it away (busy wins).
 * The always-available marker exception (SPEC §4) is a flag, not busy time.
 */
export function freeIntervals(av: Availability, fromDate: string, toDate: string): UtcInterval[] {
  if (!isoDate(fromDate) || !isoDate(toDate) || toDate < fromDate) return [];
  const range = dateRange(fromDate, toDate, av.timeZone);
  const free: Interval[] = [];
  const busy: Interval[] = [];
  if (av.alwaysAvailable) free.push(range);
  else {
    // A weekly slot lies within its local day ('HH:mm' end after start), so each date's own slots suffice.
    for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
      const dayIndex = dayIndexOf(date);
      for (const slot of av.slots) {
        if (!isLive(slot) || !slot.enabled || slot.dayIndex !== dayIndex) continue;
        const interval = slotOn(slot, date, av.timeZone);
        if (interval) (slot.status === 'free' ? free : busy).push(interval);
      }
    }
  }
  for (const exception of av.exceptions) {
    if (exception.isAlwaysAvailable) continue;
    const interval = exceptionInterval(exception, av.timeZone);
    if (interval) (exception.status === 'free' ? free : busy).push(interval);
  }
  return clipIntervals(subtractIntervals(mergeIntervals(free), busy), range).map(toIso);
}

/** Does [start, end) (ISO instants) lie wholly in the clinician's free time? */
export function isWithinAvailability(av: Availability, start: string, end: string): boolean {
  const inner = { start: Date.parse(start), end: Date.parse(end) };
  if (!Number.isFinite(inner.start) || !Number.isFinite(inner.end)) return false;
  const free = freeIntervals(av, utcToLocal(inner.start, av.timeZone).date, utcToLocal(inner.end, av.timeZone).date);
  return containsInterval(
    free.map((i) => ({ start: Date.parse(i.start), end: Date.parse(i.end) })),
    inner,
  );
}
