import { describe, expect, it } from 'vitest';
import { parseTeamListSearch } from './team-list-search';

describe('parseTeamListSearch', () => {
  it('keeps a search and a supported state, drops the rest', () => {
    expect(parseTeamListSearch({ search: ' north ', state: 'TX' })).toEqual({ search: 'north', state: 'TX' });
    expect(parseTeamListSearch({ search: 'x'.repeat(201), state: 'Texas', page: 2 })).toEqual({});
  });
});
