// Rows → the work queue's GraphQL shapes (tasks.graphql): the chart's task view (the same task as
// the chart's Tasks tab shows) with its patient, its job function queue and its origin.
import { jobFunctionTitle } from '../../../src/domain/access.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { displayName, type HumanName } from '../../../src/domain/resources.ts';
import { taskOriginOf } from '../../../src/domain/tasks/task-queue.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { HistoryEntry, ResourceRow } from '../../db/resource-store.ts';
import { toTaskView } from '../chart-records/chart-record-views.ts';

/** A queued task as the queue shows it; overdue against its patient's today at `now`. */
export function toWorkTaskView(row: ResourceRow<Task>, patient: { patientNames: HumanName[] | null; state: string | null }, now: Date) {
  const today = calendarDateIn(now.toISOString(), timeZoneForState(patient.state));
  const origin = taskOriginOf(row.content);
  const unowned = !row.content.owner;
  return {
    ...toTaskView(row, today),
    patientId: row.content.for.reference.split('/')[1] ?? '',
    patientName: displayName(patient.patientNames ?? []),
    state: patient.state,
    ownerJobFunction: unowned ? (row.content.ownerJobFunction ?? null) : null,
    origin,
  };
}
export type WorkTaskView = ReturnType<typeof toWorkTaskView>;

/** One version of a task, newest first in TaskHistory; `names`: who wrote each (users by id). */
export const toTaskChangeView = (entry: HistoryEntry<Task>, names: ReadonlyMap<string, string>) => ({
  versionId: entry.versionId,
  at: entry.recordedAt.toISOString(),
  by: entry.authorId ? (names.get(entry.authorId) ?? null) : null,
  status: entry.content.status,
  owner: entry.content.owner?.display ?? null,
  ownerJobFunctionTitle: entry.content.owner ? null : jobFunctionTitle(entry.content.ownerJobFunction),
  priority: entry.content.priority ?? 'routine',
  dueDate: entry.content.dueDate ?? null,
});
