// Bulk eligibility's rows → the GraphQL shapes (plain JSON: the progress also travels over pub/sub).
import { progressPercent, type RunCounts, runStatusOf } from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import type { ItemRow, RunRow } from './bulk-eligibility-repository.ts';

export interface RunProgressView {
  runId: string;
  status: string;
  percent: number;
  counts: RunCounts;
}

export interface RunView {
  id: string;
  description: string;
  userName: string;
  createdAt: string;
  completedAt: string | null;
  progress: RunProgressView;
}

export const toRunProgress = (run: Pick<RunRow, 'id'>, counts: RunCounts): RunProgressView => ({
  runId: run.id,
  status: runStatusOf(counts),
  percent: progressPercent(counts),
  counts,
});

export const toRunView = (run: RunRow, counts: RunCounts): RunView => ({
  id: run.id,
  description: run.description,
  userName: run.userName,
  createdAt: run.createdAt.toISOString(),
  completedAt: run.completedAt?.toISOString() ?? null,
  progress: toRunProgress(run, counts),
});

export const toItemView = (item: ItemRow) => ({
  seq: item.seq,
  patientId: item.patientId,
  patientName: item.patientName,
  coverageId: item.coverageId,
  insurer: item.insurer,
  memberId: item.memberId,
  status: item.status,
  message: item.message,
  taskId: item.taskId,
  checkedAt: item.checkedAt?.toISOString() ?? null,
});
