// The notification writes, declared once for the write pipeline (DESIGN §5): the caller's own
// notifications marked viewed (SPEC §4 'marking viewed decrements unread count (not below 0)';
// target 'self': only the recipient marks theirs, anyone else's is NOT_FOUND as if it did not
// exist), and the events a job function receives (SPEC §2 /notifications 'Subscribed Events for',
// §7 updateJobFunction: settings), audited (admin_audit, entity JobFunction: the events before
// and after) in its transaction.
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { type JobFunctionRow, jobFunctionRepository } from './job-function-repository.ts';
import { parseJobFunctionInput } from './notification-input.ts';
import { notificationRepository } from './notification-repository.ts';
import { ownNotifications } from './notification-targets.ts';
import { toJobFunctionView, toNotificationView } from './notification-views.ts';

/** The job function of the code, locked (the defaults are written first on a fresh database). */
const jobFunctionNamed: WriteTarget<{ code: string }, JobFunctionRow> = {
  kind: 'none',
  async resolve(tx, _me, { code }) {
    await jobFunctionRepository.ensureDefaults(tx, new Date());
    const row = await jobFunctionRepository.forUpdate(tx, code);
    if (!row) throw notFound('Job function');
    return row;
  },
};

export const notificationWrites = {
  markNotificationViewed: defineWrite({
    operation: 'Mutation.markNotificationViewed',
    input: (raw: unknown) => ({ id: parseId((raw as { id: string }).id) }),
    target: ownNotifications(),
    apply: async ({ tx, input: { id }, target: { userId } }) => {
      const row = await notificationRepository.markViewed(tx, userId, id);
      if (!row) throw notFound('Notification');
      return toNotificationView(row);
    },
  }),

  /** Every notification of the caller viewed (`id`: the caller's own user id); the unread count is then 0. */
  setNotificationUpdates: defineWrite({
    operation: 'Mutation.setNotificationUpdates',
    input: (raw: unknown) => ({ userId: parseId((raw as { id: string }).id) }),
    target: ownNotifications((i: { userId: string }) => i.userId),
    apply: async ({ tx, target: { userId } }) => {
      await notificationRepository.markAllViewed(tx, userId);
      return 0;
    },
  }),

  updateJobFunction: defineWrite({
    operation: 'Mutation.updateJobFunction',
    input: (raw: unknown) => parseJobFunctionInput((raw as { input: { _id: string; events: readonly string[] } }).input),
    target: jobFunctionNamed,
    apply: async ({ tx, now, input: { code, events } }) => {
      const row = await jobFunctionRepository.setEvents(tx, code, events, now);
      if (!row) throw notFound('Job function');
      return { row, view: toJobFunctionView(row, await jobFunctionRepository.events(tx)) };
    },
    audit: ({ input: { code }, target: before }, { row }) => ({
      entityType: 'JobFunction',
      entityId: code,
      action: 'update',
      before: { events: before.events },
      after: { events: row.events },
    }),
  }),
};
