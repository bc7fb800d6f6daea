// The payer list's place in the address bar (/payers?search=…&type=…&state=…&status=…), so Back
// and a shared link bring the same list. A value that is not one of ours is dropped, never an
// error page.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { SearchInput } from '../validation/search';
import { PAYER_TYPES, type PayerType } from './payer';

export const PAYER_STATUSES = ['active', 'inactive'] as const;
export type PayerStatus = (typeof PAYER_STATUSES)[number];
export const PAYER_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly { value: PayerStatus; label: string }[];

export interface PayerListSearch {
  search?: string;
  type?: PayerType;
  state?: string;
  status?: PayerStatus;
}

/** The filter panel's criteria (the search term is the list's own). */
export interface PayerFilters {
  type: PayerType | null;
  state: string | null;
  status: PayerStatus | null;
}

export const NO_PAYER_FILTERS: PayerFilters = { type: null, state: null, status: null };

export const countPayerFilters = (f: PayerFilters): number => [f.type, f.state, f.status].filter(Boolean).length;

/** The list's `active` argument: null lists both. */
export const activeOfStatus = (status: PayerStatus | null): boolean | null => (status === null ? null : status === 'active');

const Search = v.object({
  search: v.fallback(v.optional(SearchInput), undefined),
  type: v.fallback(v.optional(v.picklist(PAYER_TYPES)), undefined),
  state: v.fallback(v.optional(v.picklist(SUPPORTED_STATES)), undefined),
  status: v.fallback(v.optional(v.picklist(PAYER_STATUSES)), undefined),
});

export function parsePayerListSearch(input: Record<string, unknown>): PayerListSearch {
  const parsed = v.parse(Search, input);
  const out: PayerListSearch = {};
  if (parsed.search) out.search = parsed.search;
  if (parsed.type) out.type = parsed.type;
  if (parsed.state) out.state = parsed.state;
  if (parsed.status) out.status = parsed.status;
  return out;
}

/** The address bar's search of a list state (only what is set). */
export function payerListSearchOf(search: string, filters: PayerFilters): PayerListSearch {
  return {
    ...(search ? { search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}
