// The notifications table (SPEC §3 Notification, §4 viewed): a user's notifications with the
// Filters' conditions, their unread count, the per-event counts of the Filters sub-panel, and
// the backlog a reconnecting subscription replays (DESIGN §8 'Realtime'). The list, its counts and
// the unread count keep a notification about a patient only while the user may read the patient
// (patientFilter of the user's scope, DESIGN §8 'Access'); one about no patient always.

import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { noteDirectWrite } from '../shared/command-set.ts';
import { escapeLike } from '../shared/like-pattern.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import type { NotificationFilter } from './notification-input.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
/** Where a click leads (SPEC §2): orderId, serviceRequestId, documentId, instantiatesCanonical. */
export type NotificationDetails = NotificationRow['details'];

/** What the unread count narrows to (GetNotificationsCount(practitionerId, notify)). */
export interface CountFilter {
  practitionerId: string | null;
  notify: readonly string[] | null;
}

const contains = (text: string) => `%${escapeLike(text)}%`;

/** The user's own notifications about no patient or a patient their scope reads. */
function readable(userId: string, scope: PatientScope): SQL | undefined {
  const patients = patientFilter(scope, notifications.patientId);
  return and(eq(notifications.userId, userId), patients ? or(isNull(notifications.patientId), patients) : undefined);
}

/** The filters' conditions on the user's notifications; `withEvents` false leaves out the event types (eventCounts). */
function conditions(userId: string, scope: PatientScope, f: NotificationFilter, withEvents = true): SQL | undefined {
  const parts: (SQL | undefined)[] = [readable(userId, scope)];
  if (f.search) parts.push(or(ilike(notifications.patientName, contains(f.search)), ilike(notifications.eventTitle, contains(f.search))));
  if (f.viewed !== null) parts.push(eq(notifications.viewed, f.viewed));
  if (f.from) parts.push(gte(notifications.createdAt, f.from));
  if (f.until) parts.push(lt(notifications.createdAt, f.until));
  if (withEvents && f.events) parts.push(inArray(notifications.eventCode, f.events));
  if (f.notify) parts.push(inArray(notifications.notify, f.notify));
  if (f.practitionerId) parts.push(eq(notifications.practitionerId, f.practitionerId));
  if (f.practitionerName) parts.push(ilike(notifications.practitionerName, contains(f.practitionerName)));
  return and(...parts);
}

export const notificationRepository = {
  async unreadCount(
    tx: Executor,
    userId: string,
    scope: PatientScope,
    filter: CountFilter = { practitionerId: null, notify: null },
  ): Promise<number> {
    const parts: (SQL | undefined)[] = [readable(userId, scope), eq(notifications.viewed, false)];
    if (filter.practitionerId) parts.push(eq(notifications.practitionerId, filter.practitionerId));
    if (filter.notify) parts.push(inArray(notifications.notify, [...filter.notify]));
    const [row] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(...parts));
    return row?.n ?? 0;
  },

  /** One page of the user's notifications matching the filters, newest first. */
  async list(
    tx: Executor,
    userId: string,
    scope: PatientScope,
    filter: NotificationFilter,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<NotificationRow>> {
    const where = conditions(userId, scope, filter);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.seq))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },

  /** Per event code, the user's notifications matching every filter but the event types. */
  async eventCounts(tx: Executor, userId: string, scope: PatientScope, filter: NotificationFilter): Promise<Map<string, number>> {
    const rows = await tx
      .select({ code: notifications.eventCode, n: count() })
      .from(notifications)
      .where(and(conditions(userId, scope, filter, false), isNotNull(notifications.eventCode)))
      .groupBy(notifications.eventCode);
    return new Map(rows.flatMap((r) => (r.code ? [[r.code, r.n] as const] : [])));
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

  async markAllViewed(tx: Executor, userId: string): Promise<void> {
    await tx
      .update(notifications)
      .set({ viewed: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.viewed, false)));
  },

  async insert(tx: Executor, row: NewNotificationRow): Promise<NotificationRow> {
    const [inserted] = await tx.insert(notifications).values(row).returning();
    if (!inserted) throw new Error('notification insert returned nothing');
    return inserted;
  },

  async insertMany(tx: Executor, rows: readonly NewNotificationRow[]): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    // Written straight away, not through the write set (the rows' cursor comes from the database).
    noteDirectWrite();
    return notificationRepository.insertRows(tx, rows);
  },

  /** The rows as stored (their cursors filled in); a batch applied as a set sends its own at its flush. */
  async insertRows(tx: Executor, rows: readonly NewNotificationRow[]): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    return tx
      .insert(notifications)
      .values([...rows])
      .returning();
  },

  /** The user's notifications after the cursor `since`, oldest first, at most `limit`. */
  async after(tx: Executor, userId: string, since: number, limit: number): Promise<NotificationRow[]> {
    return tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gt(notifications.seq, since)))
      .orderBy(asc(notifications.seq))
      .limit(limit);
  },
};
