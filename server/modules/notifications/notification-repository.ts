// The notifications table (SPEC §4): a user's notifications, newest first, and their unread count.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export const notificationRepository = {
  async unreadCount(tx: Executor, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.viewed, false)));
    return row?.n ?? 0;
  },

  /** One page of the user's notifications (only viewed or unviewed ones when `viewed` is given), newest first. */
  async list(tx: Executor, userId: string, viewed: boolean | null, { offset, limit }: Page): Promise<RowsAndCount<NotificationRow>> {
    const conditions: SQL[] = [eq(notifications.userId, userId)];
    if (viewed != null) conditions.push(eq(notifications.viewed, viewed));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  /** Marks the user's notification viewed; null when the user has no such notification. */
  async markViewed(tx: Executor, userId: string, id: string): Promise<NotificationRow | null> {
    const [row] = await tx
      .update(notifications)
      .set({ viewed: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row ?? null;
  },

  async insert(tx: Executor, row: NewNotificationRow): Promise<NotificationRow> {
    const [inserted] = await tx.insert(notifications).values(row).returning();
    if (!inserted) throw new Error('notification insert returned nothing');
    return inserted;
  },
};
