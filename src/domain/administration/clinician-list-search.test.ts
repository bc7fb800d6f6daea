import { describe, expect, it } from 'vitest';
import { activeOf, parseClinicianListSearch } from './clinician-list-search';

describe('parseClinicianListSearch', () => {
  it('keeps what is ours and drops the rest', () => {
    expect(parseClinicianListSearch({ search: '  Lee  ', state: 'FL', market: 'Tampa Bay', status: 'inactive' })).toEqual({
      search: 'Lee',
      state: 'FL',
      market: 'Tampa Bay',
      status: 'inactive',
    });
    expect(parseClinicianListSearch({ search: '', state: 'NY', market: 7, status: 'gone', other: 'x' })).toEqual({});
  });

  it('turns a status into the list argument', () => {
    expect(activeOf('active')).toBe(true);
    expect(activeOf('inactive')).toBe(false);
    expect(activeOf(undefined)).toBeNull();
  });
});
