// Chart record rows → the shapes of chart-records.graphql (plain JSON).

import { jobFunctionTitle } from '../../../src/domain/access.ts';
import { isOverdue } from '../../../src/domain/chart/chart-record-status.ts';
import type { Communication, Flag, ServiceRequest, Task } from '../../../src/domain/chart/chart-records.ts';
import { type CommunicationTopic, topicDisplay } from '../../../src/domain/chart/communication-topics.ts';
import { TASK_ORIGINS, taskOriginOf } from '../../../src/domain/tasks/task-queue.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

type Row<T> = Pick<ResourceRow<T>, 'id' | 'versionId' | 'lastUpdated' | 'content'>;

const base = <T>(row: Row<T>) => ({ id: row.id, versionId: row.versionId, lastUpdated: row.lastUpdated.toISOString() });

const idOf = (reference: string | undefined): string | null => reference?.split('/')[1] ?? null;

export const toNoteView = (row: Row<Communication>, topics: readonly CommunicationTopic[]) => ({
  ...base(row),
  sent: row.content.sent,
  topic: row.content.topic ?? '',
  topicDisplay: topicDisplay(topics, row.content.topic),
  text: row.content.text ?? '',
  author: row.content.sender?.display ?? null,
});
export type NoteView = ReturnType<typeof toNoteView>;

export const toAlertView = (row: Row<Flag>) => ({
  ...base(row),
  status: row.content.status,
  category: row.content.category ?? 'other',
  text: row.content.text ?? '',
  start: row.content.period.start,
  end: row.content.period.end ?? null,
  author: row.content.author?.display ?? null,
});
export type AlertView = ReturnType<typeof toAlertView>;

export const toOrderView = (row: Row<ServiceRequest> & { admissionStart?: string | null }) => ({
  ...base(row),
  status: row.content.status,
  text: row.content.text ?? '',
  code: row.content.code?.code ?? null,
  authoredOn: row.content.authoredOn,
  requester: row.content.requester?.display ?? null,
  admissionId: idOf(row.content.episodeOfCare?.reference),
  admissionStart: row.admissionStart ?? null,
});
export type OrderView = ReturnType<typeof toOrderView>;

export const toReferralView = (row: Row<ServiceRequest>) => ({
  ...base(row),
  status: row.content.status,
  referralDate: row.content.authoredOn.slice(0, 10),
  source: row.content.source ?? '',
  reason: row.content.reason ?? '',
  author: row.content.requester?.display ?? null,
});
export type ReferralView = ReturnType<typeof toReferralView>;

/** `today`: the patient's calendar day ('YYYY-MM-DD'), for 'overdue'. */
export const toTaskView = (row: Row<Task>, today: string) => ({
  ...base(row),
  title: row.content.title ?? '',
  status: row.content.status,
  priority: row.content.priority ?? 'routine',
  ownerId: idOf(row.content.owner?.reference),
  owner: row.content.owner?.display ?? null,
  dueDate: row.content.dueDate ?? null,
  authoredOn: row.content.authoredOn,
  requester: row.content.requester?.display ?? null,
  completedOn: row.content.completedOn ?? null,
  overdue: isOverdue(row.content, today),
  ownerJobFunctionTitle: row.content.owner ? null : jobFunctionTitle(row.content.ownerJobFunction),
  originLabel: TASK_ORIGINS[taskOriginOf(row.content)],
});
export type TaskView = ReturnType<typeof toTaskView>;
