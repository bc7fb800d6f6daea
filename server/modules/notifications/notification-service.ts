import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { type NotificationRow, notificationRepository } from './notification-repository.ts';

export interface NotificationView {
  _id: string;
  viewed: boolean;
  createdAt: string;
  event: { title: string; description: string };
  meta: { patientId: string | null; patientName: string | null };
  resourceDetails: { resourceType: string | null; id: string | null };
}

export const toNotificationView = (r: NotificationRow): NotificationView => ({
  _id: r.id,
  viewed: r.viewed,
  createdAt: r.createdAt.toISOString(),
  event: { title: r.eventTitle, description: r.eventDescription },
  meta: { patientId: r.patientId, patientName: r.patientName },
  resourceDetails: { resourceType: r.resourceType, id: r.resourceId },
});

export interface NewNotification {
  userId: string;
  eventTitle: string;
  eventDescription: string;
  patientId?: string | null;
  patientName?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
}

export function createNotificationService(db: Database, realtime: Realtime) {
  return {
    async count(user: SessionUser | null): Promise<number> {
      const me = authorize(user, 'Query.GetNotificationsCount');
      return notificationRepository.unreadCount(db, me.id);
    },

    async list(user: SessionUser | null, args: PageArgs & { viewed?: boolean | null | undefined }) {
      const me = authorize(user, 'Query.GetNotificationList');
      return pagedList(args, (page) => notificationRepository.list(db, me.id, args.viewed ?? null, page), toNotificationView);
    },

    /** SPEC §4: marking viewed decrements the unread count; only the recipient may mark it. */
    async markViewed(user: SessionUser | null, id: string): Promise<NotificationView> {
      const me = authorize(user, 'Mutation.markNotificationViewed');
      const row = await notificationRepository.markViewed(db, me.id, parseId(id));
      if (!row) throw notFound('Notification');
      return toNotificationView(row);
    },

    subscribeTopic(user: SessionUser | null): string {
      const me = authorize(user, 'Subscription.onNotificationAdded');
      return topics.notificationAdded(me.id);
    },

    /** Server-side: records a notification and pushes it to the recipient's open sessions. */
    async add(input: NewNotification, tx: Executor = db, now = new Date()): Promise<NotificationView> {
      const row = await notificationRepository.insert(tx, { id: randomUUID(), viewed: false, createdAt: now, ...input });
      const view = toNotificationView(row);
      await realtime.publish(topics.notificationAdded(input.userId), { onNotificationAdded: view });
      return view;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
