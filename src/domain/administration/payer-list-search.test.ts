import { describe, expect, it } from 'vitest';
import { activeOfStatus, countPayerFilters, NO_PAYER_FILTERS, parsePayerListSearch, payerListSearchOf } from './payer-list-search';

describe('payer list search (address bar)', () => {
  it('keeps known values and drops the rest', () => {
    expect(parsePayerListSearch({ search: ' summit ', type: 'mso', state: 'FL', status: 'inactive' })).toEqual({
      search: 'summit',
      type: 'mso',
      state: 'FL',
      status: 'inactive',
    });
    expect(parsePayerListSearch({ type: 'pcp', state: 'NY', status: 'gone', search: '' })).toEqual({});
  });

  it('writes back only what is set, and counts the filters', () => {
    expect(payerListSearchOf('', NO_PAYER_FILTERS)).toEqual({});
    const filters = { type: 'ipa' as const, state: 'TX', status: 'active' as const };
    expect(payerListSearchOf('harbor', filters)).toEqual({ search: 'harbor', type: 'ipa', state: 'TX', status: 'active' });
    expect(countPayerFilters(filters)).toBe(3);
    expect(countPayerFilters(NO_PAYER_FILTERS)).toBe(0);
  });

  it('turns the status into the active argument', () => {
    expect(activeOfStatus(null)).toBeNull();
    expect(activeOfStatus('active')).toBe(true);
    expect(activeOfStatus('inactive')).toBe(false);
  });
});
