// The /clinicians list's place in the address bar (/clinicians?search=…&state=…&market=…&status=…),
// so Back and a shared link bring the same list. A value that is not one of ours is dropped, never
// an error page.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { SearchInput } from '../validation/search';

export const CLINICIAN_STATUSES = ['active', 'inactive'] as const;
export type ClinicianStatus = (typeof CLINICIAN_STATUSES)[number];
export const CLINICIAN_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly { value: ClinicianStatus; label: string }[];

export interface ClinicianListSearch {
  search?: string;
  state?: string;
  /** A market name. */
  market?: string;
  status?: ClinicianStatus;
}

const Search = v.object({
  search: v.fallback(v.optional(SearchInput), undefined),
  state: v.fallback(v.optional(v.picklist(SUPPORTED_STATES)), undefined),
  market: v.fallback(v.optional(SearchInput), undefined),
  status: v.fallback(v.optional(v.picklist(CLINICIAN_STATUSES)), undefined),
});

export function parseClinicianListSearch(input: Record<string, unknown>): ClinicianListSearch {
  const parsed = v.parse(Search, input);
  const out: ClinicianListSearch = {};
  if (parsed.search) out.search = parsed.search;
  if (parsed.state) out.state = parsed.state;
  if (parsed.market) out.market = parsed.market;
  if (parsed.status) out.status = parsed.status;
  return out;
}

/** The list's `active` argument for a status filter (null: every clinician). */
export const activeOf = (status: ClinicianStatus | null | undefined): boolean | null => (status ? status === 'active' : null);
