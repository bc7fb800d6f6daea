// The caller's own notifications (SPEC §3 Notification, §7 GetNotificationsCount,
// GetNotificationList; SPEC §9 page size 25), declared in the write pipeline's shape (DESIGN §5):
// the operation, the input, the target (the caller's own, notification-targets.ts), then the
// read. A notification about a patient shows only while the caller may read that patient: the
// patient access rule is in the count's and the list's SQL (DESIGN §8 'Access').
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { jobFunctionRepository } from './job-function-repository.ts';
import {
  type NotificationFilter,
  type NotificationFiltersArg,
  parseNotificationFilters,
  parseNotify,
  parseOptionalId,
} from './notification-input.ts';
import { notificationRepository } from './notification-repository.ts';
import { ownNotifications } from './notification-targets.ts';
import { toNotificationView } from './notification-views.ts';

type Maybe<T> = T | null | undefined;

export type NotificationCountArgs = { practitionerId?: Maybe<string>; notify?: Maybe<readonly string[]> };
export type NotificationListArgs = PageArgs & { filters?: Maybe<NotificationFiltersArg>; viewed?: Maybe<boolean> };

interface ListInput {
  page: PageArgs;
  filter: NotificationFilter;
}

export const notificationQueries = {
  /** The caller's unread notifications (practitionerId: about that practitioner; notify: got through these job functions). */
  unreadCount: defineQuery({
    operation: 'Query.GetNotificationsCount',
    input: (raw: unknown) => {
      const args = (raw ?? {}) as NotificationCountArgs;
      return { practitionerId: parseOptionalId(args.practitionerId, 'practitionerId'), notify: parseNotify(args.notify) };
    },
    target: ownNotifications(),
    read: async ({ db, me, input, target }) => notificationRepository.unreadCount(db, target.userId, await loadPatientScope(db, me), input),
  }),

  /** A page of the caller's notifications, with the count of each event under the same filters. */
  list: defineQuery({
    operation: 'Query.GetNotificationList',
    // The filters are refused before the page, as they always were.
    input: (raw: unknown): ListInput => {
      const args = raw as NotificationListArgs;
      return { page: args, filter: parseNotificationFilters(args.filters, args.viewed) };
    },
    target: ownNotifications(),
    read: async ({ db, me, input: { page, filter }, target: { userId } }) => {
      const scope = await loadPatientScope(db, me);
      const connection = await pagedList(page, (p) => notificationRepository.list(db, userId, scope, filter, p), toNotificationView);
      const [counts, events] = await Promise.all([
        notificationRepository.eventCounts(db, userId, scope, filter),
        jobFunctionRepository.events(db),
      ]);
      const eventCounts = events.map((e) => ({ code: e.code, title: e.title, count: counts.get(e.code) ?? 0 }));
      return { ...connection, eventCounts };
    },
  }),
};
