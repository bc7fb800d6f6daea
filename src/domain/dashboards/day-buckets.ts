// Visits per day (SPEC §2 /admin-dashboard), each on the clinician's own day: a visit at 23:30
// in Phoenix is on that Phoenix day, whatever the server's or the viewer's zone (SPEC §9 time
// zone by state). The server buckets in SQL with the same zones (dashboards-repository.ts); these
// are the rule and the days of a range, zero days included, for the charts.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { SUPPORTED_STATES, timeZoneForState } from '../time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The clinician's calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (instant: string | Date, zone: string): string => dayjs(instant).tz(zone).format('YYYY-MM-DD');

/** The zone of every supported state, and the default, for SQL that must bucket as localDay does. */
export const ZONE_BY_STATE: readonly (readonly [string, string])[] = SUPPORTED_STATES.map((s) => [s, timeZoneForState(s)] as const);
export const DEFAULT_ZONE = timeZoneForState(null);

/** Each day from `from` to `to` (YYYY-MM-DD, inclusive). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = dayjs.utc(from); !d.isAfter(dayjs.utc(to)); d = d.add(1, 'day')) days.push(d.format('YYYY-MM-DD'));
  return days;
}

/** Calendar days from `from` to `to`, both counted. */
export const spanDays = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/**
 * The instants a SQL range may use to reach every visit of the local days from `from` to `to` in
 * any supported zone (UTC−10 to UTC−4): a day's margin on each side; the exact day is then
 * judged per clinician.
 */
export const coarseWindow = (from: string, to: string): { from: Date; to: Date } => ({
  from: dayjs.utc(from).subtract(1, 'day').toDate(),
  to: dayjs.utc(to).add(2, 'day').toDate(),
});

/** Fills the days without a row with `empty`, in day order. */
export function fillDays<T>(from: string, to: string, rows: ReadonlyMap<string, T>, empty: () => T): { day: string; value: T }[] {
  return daysOf(from, to).map((day) => ({ day, value: rows.get(day) ?? empty() }));
}
