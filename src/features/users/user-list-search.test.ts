import { describe, expect, it } from 'vitest';
import { countUserFilters, filtersOfSearch, NO_USER_FILTERS, parseUserListSearch, searchOfFilters } from './user-list-search';

const ORG = '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a1001';

describe('the user list in the address bar', () => {
  it('keeps what is ours and names every dropped value undefined (the router keeps the raw address otherwise)', () => {
    expect(
      parseUserListSearch({
        search: '  ann  lee ',
        status: 'bogus',
        role: 'staff',
        state: 'ZZ',
        organization: 'not-a-uuid',
        firstName: '',
      }),
    ).toEqual({
      search: 'ann lee',
      status: undefined,
      firstName: undefined,
      lastName: undefined,
      organization: undefined,
      jobFunction: undefined,
      state: undefined,
      role: 'staff',
    });
  });

  it('Active is the default: it is not written in the address', () => {
    expect(parseUserListSearch({ status: 'active' }).status).toBeUndefined();
    expect(filtersOfSearch(parseUserListSearch({})).status).toBe('active');
    expect(parseUserListSearch({ status: 'all' }).status).toBe('all');
  });

  it('filters go to the address and come back the same', () => {
    const filters = { ...NO_USER_FILTERS, status: 'inactive' as const, lastName: 'Lee', organizationId: ORG, jobFunction: 'clin' as const };
    const search = searchOfFilters('ann', filters);
    expect(search).toMatchObject({ search: 'ann', status: 'inactive', lastName: 'Lee', organization: ORG, jobFunction: 'clin' });
    expect(filtersOfSearch(search)).toEqual(filters);
    expect(countUserFilters(filters)).toBe(4);
    expect(countUserFilters(NO_USER_FILTERS)).toBe(0);
  });
});
