// The dashboards' filters (SPEC §2 /admin-dashboard, /report-dashboard, /cbr-dashboard: a date
// range, a market, a clinician), one schema for the screens and the server: days are the
// clinicians' own (day-buckets.ts), a market is a state code (SPEC §9 supported states), the
// range at most a year so that no query walks every visit ever made.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { addDays, spanDays } from './day-buckets';

export const MAX_SPAN_DAYS = 366;
/** The range a dashboard opens with: the last 30 days, today included. */
export const DEFAULT_SPAN_DAYS = 30;

const DAY = v.pipe(
  v.string('must be a date'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a date'),
  v.check((s) => s >= '2000-01-01' && s <= '2100-12-31', 'must be a date between 2000 and 2100'),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DashboardFilterInput = v.pipe(
  v.object({
    from: DAY,
    to: DAY,
    market: v.optional(v.nullable(v.picklist(SUPPORTED_STATES, 'must be a supported state'))),
    practitionerId: v.optional(v.nullable(v.pipe(v.string(), v.regex(UUID, 'must be an id')))),
  }),
  v.forward(
    v.check((f) => f.from <= f.to, 'Invalid date range'),
    ['to'],
  ),
  v.forward(
    v.check((f) => f.from > f.to || spanDays(f.from, f.to) <= MAX_SPAN_DAYS, `must be at most ${MAX_SPAN_DAYS} days after from`),
    ['to'],
  ),
);

export interface DashboardFilter {
  from: string;
  to: string;
  market: string | null;
  practitionerId: string | null;
}

/** The range a dashboard opens with, ending `today`. */
export const defaultRange = (today: string): { from: string; to: string } => ({
  from: addDays(today, -(DEFAULT_SPAN_DAYS - 1)),
  to: today,
});
