import { describe, expect, it } from 'vitest';
import { encounterFilterCount, encounterListSearch, parseEncounterListSearch } from './encounter-list-search';

const ID = '0b7e2a58-3a4c-4f6e-9d4a-0c9f1e2d3b4a';

describe('the /clinician-encounters address', () => {
  it('keeps known filters, makes a lone value a list, and drops what is not ours', () => {
    expect(
      parseEncounterListSearch({
        status: 'finished',
        stateStatus: ['eSigned', 'signed'],
        type: ['follow-up'],
        deliveryType: 'phone',
        practitionerIds: [ID, 'nope'],
        includeSP: 'true',
        from: '2026-11-01',
        to: 'tomorrow',
        sort: 'period-asc',
      }),
    ).toEqual({
      status: ['finished'],
      stateStatus: ['eSigned'],
      type: ['follow-up'],
      practitionerIds: [ID],
      includeSP: true,
      from: '2026-11-01',
      sort: 'period-asc',
    });
  });

  it('leaves the defaults out, and counts the filters set', () => {
    expect(parseEncounterListSearch({})).toEqual({});
    expect(encounterListSearch({ sort: 'period-desc', status: [], search: '' })).toEqual({});
    expect(encounterFilterCount({ status: ['planned'], includeSP: true, search: 'ann', sort: 'updated-desc' })).toBe(2);
  });
});
