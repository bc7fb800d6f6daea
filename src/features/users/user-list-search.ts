// The user list's place in the address bar (/users?search=…&status=…&role=…), so Back and a
// shared link bring the same list (SPEC §7 UserList filters). A value that is not one of ours is
// dropped, never an error page. No status means Active: the list opens on the people who can sign in.
import * as v from 'valibot';
import { JOB_FUNCTIONS, type JobFunction, ROLES, type Role } from '../../domain/access';
import { SUPPORTED_STATES, type SupportedState } from '../../domain/time-zone';
import { SearchInput } from '../../domain/validation/search';

export const USER_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const USER_STATUS_FILTER_LABELS: Readonly<Record<UserStatusFilter, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
};

/** The filter panel's criteria (the search term is the list's own). */
export interface UserFilters {
  status: UserStatusFilter;
  firstName: string;
  lastName: string;
  organizationId: string | null;
  jobFunction: JobFunction | null;
  state: SupportedState | null;
  role: Role | null;
}

export const NO_USER_FILTERS: UserFilters = {
  status: 'active',
  firstName: '',
  lastName: '',
  organizationId: null,
  jobFunction: null,
  state: null,
  role: null,
};

/** How many criteria differ from the panel's defaults (the phone's 'Filters (n)'). */
export const countUserFilters = (f: UserFilters): number =>
  (f.status !== 'active' ? 1 : 0) +
  (f.firstName ? 1 : 0) +
  (f.lastName ? 1 : 0) +
  (f.organizationId ? 1 : 0) +
  (f.jobFunction ? 1 : 0) +
  (f.state ? 1 : 0) +
  (f.role ? 1 : 0);

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

const Search = v.object({
  search: optional(SearchInput),
  status: optional(v.picklist(USER_STATUS_FILTERS)),
  firstName: optional(SearchInput),
  lastName: optional(SearchInput),
  organization: optional(v.pipe(v.string(), v.uuid())),
  jobFunction: optional(v.picklist(JOB_FUNCTIONS)),
  state: optional(v.picklist(SUPPORTED_STATES)),
  role: optional(v.picklist(ROLES)),
});

/**
 * parseUserListSearch names every key (undefined when unset): the router merges the raw address
 * under a route's own keys, so a dropped value must be said to be undefined to be gone.
 */
export interface UserListSearch {
  search?: string | undefined;
  status?: UserStatusFilter | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  organization?: string | undefined;
  jobFunction?: JobFunction | undefined;
  state?: SupportedState | undefined;
  role?: Role | undefined;
}

/** Only the values that say something stay (empty strings and the default status go). */
export function parseUserListSearch(input: Record<string, unknown>): UserListSearch {
  const parsed = v.parse(Search, input);
  return {
    search: parsed.search || undefined,
    status: parsed.status === 'active' ? undefined : parsed.status,
    firstName: parsed.firstName || undefined,
    lastName: parsed.lastName || undefined,
    organization: parsed.organization,
    jobFunction: parsed.jobFunction,
    state: parsed.state,
    role: parsed.role,
  };
}

export const filtersOfSearch = (s: UserListSearch): UserFilters => ({
  status: s.status ?? 'active',
  firstName: s.firstName ?? '',
  lastName: s.lastName ?? '',
  organizationId: s.organization ?? null,
  jobFunction: s.jobFunction ?? null,
  state: s.state ?? null,
  role: s.role ?? null,
});

export const searchOfFilters = (search: string, f: UserFilters): UserListSearch =>
  parseUserListSearch({
    search,
    status: f.status,
    firstName: f.firstName,
    lastName: f.lastName,
    organization: f.organizationId ?? undefined,
    jobFunction: f.jobFunction ?? undefined,
    state: f.state ?? undefined,
    role: f.role ?? undefined,
  });
