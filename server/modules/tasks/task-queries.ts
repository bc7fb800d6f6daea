// The work queue's reads (SPEC §2 '/tasks'), declared in the write pipeline's shape (DESIGN §5):
// the operation, the input, the target with its access rule, then the read. The queue is inside
// the patient access rule (a task is a record of its patient).
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { chartRecordRepository } from '../chart-records/chart-record-repository.ts';
import { pagedList } from '../shared/paging.ts';
import { assertCanReadPatient, loadPatientScope, loadStateScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { idOf, noTarget } from '../shared/write-targets.ts';
import { parseTaskId, parseTaskListArgs, type TaskListArgs } from './task-input.ts';
import { type TaskOwnership, taskRepository } from './task-repository.ts';
import { toTaskChangeView, toTaskDashboardView, toWorkTaskView } from './task-views.ts';

/** A task the caller may read (its patient's access rule), unlocked: NOT_FOUND / FORBIDDEN as the chart answers. */
const readableTask = {
  kind: 'patient' as const,
  async resolve(db: Executor, me: Parameters<typeof assertCanReadPatient>[1], input: { id: string }) {
    const row = await stores.task.read(db, input.id);
    const patientId = row ? idOf(row.content.for) : null;
    if (!row || !patientId) throw notFound('Task');
    await assertCanReadPatient(db, me, patientId);
    return row;
  },
};

export const taskQueries = {
  list: defineQuery({
    operation: 'Query.TaskList',
    input: (raw: unknown) => ({ args: raw as TaskListArgs, filter: parseTaskListArgs(raw as TaskListArgs) }),
    target: noTarget,
    read: async ({ db, me, input: { args, filter } }) => {
      const now = new Date();
      const ownership: TaskOwnership =
        filter.view === 'mine'
          ? { kind: 'owner', userId: me.id }
          : filter.view === 'job-function'
            ? { kind: 'job-function', jobFunctions: me.jobFunctions }
            : filter.view === 'team'
              ? { kind: 'markets', markets: await loadStateScope(db, me) }
              : { kind: 'any' };
      const scope = await loadPatientScope(db, me);
      return pagedList(
        args,
        (page) => taskRepository.list(db, scope, { ...filter, ownership }, now, page),
        (row) => toWorkTaskView(row, row, now),
      );
    },
  }),

  // The tasking dashboard (SPEC §2 Dashboard > Tasking): the counts of the tasks the caller reads,
  // each bar the filter of the queue's 'All Tasks' view that lists them.
  dashboard: defineQuery({
    operation: 'Query.TaskDashboard',
    input: () => null,
    target: noTarget,
    read: async ({ db, me }) => {
      const now = new Date();
      return toTaskDashboardView(await taskRepository.dashboard(db, await loadPatientScope(db, me), now));
    },
  }),

  history: defineQuery({
    operation: 'Query.TaskHistory',
    input: (raw: unknown) => ({ id: parseTaskId(raw) }),
    target: readableTask,
    read: async ({ db, input }) => {
      const entries = await stores.task.history(db, input.id);
      const names = await chartRecordRepository.userNames(db, [...new Set(entries.flatMap((e) => (e.authorId ? [e.authorId] : [])))]);
      return entries
        .filter((e) => e.action !== 'delete')
        .sort((a, b) => b.versionId - a.versionId)
        .map((e) => toTaskChangeView(e as typeof e & { content: Task }, names));
    },
  }),
};
