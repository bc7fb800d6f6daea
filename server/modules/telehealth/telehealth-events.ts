// The waiting room's realtime events (SPEC §7 waiting-room subscription; DESIGN §8 'Realtime'):
// each change of a telehealth request is appended to the event log with a cursor, on the topic of
// the patient's state, then published; a subscriber that reconnects replays the log after its
// last cursor. The log is written after the change commits, so an event never names a change a
// reader cannot see yet. A declared write (telehealth-operations.ts) emits the change as any
// other event (`waitingRoomEvent`, through ctx.emit); the pipeline publishes it after commit
// through `logged`, the realtime that logs every waiting-room event before it sends it.
import { refusalOf } from '../../../src/domain/operation-permissions.ts';
import type { Database } from '../../db/client.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import type { RealtimeEvent } from '../shared/mutation-runner.ts';
import { LOG_KEEP_MS, realtimeLogRepository } from '../shared/realtime-log-repository.ts';
import type { Receiver } from '../shared/receiver-access.ts';
import { telehealthRepository } from './telehealth-repository.ts';
import { type TelehealthView, toTelehealthView } from './telehealth-views.ts';

export type WaitingRoomEventKind = 'created' | 'updated';

export interface WaitingRoomEventView {
  cursor: string;
  kind: WaitingRoomEventKind;
  request: TelehealthView;
}

export interface WaitingRoomPayload {
  onWaitingRoomChanged: WaitingRoomEventView;
}

/** Requests of patients without a state go to this topic (only administrators read every patient). */
export const NO_STATE = 'none';

export const waitingRoomTopic = (state: string | null) => topics.waitingRoom(state ?? NO_STATE);

/** What the log keeps of a change: its kind and the request as it now is (the cursor is the log's). */
interface LoggedChange {
  kind: WaitingRoomEventKind;
  request: TelehealthView;
}

const WAITING_ROOM_TOPIC = topics.waitingRoom('');

/** A change of a request, as a write emits it; `logged` gives it its cursor when it is published. */
export const waitingRoomEvent = (kind: WaitingRoomEventKind, request: TelehealthView): RealtimeEvent => ({
  topic: waitingRoomTopic(request.patientState),
  payload: { kind, request } satisfies LoggedChange,
});

/**
 * Whether a waiting-room event goes to this receiver (DESIGN §5 'Realtime under the HTTP rules'):
 * the subscription's rule (the telehealth check of operation-permissions.ts) with their job
 * functions, roles and permissions as they are now, then the patient access rule with their
 * grants as they are now (read once for every receiver of the event); the patient's row only when
 * its state (the server's own, in the event) is not one of their states. `statuses`: the
 * subscription's filter, which changes of a request ('updated') pass whatever their status.
 */
export async function mayReceiveWaitingRoomEvent(
  receiver: Receiver,
  statuses: readonly string[],
  { onWaitingRoomChanged: event }: WaitingRoomPayload,
): Promise<boolean> {
  const { request } = event;
  if (!statuses.includes(request.telemedicineStatus) && event.kind !== 'updated') return false;
  if (refusalOf(receiver.user, 'Subscription.onWaitingRoomChanged') !== null) return false;
  const scope = await receiver.scope();
  if (scope.kind === 'all') return true;
  if (request.patientState !== null && scope.states.includes(request.patientState)) return true;
  return receiver.mayReadPatient(request.patientId);
}

/** Every how many events the log drops what is older than LOG_KEEP_MS. */
const PRUNE_EVERY = 500;

export function createWaitingRoomEvents(db: Database, realtime: Realtime) {
  /** Logs one change with its cursor, then publishes it on its topic. */
  const logAndPublish = async (topic: string, stored: LoggedChange, now = new Date()): Promise<void> => {
    const seq = await realtimeLogRepository.append(db, topic, stored, now);
    if (seq % PRUNE_EVERY === 0) await realtimeLogRepository.prune(db, new Date(now.getTime() - LOG_KEEP_MS));
    const payload: WaitingRoomPayload = { onWaitingRoomChanged: { cursor: String(seq), ...stored } };
    await realtime.publish(topic, payload);
  };

  /** Logs and publishes one change; a failure is swallowed (the change is committed; lists refetch on reconnect). */
  const publish = async (kind: WaitingRoomEventKind, request: TelehealthView, now = new Date()): Promise<void> => {
    try {
      await logAndPublish(waitingRoomTopic(request.patientState), { kind, request }, now);
    } catch {
      // As the mutation runner's publish: a lost event only delays other screens until they reconnect.
    }
  };

  /**
   * The realtime the write pipeline publishes through (services.ts): a waiting-room event
   * (`waitingRoomEvent`) is logged with its cursor first, every other event goes as it is. The
   * pipeline publishes after commit, so the log still never names a change that is not committed.
   */
  const logged: Realtime = {
    emitter: realtime.emitter,
    publish: (topic, payload) =>
      topic.startsWith(WAITING_ROOM_TOPIC) ? logAndPublish(topic, payload as LoggedChange) : realtime.publish(topic, payload),
    close: () => realtime.close(),
  };

  return {
    publish,
    logged,

    /** What the log kept after `since` on these topics, as payloads, oldest first. */
    async backlog(topicNames: readonly string[], since: number, limit = 500): Promise<WaitingRoomPayload[]> {
      const rows = await realtimeLogRepository.since(db, topicNames, since, limit);
      return rows.map((row) => {
        const stored = row.payload as Omit<WaitingRoomEventView, 'cursor'>;
        return { onWaitingRoomChanged: { cursor: String(row.seq), ...stored } };
      });
    },

    latestCursor: () => realtimeLogRepository.latest(db),

    /** A telehealth encounter changed elsewhere (checked out, signed, auto check-out): the room hears it as it now is. */
    async changed(encounterId: string): Promise<void> {
      const found = await telehealthRepository.read(db, encounterId).catch(() => null);
      if (found) await publish('updated', toTelehealthView(found.row, found.names));
    },
  };
}

export type WaitingRoomEvents = ReturnType<typeof createWaitingRoomEvents>;
