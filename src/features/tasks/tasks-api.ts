// The task work queue's calls (SPEC §2 '/tasks'): one key factory, the queue as a paged list for a
// view and its filters, a task's history, the dashboard and assigning a task (who may own a
// patient's tasks and moving a task on are the chart's too: src/api/patient-tasks.ts). A change
// refreshes every queue view and the patient's chart.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../api/graphql-client';
import { queryKeys } from '../../api/query-keys';
import type { TaskListState } from '../../domain/tasks/task-list-search';
import type { TaskDashboardQuery, TaskHistoryQuery, WorkTaskFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { AssignTaskDocument, TaskDashboardDocument, TaskHistoryDocument, TaskListDocument } from './task-documents';

export type QueuedTask = WorkTaskFieldsFragment;
export type TaskChange = TaskHistoryQuery['TaskHistory'][number];
export type TaskCount = TaskDashboardQuery['TaskDashboard']['byStatus'][number];
export type TaskQueueFilters = Omit<TaskListState, 'search'>;

export const taskKeys = {
  all: ['tasks'] as const,
  queue: (filters: TaskQueueFilters) => ['tasks', 'queue', filters] as const,
  history: (id: string) => ['tasks', 'history', id] as const,
  dashboard: () => ['tasks', 'dashboard'] as const,
};

export const taskQueueQuery = (filters: TaskQueueFilters) => (search: string) =>
  pagedListQuery(
    taskKeys.queue(filters),
    async ({ search: term, first, after }) =>
      (
        await request(TaskListDocument, {
          view: filters.view,
          status: filters.status,
          priority: filters.priority ?? null,
          origin: filters.origin ?? null,
          overdue: filters.overdue ?? null,
          state: filters.state ?? null,
          owner: filters.owner ?? null,
          age: filters.age ?? null,
          term: term || null,
          first,
          after,
        })
      ).TaskList,
    search,
  );

export const taskHistoryQuery = (id: string) =>
  queryOptions({ queryKey: taskKeys.history(id), queryFn: async () => (await request(TaskHistoryDocument, { id })).TaskHistory });

/** The tasking dashboard's counts (read anew on each visit: a completed task leaves them at once). */
export const taskDashboardQuery = () =>
  queryOptions({
    queryKey: taskKeys.dashboard(),
    queryFn: async () => (await request(TaskDashboardDocument, {})).TaskDashboard,
    staleTime: 0,
  });

export const assignTask = (task: Pick<QueuedTask, 'id' | 'versionId'>, ownerId: string) =>
  request(AssignTaskDocument, { input: { id: task.id, versionId: task.versionId, ownerId } });

/** After a change: every view of the queue and the patient's chart lists read again. */
export function useTasksChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (patientId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.chartRecords(patientId) }),
      ]),
    [queryClient],
  );
}
