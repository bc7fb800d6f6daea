import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import { connection, parsePage } from '../../graphql/paging.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';

type Row = typeof notifications.$inferSelect;

export interface NotificationView {
  _id: string;
  viewed: boolean;
  createdAt: string;
  event: { title: string; description: string };
  meta: { patientId: string | null; patientName: string | null };
  resourceDetails: { resourceType: string | null; id: string | null };
}

export const toNotificationView = (r: Row): NotificationView => ({
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
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, me.id), eq(notifications.viewed, false)));
      return row?.n ?? 0;
    },

    async list(
      user: SessionUser | null,
      args: { viewed?: boolean | null | undefined; first?: number | null | undefined; after?: string | null | undefined },
    ) {
      const me = authorize(user, 'Query.GetNotificationList');
      const { offset, limit } = parsePage(args);
      const conditions: SQL[] = [eq(notifications.userId, me.id)];
      if (args.viewed != null) conditions.push(eq(notifications.viewed, args.viewed));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return connection(rows.map(toNotificationView), offset, total?.n ?? 0);
    },

    /** SPEC §4: marking viewed decrements the unread count; only the recipient may mark it. */
    async markViewed(user: SessionUser | null, id: string): Promise<NotificationView> {
      const me = authorize(user, 'Mutation.markNotificationViewed');
      const [row] = await db
        .update(notifications)
        .set({ viewed: true })
        .where(and(eq(notifications.id, parseId(id)), eq(notifications.userId, me.id)))
        .returning();
      if (!row) throw notFound('Notification');
      return toNotificationView(row);
    },

    subscribeTopic(user: SessionUser | null): string {
      const me = authorize(user, 'Subscription.onNotificationAdded');
      return topics.notificationAdded(me.id);
    },

    /** Server-side: records a notification and pushes it to the recipient's open sessions. */
    async add(input: NewNotification, tx: Executor = db, now = new Date()): Promise<NotificationView> {
      const [row] = await tx
        .insert(notifications)
        .values({ id: randomUUID(), viewed: false, createdAt: now, ...input })
        .returning();
      if (!row) throw new Error('notification insert returned nothing');
      const view = toNotificationView(row);
      await realtime.publish(topics.notificationAdded(input.userId), { onNotificationAdded: view });
      return view;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
