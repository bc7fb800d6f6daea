import { describe, expect, it } from 'vitest';
import { parseTaskListSearch, tidyTaskListSearch } from './task-list-search';

describe('parseTaskListSearch', () => {
  it('defaults to my open tasks and drops what is not ours', () => {
    expect(parseTaskListSearch({})).toEqual({ view: 'mine', status: 'open' });
    expect(parseTaskListSearch({ view: 'everyone', status: 'nope', priority: 'now', origin: 'x', overdue: 'yes' })).toEqual({
      view: 'mine',
      status: 'open',
    });
  });

  it('keeps a view, a status, a priority, an origin, overdue and a search, and writes them back', () => {
    const parsed = parseTaskListSearch({
      view: 'job-function',
      status: 'completed',
      priority: 'urgent',
      origin: 'admission',
      overdue: 'true',
      search: 'hold',
    });
    expect(parsed).toEqual({
      view: 'job-function',
      status: 'completed',
      priority: 'urgent',
      origin: 'admission',
      overdue: true,
      search: 'hold',
    });
    expect(tidyTaskListSearch(parsed)).toEqual(parsed);
    expect(tidyTaskListSearch({ view: 'mine', status: 'open', search: '' })).toEqual({ view: 'mine', status: 'open' });
  });

  it("keeps a dashboard bar's state, owner and age band, and drops a malformed one", () => {
    expect(parseTaskListSearch({ view: 'all', state: 'FL', owner: 'queue:pons', age: '31+' })).toEqual({
      view: 'all',
      status: 'open',
      state: 'FL',
      owner: 'queue:pons',
      age: '31+',
    });
    expect(parseTaskListSearch({ state: 'ZZ', owner: "x' or 1=1", age: 'old' })).toEqual({ view: 'mine', status: 'open' });
  });
});
