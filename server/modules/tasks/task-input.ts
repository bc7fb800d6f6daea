// The work queue's arguments (tasks.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { JOB_FUNCTIONS } from '../../../src/domain/access.ts';
import { TASK_PRIORITY_CODES, TASK_STATUSES } from '../../../src/domain/chart/chart-record-status.ts';
import {
  TASK_AGE_CODES,
  TASK_ORIGIN_CODES,
  TASK_VIEW_CODES,
  type TaskAgeBand,
  type TaskView,
} from '../../../src/domain/tasks/task-queue.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput, VersionIdInput } from '../shared/input.ts';
import { type PageArgs, parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

export type TaskListArgs = PageArgs & {
  view: string;
  status?: Maybe<string>;
  priority?: Maybe<string>;
  origin?: Maybe<string>;
  overdue?: Maybe<boolean>;
  term?: Maybe<string>;
  state?: Maybe<string>;
  owner?: Maybe<string>;
  age?: Maybe<string>;
};

/** An owner filter: a user's id, 'queue:<job function>' or 'none' (src/domain/tasks/task-queue.ts). */
function parseOwner(owner: string): string {
  if (owner === 'none') return owner;
  if (owner.startsWith('queue:')) return `queue:${parseArg(oneOf(JOB_FUNCTIONS), 'owner', owner.slice('queue:'.length))}`;
  return parseId(owner, 'owner');
}

const oneOf = (values: readonly string[]) => v.picklist(values, `must be one of ${values.join(', ')}`);
const STATUS_FILTERS = ['open', 'closed', ...TASK_STATUSES];

export function parseTaskListArgs(args: TaskListArgs) {
  return {
    view: parseArg(oneOf(TASK_VIEW_CODES), 'view', args.view) as TaskView,
    status: args.status ? (parseArg(oneOf(STATUS_FILTERS), 'status', args.status) as string) : 'open',
    priority: args.priority ? (parseArg(oneOf(TASK_PRIORITY_CODES), 'priority', args.priority) as string) : null,
    origin: args.origin ? (parseArg(oneOf(TASK_ORIGIN_CODES), 'origin', args.origin) as string) : null,
    overdue: args.overdue === true,
    term: parseTerm(args.term),
    state: args.state ? (parseArg(oneOf(SUPPORTED_STATES), 'state', args.state) as string) : null,
    owner: args.owner ? parseOwner(args.owner) : null,
    age: args.age ? (parseArg(oneOf(TASK_AGE_CODES), 'age', args.age) as TaskAgeBand) : null,
  };
}

export function parseTaskAssign(input: unknown): { id: string; versionId: number; ownerId: string } {
  const parsed = parseInput(v.object({ id: v.string(), versionId: VersionIdInput, ownerId: v.string() }), input);
  return { id: parseId(parsed.id), versionId: parsed.versionId, ownerId: parseId(parsed.ownerId, 'ownerId') };
}

export const parseTaskId = (id: unknown): string => parseId(String(id ?? ''), 'id');
