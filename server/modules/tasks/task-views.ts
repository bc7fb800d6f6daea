// Rows → the work queue's GraphQL shapes (tasks.graphql): the chart's task view (the same task as
// the chart's Tasks tab shows) with its patient, its job function queue and its origin.
import { jobFunctionTitle } from '../../../src/domain/access.ts';
import { TASK_STATUS, TASK_STATUSES } from '../../../src/domain/chart/chart-record-status.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { displayName, type HumanName } from '../../../src/domain/resources.ts';
import { TASK_AGE_BANDS, taskOriginOf } from '../../../src/domain/tasks/task-queue.ts';
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

interface Counted {
  key: string | null;
  n: number;
}

/** The tasking dashboard: each count with its label and the queue filter that lists it (key). */
export function toTaskDashboardView(counts: {
  byStatus: Counted[];
  byOwner: (Counted & { owner: string | null; jobFunction: string | null })[];
  byAge: Counted[];
  byState: Counted[];
  open: number;
  overdue: number;
}) {
  const n = (rows: Counted[], key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return {
    open: counts.open,
    overdue: counts.overdue,
    byStatus: TASK_STATUSES.map((status) => ({ key: status, label: TASK_STATUS[status].label, count: n(counts.byStatus, status) })),
    byOwner: counts.byOwner
      .map((r) => ({
        key: r.key ?? 'none',
        label:
          r.key === 'none'
            ? 'Unassigned'
            : r.key?.startsWith('queue:')
              ? `${jobFunctionTitle(r.jobFunction)} queue`
              : (r.owner ?? 'Unknown'),
        count: r.n,
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en', { sensitivity: 'base' })),
    byAge: TASK_AGE_BANDS.map((band) => ({ key: band.code, label: band.label, count: n(counts.byAge, band.code) })),
    byMarket: counts.byState
      .filter((r): r is Counted & { key: string } => r.key !== null)
      .map((r) => ({ key: r.key, label: r.key, count: r.n }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
