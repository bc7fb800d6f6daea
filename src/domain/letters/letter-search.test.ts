// The letters' range in the address (SPEC §2 /missed-appointments, /made-encounters): the last 7
// days by default, a valid range kept, anything else (reversed, over 31 days) dropped for it.
import { describe, expect, it } from 'vitest';
import { defaultLetterRange, letterRangeOfSearch } from './letter-search';

describe('letterRangeOfSearch', () => {
  it('defaults to the 7 days ending today, across a month', () => {
    expect(defaultLetterRange('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(letterRangeOfSearch({}, '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('keeps a valid range and drops a reversed or too long one', () => {
    expect(letterRangeOfSearch({ from: '2026-01-01', to: '2026-01-31' }, '2026-03-03')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(letterRangeOfSearch({ from: '2026-01-01', to: '2026-02-01' }, '2026-03-03')).toEqual(defaultLetterRange('2026-03-03'));
    expect(letterRangeOfSearch({ from: '2026-02-10', to: '2026-02-01' }, '2026-03-03')).toEqual(defaultLetterRange('2026-03-03'));
  });
});
