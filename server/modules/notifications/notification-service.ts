// A user's own notifications (SPEC §3 Notification, §4 'marking viewed decrements unread count
// (not below 0)', §7 GetNotificationsCount, GetNotificationList, setNotificationUpdates,
// onNotificationAdded; SPEC §9 page size 25). Every call reads or changes the caller's own only,
// and shows a notification about a patient only while the caller may read that patient (the
// patient access rule, DESIGN §8 'Access': in the list's and count's SQL, and for each event of
// the subscription); raise (notification-fanout.ts) is how other modules notify.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { refusalOf } from '../../../src/domain/operation-permissions.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import type { Receiver } from '../shared/receiver-access.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { createNotificationFanout } from './notification-fanout.ts';
import { parseNotify, parseOptionalId, parseSince } from './notification-input.ts';
import { notificationWrites } from './notification-operations.ts';
import { type NotificationCountArgs, type NotificationListArgs, notificationQueries as queries } from './notification-queries.ts';
import { type NewNotificationRow, notificationRepository } from './notification-repository.ts';
import { type NotificationAddedPayload, type NotificationView, toNotificationView } from './notification-views.ts';

type Maybe<T> = T | null | undefined;

/** The most a reconnecting subscription replays (older ones are in the list). */
export const REPLAY_LIMIT = 200;

/** A server-side notification to one user (tests and direct notices; events go through raise). */
export type NewNotification = Omit<NewNotificationRow, 'id' | 'seq' | 'viewed' | 'createdAt'>;

/** An open onNotificationAdded: the caller's topic, the notify codes it keeps and where its replay starts. */
export interface NotificationSubscription {
  topic: string;
  notify: string[] | null;
  since: number | null;
}

export function createNotificationService(db: Database, realtime: Realtime, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    raise: createNotificationFanout(realtime),

    count: (user: SessionUser | null, args: NotificationCountArgs = {}): Promise<number> => reader.run(queries.unreadCount, user, args),

    list: (user: SessionUser | null, args: NotificationListArgs) => reader.run(queries.list, user, args),

    /** SPEC §4: marking viewed decrements the unread count; only the recipient may mark it. */
    markViewed: (user: SessionUser | null, id: string): Promise<NotificationView> =>
      pipeline.run(notificationWrites.markNotificationViewed, user, { id }),

    /** Marks every notification of the caller viewed (`id`: the caller's own user id); the unread count is then 0. */
    setUpdates: (user: SessionUser | null, id: string): Promise<number> =>
      pipeline.run(notificationWrites.setNotificationUpdates, user, { id }),

    /** Opens onNotificationAdded: always the caller's own topic (`id`, when given, must be the caller). */
    subscription(user: SessionUser | null, args: { id?: Maybe<string>; notify?: Maybe<readonly string[]>; since?: Maybe<string> }) {
      const me = authorize(user, 'Subscription.onNotificationAdded');
      const id = parseOptionalId(args.id, 'id');
      if (id !== null && id !== me.id) throw forbidden();
      const opened: NotificationSubscription = {
        topic: topics.notificationAdded(me.id),
        notify: parseNotify(args.notify),
        since: parseSince(args.since),
      };
      return opened;
    },

    /** What the caller missed after `since`, oldest first (DESIGN §8 'Realtime'). */
    async backlog(user: SessionUser | null, since: number): Promise<NotificationAddedPayload[]> {
      const me = authorize(user, 'Subscription.onNotificationAdded');
      const rows = await notificationRepository.after(db, me.id, since, REPLAY_LIMIT);
      return rows.map((row) => ({ onNotificationAdded: toNotificationView(row) }));
    },

    /**
     * Each event is checked against the receiver as they are when it is sent (DESIGN §8
     * 'Realtime'): the subscription's rule, the notify filter, then the patient access rule.
     */
    async mayReceive(receiver: Receiver, opened: NotificationSubscription, payload: Maybe<NotificationAddedPayload>): Promise<boolean> {
      const view = payload?.onNotificationAdded;
      if (!view || refusalOf(receiver.user, 'Subscription.onNotificationAdded') !== null) return false;
      if (opened.notify && !opened.notify.includes(view.notify ?? '')) return false;
      const patientId = view.meta?.patientId;
      return patientId ? receiver.mayReadPatient(patientId) : true;
    },

    /** Server-side: records one notification and pushes it to the recipient's open sessions. */
    async add(input: NewNotification, tx: Executor = db, now = new Date()): Promise<NotificationView> {
      const row = await notificationRepository.insert(tx, { id: randomUUID(), viewed: false, createdAt: now, ...input });
      const view = toNotificationView(row);
      await realtime.publish(topics.notificationAdded(input.userId), { onNotificationAdded: view });
      return view;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
