// Raising an event (SPEC §3 Event, §6 notification subscriptions): one notification per
// recipient, written in the caller's transaction; the returned publish() pushes them to the
// recipients' open sessions and is called after that transaction commits, so a subscriber never
// hears of a row it cannot read yet (DESIGN §8 'Realtime'). Recipients: active users holding an
// active job function subscribed to the (active) event, plus the users linked to the named
// practitioners, minus the excluded ones; each only when they may read the patient (DESIGN §8
// 'Access'); one notification per user. External and reviewer-readonly users receive none: the
// subscriptions are for the staff who act on the events (SPEC §6).
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_EVENTS,
  NOTIFY_PRACTITIONER,
  NOTIFY_REQUESTER,
  type NotificationEventCode,
} from '../../../src/domain/notifications/notification-events.ts';
import { displayName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import { batchRead, batchReadMany } from '../shared/batch-reads.ts';
import { currentSet } from '../shared/command-set.ts';
import { readersOf } from '../shared/patient-access.ts';
import { jobFunctionRepository } from './job-function-repository.ts';
import {
  type NewNotificationRow,
  type NotificationDetails,
  type NotificationRow,
  notificationRepository,
} from './notification-repository.ts';
import { type NotificationAddedPayload, type NotificationView, toNotificationView } from './notification-views.ts';
import { type Candidate, recipientRepository } from './recipient-repository.ts';

export interface RaisedEvent {
  eventCode: NotificationEventCode;
  patientId: string;
  /** Default: the patient's official name, read in the same transaction. */
  patientName?: string;
  practitionerId?: string | null;
  practitionerName?: string | null;
  admissionId?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  details?: NotificationDetails;
  /** The notification's text; default the event's description. */
  description?: string;
  /** Users linked to these practitioners get it too (notify 'practitioner'). */
  namedPractitionerIds?: readonly string[];
  /** These users get it too (notify 'requester': the one who asked for what is ready). */
  namedUserIds?: readonly string[];
  excludeUserIds?: readonly string[];
}

/** Publishes the raised notifications (call after commit); `notifications` are what was written (in a set: once it flushed). */
export type PublishNotifications = (() => Promise<void>) & {
  readonly notifications: readonly NotificationView[];
  /** The same as topic/payload pairs, for a caller that publishes through the mutation runner. */
  readonly events: readonly { topic: string; payload: NotificationAddedPayload }[];
};

export type RaiseNotification = (tx: Executor, event: RaisedEvent, now: Date) => Promise<PublishNotifications>;

const NO_NOTIFICATIONS = new Set(['external', 'reviewer-readonly']);
const receivesNotifications = (c: Candidate) => c.userType !== 'external' && !c.roles.some((r) => NO_NOTIFICATIONS.has(r));

/** Why the candidate gets it: named as the requester, their first subscribed job function, else 'practitioner' when named; null: not at all. */
function reasonOf(c: Candidate, subscribed: ReadonlySet<string>, named: ReadonlySet<string>, users: ReadonlySet<string>): string | null {
  if (users.has(c.id)) return NOTIFY_REQUESTER;
  const code = c.jobFunctions.find((j) => subscribed.has(j));
  if (code) return code;
  return c.practitionerId && named.has(c.practitionerId) ? NOTIFY_PRACTITIONER : null;
}

/**
 * The patients' names on their notifications ('' for one not there), in one query; read once per
 * batch of commands (shared/batch-reads.ts), and up front for a batch applied as a set.
 */
export const patientNames = (tx: Executor, patientIds: readonly string[]): Promise<Map<string, string>> =>
  batchReadMany('patient name', patientIds, async (missing) => {
    const names = new Map((await stores.patient.readMany(tx, missing)).map((row) => [row.id, displayName(row.content.name)]));
    return new Map(missing.map((id) => [id, names.get(id) ?? '']));
  });

const nameOfPatient = async (tx: Executor, patientId: string): Promise<string> =>
  (await patientNames(tx, [patientId])).get(patientId) ?? '';

export function createNotificationFanout(realtime: Realtime): RaiseNotification {
  return async (tx, event, now) => {
    // The events and their subscriptions: read once per batch of commands (shared/batch-reads.ts).
    const events = await batchRead('notification events', () => jobFunctionRepository.events(tx));
    const known = events.find((e) => e.code === event.eventCode);
    const fallback = NOTIFICATION_EVENTS.find((e) => e.code === event.eventCode);
    const title = known?.title ?? fallback?.title ?? event.eventCode;
    const active = known ? known.status === 'active' : fallback !== undefined;
    const subscribed = new Set(
      active
        ? (await batchRead('job functions', () => jobFunctionRepository.jobFunctions(tx)))
            .filter((j) => j.status === 'active' && j.events.includes(event.eventCode))
            .map((j) => j.code)
        : [],
    );
    const named = new Set(event.namedPractitionerIds ?? []);
    const namedUsers = new Set(event.namedUserIds ?? []);
    // Who may receive it, read once per batch of commands for the same reasons (shared/batch-reads.ts).
    const reasons = [[...subscribed], [...named], [...namedUsers], [...(event.excludeUserIds ?? [])]] as const;
    const candidates = (
      await batchRead(`recipients ${JSON.stringify(reasons)}`, () => recipientRepository.candidates(tx, ...reasons))
    ).filter(receivesNotifications);
    const readers = candidates.length > 0 ? await readersOf(tx, event.patientId, candidates) : new Set<string>();
    const patientName = event.patientName ?? (readers.size > 0 ? await nameOfPatient(tx, event.patientId) : '');
    const rows: (NewNotificationRow & { id: string })[] = candidates.flatMap((c) => {
      const notify = readers.has(c.id) ? reasonOf(c, subscribed, named, namedUsers) : null;
      if (!notify) return [];
      return [
        {
          id: randomUUID(),
          userId: c.id,
          viewed: false,
          createdAt: now,
          eventCode: event.eventCode,
          eventTitle: title,
          eventDescription: event.description ?? known?.description ?? fallback?.description ?? '',
          notify,
          patientId: event.patientId,
          patientName,
          practitionerId: event.practitionerId ?? null,
          practitionerName: event.practitionerName ?? null,
          admissionId: event.admissionId ?? null,
          resourceType: event.resourceType ?? null,
          resourceId: event.resourceId ?? null,
          details: event.details ?? {},
        },
      ];
    });
    // The rows' cursors come from the database: in a batch applied as a set they are inserted with
    // the set's writes (shared/command-set.ts insertLater), and the events, published after the
    // commit, read the stored rows then.
    const stored = new Map<string, NotificationView>();
    const views: NotificationView[] = [];
    const keep = (inserted: readonly NotificationRow[]) => {
      for (const row of inserted) stored.set(row.id, toNotificationView(row));
      views.push(...rows.flatMap((row) => stored.get(row.id) ?? []));
    };
    const set = currentSet();
    if (set) set.insertLater('notification', rows, notificationRepository.insertRows, keep);
    else keep(await notificationRepository.insertMany(tx, rows));
    const viewOf = (id: string): NotificationView => {
      const view = stored.get(id);
      if (!view) throw new Error('a notification published before its row was stored');
      return view;
    };
    const published = rows.map((row) => ({
      topic: topics.notificationAdded(row.userId),
      get payload() {
        return { onNotificationAdded: viewOf(row.id) };
      },
    }));
    const publish = async () => {
      for (const { topic, payload } of published) {
        try {
          await realtime.publish(topic, payload);
        } catch {
          // Committed already: a lost event only delays the bell until it replays from its cursor.
        }
      }
    };
    return Object.assign(publish, { notifications: views, events: published });
  };
}
