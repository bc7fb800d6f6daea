import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  NO_TELEHEALTH_FILTERS,
  parseTelehealthListSearch,
  telehealthFilterCount,
  telehealthListSearch,
} from './telehealth-list-search';

describe('parseTelehealthListSearch', () => {
  it('keeps a trimmed term, supported states and known statuses', () => {
    expect(parseTelehealthListSearch({ search: '  ana   ortiz ', states: ['FL', 'TX'], statuses: ['requested'] })).toEqual({
      search: 'ana ortiz',
      states: ['FL', 'TX'],
      statuses: ['requested'],
    });
  });

  it('drops unknown entries one by one and repeats, and empty lists altogether', () => {
    expect(parseTelehealthListSearch({ states: ['FL', 'ZZ', 'FL', 3], statuses: ['nope'] })).toEqual({ states: ['FL'] });
  });

  it('drops a value of the wrong shape instead of failing', () => {
    expect(parseTelehealthListSearch({ states: 'FL', statuses: { a: 1 }, search: 42 })).toEqual({});
    expect(parseTelehealthListSearch({ search: 'x'.repeat(201) })).toEqual({});
  });
});

describe('telehealthListSearch / filtersOf', () => {
  it('writes only what is set and reads it back', () => {
    expect(telehealthListSearch('', NO_TELEHEALTH_FILTERS)).toEqual({});
    const search = telehealthListSearch('ortiz', { states: ['CA'], statuses: ['in-progress', 'finished'] });
    expect(search).toEqual({ search: 'ortiz', states: ['CA'], statuses: ['in-progress', 'finished'] });
    expect(filtersOf(search)).toEqual({ states: ['CA'], statuses: ['in-progress', 'finished'] });
    expect(filtersOf({})).toEqual(NO_TELEHEALTH_FILTERS);
  });

  it('counts the filters set', () => {
    expect(telehealthFilterCount(NO_TELEHEALTH_FILTERS)).toBe(0);
    expect(telehealthFilterCount({ states: ['CA', 'FL'], statuses: ['requested'] })).toBe(3);
  });
});
