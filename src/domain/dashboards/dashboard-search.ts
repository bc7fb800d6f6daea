// The dashboards' place in the address bar (/admin-dashboard, /report-dashboard, /cbr-dashboard):
// the filter, so Back, a reload and a shared link bring the same numbers. A value that is not one
// of ours is dropped (the default range then), never an error page.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { type DashboardFilter, DashboardFilterInput, defaultRange } from './dashboard-filter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const one = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

export const DashboardSearch = v.object({
  from: one(v.pipe(v.string(), v.regex(DAY))),
  to: one(v.pipe(v.string(), v.regex(DAY))),
  market: one(v.picklist(SUPPORTED_STATES)),
  clinician: one(v.pipe(v.string(), v.regex(UUID))),
});

export type DashboardSearchState = v.InferOutput<typeof DashboardSearch>;

/** The filter the address names, or the default range ending `today` when its dates are not a valid range. */
export function filterOfSearch(search: DashboardSearchState, today: string): DashboardFilter {
  const range = defaultRange(today);
  const candidate = { from: search.from ?? range.from, to: search.to ?? range.to };
  const dates = v.safeParse(DashboardFilterInput, candidate).success ? candidate : range;
  return { ...dates, market: search.market ?? null, practitionerId: search.clinician ?? null };
}

/** The address of a filter (defaults left out is not needed: the range is always named). */
export const searchOfFilter = (f: DashboardFilter): DashboardSearchState => ({
  from: f.from,
  to: f.to,
  ...(f.market ? { market: f.market as DashboardSearchState['market'] } : {}),
  ...(f.practitionerId ? { clinician: f.practitionerId } : {}),
});
