import { describe, expect, it } from 'vitest';
import { parsePatientListSearch } from './patient-list-search';

describe('parsePatientListSearch', () => {
  it('keeps a search, the admission filters, a state and a market', () => {
    expect(
      parsePatientListSearch({
        search: '  smith  ',
        admission: ['active', 'planned', 'active'],
        state: 'FL',
        market: '0b6f1c1e-8a43-4e3b-9a51-0f7c2d2b9d11',
      }),
    ).toEqual({ search: 'smith', admission: ['active', 'planned'], state: 'FL', market: '0b6f1c1e-8a43-4e3b-9a51-0f7c2d2b9d11' });
  });

  it('drops what is not ours instead of failing', () => {
    expect(parsePatientListSearch({ admission: ['discharged'], state: 'Florida', market: 'x', search: 'y'.repeat(300) })).toEqual({});
    expect(parsePatientListSearch({ search: '' })).toEqual({});
  });
});
