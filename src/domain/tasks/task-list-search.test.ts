import { describe, expect, it } from 'vitest';
import { parseTaskListSearch, taskListSearch, taskListState } from './task-list-search';

describe('parseTaskListSearch', () => {
  it('keeps nothing for my open tasks (a plain /tasks), and drops what is not ours', () => {
    expect(parseTaskListSearch({})).toEqual({});
    expect(parseTaskListSearch({ view: 'mine', status: 'open' })).toEqual({});
    expect(parseTaskListSearch({ view: 'everyone', status: 'nope', priority: 'now', origin: 'x', overdue: 'yes' })).toEqual({});
    expect(taskListState({})).toEqual({ view: 'mine', status: 'open' });
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
    expect(taskListSearch(taskListState(parsed))).toEqual(parsed);
    expect(taskListSearch({ view: 'mine', status: 'open', search: '' })).toEqual({});
  });

  it("keeps a dashboard bar's state, owner and age band, and drops a malformed one", () => {
    expect(parseTaskListSearch({ view: 'all', state: 'FL', owner: 'queue:pons', age: '31+' })).toEqual({
      view: 'all',
      state: 'FL',
      owner: 'queue:pons',
      age: '31+',
    });
    expect(parseTaskListSearch({ state: 'ZZ', owner: "x' or 1=1", age: 'old' })).toEqual({});
  });
});
