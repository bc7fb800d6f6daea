// Reading telehealth encounters and hearing the waiting room (SPEC §2 /telemedicine,
// /my-encounters, /waiting-room; §7 the waiting-room subscription by patient states and
// telemedicine statuses). Only telehealth users (the SPEC §2 telehealth check: telehealth
// clinicians and onsite providers, part of each operation's rule in operation-permissions.ts)
// read them, and only of patients they may read.
import type { SessionUser } from '../../../src/domain/access.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { cursorValue, replayThenLive } from '../../realtime/replay.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { loadPatientScope, mayReadPatient } from '../shared/patient-access.ts';
import type { Receiver } from '../shared/receiver-access.ts';
import {
  mayReceiveWaitingRoomEvent,
  NO_STATE,
  type WaitingRoomEvents,
  type WaitingRoomPayload,
  waitingRoomTopic,
} from './telehealth-events.ts';
import { parseSince, parseStates, parseStatuses, type TelemedicineStatus } from './telehealth-input.ts';
import { telehealthRepository } from './telehealth-repository.ts';
import { type TelehealthView, toTelehealthView } from './telehealth-views.ts';

type Maybe<T> = T | null | undefined;

export interface TelehealthListArgs extends PageArgs {
  patientStates?: Maybe<readonly string[]>;
  telemedicineStatuses?: Maybe<readonly string[]>;
  mine?: Maybe<boolean>;
  term?: Maybe<string>;
}

/** Delivers the events `keep` passes for the receiver as they are when each arrives (the transport reads the receiver). */
export type Deliver = <T>(events: AsyncIterable<T>, keep: (event: T, receiver: Receiver) => Promise<boolean>) => AsyncIterableIterator<T>;

export interface WaitingRoomArgs {
  patientStates?: Maybe<readonly string[]>;
  telemedicineStatuses?: Maybe<readonly string[]>;
  since?: Maybe<string>;
}

export function createTelehealthService(db: Database, events: WaitingRoomEvents) {
  const read = async (me: SessionUser, id: string): Promise<TelehealthView | null> => {
    const found = await telehealthRepository.read(db, id);
    if (!found) return null;
    if (!(await mayReadPatient(db, me, found.row.content.subject.reference.split('/')[1] ?? null))) throw forbidden();
    return toTelehealthView(found.row, found.names);
  };

  return {
    async list(user: SessionUser | null, args: TelehealthListArgs) {
      const me = authorize(user, 'Query.TelehealthEncounterList');
      // Read before the list: an event after it is replayed from this cursor, so none falls between.
      const eventCursor = String(await events.latestCursor());
      const connection = await pagedList(
        args,
        async (page) => {
          const filter = {
            states: parseStates(args.patientStates),
            statuses: parseStatuses(args.telemedicineStatuses),
            practitionerId: args.mine ? (me.practitionerId ?? '00000000-0000-0000-0000-000000000000') : null,
            term: parseTerm(args.term),
          };
          return telehealthRepository.list(db, await loadPatientScope(db, me), filter, page);
        },
        (r) => toTelehealthView(r.row, r.names),
      );
      return { ...connection, eventCursor };
    },

    async get(user: SessionUser | null, id: string): Promise<TelehealthView | null> {
      const me = authorize(user, 'Query.TelehealthEncounter');
      return read(me, parseId(id));
    },

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
