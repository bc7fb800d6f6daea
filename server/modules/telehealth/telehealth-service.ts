// Reading telehealth encounters and hearing the waiting room (SPEC §2 /telemedicine,
// /my-encounters, /waiting-room; §7 the waiting-room subscription by patient states and
// telemedicine statuses). Only telehealth users (the SPEC §2 telehealth check: telehealth
// clinicians and onsite providers, part of each operation's rule in operation-permissions.ts)
// read them, and only of patients they may read. The reads are declared in telehealth-queries.ts
// and run by the one reader (DESIGN §5); the subscription places its checks here.
import type { SessionUser } from '../../../src/domain/access.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { cursorValue, replayThenLive } from '../../realtime/replay.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import type { Receiver } from '../shared/receiver-access.ts';
import { createReader } from '../shared/write-pipeline.ts';
import {
  mayReceiveWaitingRoomEvent,
  NO_STATE,
  type WaitingRoomEvents,
  type WaitingRoomPayload,
  waitingRoomTopic,
} from './telehealth-events.ts';
import { parseSince, parseStates, parseStatuses, type TelemedicineStatus } from './telehealth-input.ts';
import { type TelehealthListArgs, telehealthQueries } from './telehealth-queries.ts';
import type { TelehealthView } from './telehealth-views.ts';

type Maybe<T> = T | null | undefined;

/** Delivers the events `keep` passes for the receiver as they are when each arrives (the transport reads the receiver). */
export type Deliver = <T>(events: AsyncIterable<T>, keep: (event: T, receiver: Receiver) => Promise<boolean>) => AsyncIterableIterator<T>;

export interface WaitingRoomArgs {
  patientStates?: Maybe<readonly string[]>;
  telemedicineStatuses?: Maybe<readonly string[]>;
  since?: Maybe<string>;
}

export function createTelehealthService(db: Database, events: WaitingRoomEvents) {
  const reader = createReader(db);
  const queries = telehealthQueries(events);

  return {
    list: (user: SessionUser | null, args: TelehealthListArgs) => reader.run(queries.encounters, user, args),

    get: (user: SessionUser | null, id: string): Promise<TelehealthView | null> => reader.run(queries.encounter, user, id),

    /**
     * The waiting room's live stream: the topics of the asked states (default every state the
     * caller reads), replayed from `since`, each event delivered only when the caller may read
     * its patient, when its status is one asked for or it is a request leaving them.
     */
    async waitingRoom(
      user: SessionUser | null,
      args: WaitingRoomArgs,
      open: (topics: string[]) => Promise<AsyncIterable<unknown>>,
      deliver: Deliver,
    ): Promise<AsyncIterableIterator<WaitingRoomPayload>> {
      const me = authorize(user, 'Subscription.onWaitingRoomChanged');
      const statuses: readonly TelemedicineStatus[] = parseStatuses(args.telemedicineStatuses) ?? ['requested'];
      const since = parseSince(args.since);
      const scope = await loadPatientScope(db, me);
      const readable = scope.kind === 'all' ? [...SUPPORTED_STATES, NO_STATE] : scope.states;
      const asked = parseStates(args.patientStates);
      // Any asked state may be heard: each event is still checked against the caller's access below.
      const states = asked ?? readable;
      const topicNames = [...new Set(states.map((s) => waitingRoomTopic(s)))];
      const live = (await open(topicNames)) as AsyncIterable<WaitingRoomPayload>;
      const replayed = replayThenLive(
        live,
        since,
        (after) => events.backlog(topicNames, after),
        (payload) => cursorValue(payload.onWaitingRoomChanged.cursor),
      );
      return deliver(replayed, (payload, receiver) => mayReceiveWaitingRoomEvent(receiver, statuses, payload));
    },
  };
}

export type TelehealthService = ReturnType<typeof createTelehealthService>;
