// The telehealth lists' place in the address bar (/telemedicine?search=…&states=…&statuses=…,
// the same for /my-encounters), so Back and a shared link bring the same list. A value that is
// not one of ours is dropped, never an error page. States are SPEC §9's supported states.
import * as v from 'valibot';
import { SUPPORTED_STATES, type SupportedState } from '../time-zone';
import { SearchInput } from '../validation/search';
import { TELEMEDICINE_STATUSES, type TelemedicineStatus } from './telemedicine-status';

/** The filter panel's criteria (the search term is the list's own). */
export interface TelehealthListFilters {
  /** The patients' states (TelehealthEncounterList patientStates); none: every state. */
  states: readonly SupportedState[];
  /** TelehealthEncounterList telemedicineStatuses; none: every status. */
  statuses: readonly TelemedicineStatus[];
}

export const NO_TELEHEALTH_FILTERS: TelehealthListFilters = { states: [], statuses: [] };

export const telehealthFilterCount = (filters: TelehealthListFilters): number => filters.states.length + filters.statuses.length;

export interface TelehealthListSearch {
  search?: string;
  states?: SupportedState[];
  statuses?: TelemedicineStatus[];
}

/** One bad entry drops only itself: a shared link with a stale state keeps the others. */
const listOf = <T extends string>(allowed: readonly T[]) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.array(v.unknown()),
        v.transform((items) => [...new Set(items.filter((i): i is T => (allowed as readonly unknown[]).includes(i)))]),
      ),
    ),
    undefined,
  );

const Search = v.object({
  search: v.fallback(v.optional(SearchInput), undefined),
  states: listOf(SUPPORTED_STATES),
  statuses: listOf(TELEMEDICINE_STATUSES),
});

export function parseTelehealthListSearch(input: Record<string, unknown>): TelehealthListSearch {
  const parsed = v.parse(Search, input);
  const out: TelehealthListSearch = {};
  if (parsed.search) out.search = parsed.search;
  if (parsed.states && parsed.states.length > 0) out.states = parsed.states;
  if (parsed.statuses && parsed.statuses.length > 0) out.statuses = parsed.statuses;
  return out;
}

/** The address-bar search of a list: only what is set, so a bare list has a bare address. */
export function telehealthListSearch(search: string, filters: TelehealthListFilters): TelehealthListSearch {
  return {
    ...(search ? { search } : {}),
    ...(filters.states.length > 0 ? { states: [...filters.states] } : {}),
    ...(filters.statuses.length > 0 ? { statuses: [...filters.statuses] } : {}),
  };
}

/** The search's filters, for the page. */
export const filtersOf = (search: TelehealthListSearch): TelehealthListFilters => ({
  states: search.states ?? [],
  statuses: search.statuses ?? [],
});
