// The /tasks queue's place in the address bar (/tasks?view=…&status=…&priority=…&origin=…&overdue=true&search=…),
// so Back, a reload and the dashboard's links bring the same list. A value that is not one of ours
// is dropped, never an error page.
import * as v from 'valibot';
import { TASK_PRIORITY_CODES, TASK_STATUS, TASK_STATUSES } from '../chart/chart-record-status';
import { SUPPORTED_STATES } from '../time-zone';
import { SearchInput } from '../validation/search';
import {
  TASK_AGE_CODES,
  TASK_ORIGIN_CODES,
  TASK_ORIGINS,
  TASK_VIEW_CODES,
  type TaskAgeBand,
  type TaskOrigin,
  type TaskView,
} from './task-queue';

/** The queue's status filter: the open tasks (the default), the closed ones, or one status. */
export const TASK_STATUS_FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  ...TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS[s].label })),
] as const;
const STATUS_FILTER_CODES = TASK_STATUS_FILTERS.map((s) => s.value);

export const TASK_ORIGIN_OPTIONS = TASK_ORIGIN_CODES.map((code) => ({ value: code, label: TASK_ORIGINS[code] }));

/** The queue's state: a view and a status filter always (My Tasks, open by default), the rest when set. */
export interface TaskListState {
  view: TaskView;
  status: string;
  priority?: string;
  origin?: TaskOrigin;
  overdue?: true;
  search?: string;
  /** The tasking dashboard's bars: the patient's state, an owner ('queue:<job function>', 'none' or a user's id), an age band. */
  state?: string;
  owner?: string;
  age?: TaskAgeBand;
}

const OWNER = /^(none|queue:[a-z-]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const Search = v.object({
  view: v.fallback(v.optional(v.picklist(TASK_VIEW_CODES)), undefined),
  status: v.fallback(v.optional(v.picklist(STATUS_FILTER_CODES)), undefined),
  priority: v.fallback(v.optional(v.picklist(TASK_PRIORITY_CODES)), undefined),
  origin: v.fallback(v.optional(v.picklist(TASK_ORIGIN_CODES)), undefined),
  overdue: v.fallback(v.optional(v.union([v.literal(true), v.literal('true')])), undefined),
  search: v.fallback(v.optional(SearchInput), undefined),
  state: v.fallback(v.optional(v.picklist(SUPPORTED_STATES)), undefined),
  owner: v.fallback(v.optional(v.pipe(v.string(), v.regex(OWNER))), undefined),
  age: v.fallback(v.optional(v.picklist(TASK_AGE_CODES)), undefined),
});

/** The state as the address bar keeps it: only what differs from the defaults (a plain /tasks is My Tasks, open). */
export type TaskListSearch = Partial<TaskListState>;

const DEFAULTS = { view: 'mine', status: 'open' } as const satisfies Pick<TaskListState, 'view' | 'status'>;

export function parseTaskListSearch(input: Record<string, unknown>): TaskListSearch {
  const parsed = v.parse(Search, input);
  return taskListSearch({
    ...parsed,
    view: parsed.view ?? DEFAULTS.view,
    status: parsed.status ?? DEFAULTS.status,
    overdue: parsed.overdue ? true : undefined,
  });
}

/** The state a search stands for: the defaults where it says nothing. */
export const taskListState = (search: TaskListSearch): TaskListState => ({
  ...search,
  view: search.view ?? DEFAULTS.view,
  status: search.status ?? DEFAULTS.status,
});

/** A state with any of its filters unset. */
type LooseState = Pick<TaskListState, 'view' | 'status'> & {
  [K in Exclude<keyof TaskListState, 'view' | 'status'>]?: TaskListState[K] | undefined;
};

const OPTIONAL_KEYS = ['priority', 'origin', 'overdue', 'search', 'state', 'owner', 'age'] as const;

/** The address bar's search for a state: no default, no empty search, no filter left unset. */
export function taskListSearch(state: LooseState): TaskListSearch {
  const out: TaskListSearch = {};
  if (state.view !== DEFAULTS.view) out.view = state.view;
  if (state.status !== DEFAULTS.status) out.status = state.status;
  for (const key of OPTIONAL_KEYS) if (state[key]) Object.assign(out, { [key]: state[key] });
  return out;
}
