// The waiting room's calls (SPEC §2 waiting room and its check-in page; §7 startEncounter with
// teleMedicineType, the waiting-room subscription): the room's list with its realtime cursor,
// kept current by onWaitingRoomChanged; a request, its withdrawal and the check-in that takes it.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../api/graphql-client';
import { subscribeSince } from '../../api/subscriptions';
import { applyRoomEvent, type RoomFilter } from '../../domain/telehealth/waiting-room-list';
import type { TelehealthEncounterFieldsFragment } from '../../gql/graphql';
import { telehealthKeys } from './telehealth-api';
import {
  CancelTelehealthRequestDocument,
  OnWaitingRoomChangedDocument,
  RequestTelehealthVisitDocument,
  TelehealthCheckInDocument,
  TelehealthEncounterDocument,
  TelehealthEncounterListDocument,
} from './telehealth-documents';

export type RoomRequest = TelehealthEncounterFieldsFragment;

export interface RoomData {
  requests: readonly RoomRequest[];
  /** The realtime cursor of the list (then of the last event applied). */
  cursor: string;
}

/** The room shows at most this many requests at once (a facility's day is far fewer; the query cost limit allows about 90). */
const ROOM_SIZE = 50;

export const waitingRoomKeys = {
  all: ['waiting-room'] as const,
  room: (filter: RoomFilter) => ['waiting-room', 'room', filter] as const,
  request: (id: string) => ['waiting-room', 'request', id] as const,
};

const orNull = (items: readonly string[]): string[] | null => (items.length ? [...items] : null);

export const waitingRoomQuery = (filter: RoomFilter) =>
  queryOptions({
    queryKey: waitingRoomKeys.room(filter),
    queryFn: async (): Promise<RoomData> => {
      const list = (
        await request(TelehealthEncounterListDocument, {
          patientStates: orNull(filter.states),
          telemedicineStatuses: orNull(filter.statuses),
          first: ROOM_SIZE,
        })
      ).TelehealthEncounterList;
      return { requests: list.edges.map((e) => e.node), cursor: list.eventCursor };
    },
    // Events keep it current; a refetch now and then is the safety net for a long-lived kiosk.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const telehealthRequestQuery = (id: string) =>
  queryOptions({
    queryKey: waitingRoomKeys.request(id),
    queryFn: async () => (await request(TelehealthEncounterDocument, { id })).TelehealthEncounter,
  });

/**
 * Keeps the room's list current: subscribes from the list's cursor (so nothing between the read
 * and the subscription is lost) and applies each event to the cached list. graphql-ws reconnects
 * by itself and the subscription resumes from the last cursor (subscribeSince), so a dropped
 * connection or a server restart needs no reload. `onEvent` hears every applied event.
 */
export function useWaitingRoomLive(filter: RoomFilter, ready: boolean, onEvent?: (event: { kind: string; request: RoomRequest }) => void) {
  const queryClient = useQueryClient();
  const key = waitingRoomKeys.room(filter);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key (a new array each render).
  useEffect(() => {
    if (!ready) return;
    const since = queryClient.getQueryData<RoomData>(key)?.cursor ?? null;
    return subscribeSince(
      OnWaitingRoomChangedDocument,
      { patientStates: orNull(filter.states), telemedicineStatuses: orNull(filter.statuses), since },
      (data) => data.onWaitingRoomChanged.cursor,
      ({ onWaitingRoomChanged: event }) => {
        queryClient.setQueryData<RoomData>(key, (room) =>
          room ? { requests: applyRoomEvent(room.requests, event, filter), cursor: event.cursor } : room,
        );
        void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.request(event.request.id) });
        onEvent?.(event);
      },
    );
  }, [keyText, ready, queryClient]);
}

export async function requestVisit(patientId: string, meetingUrl: string | null) {
  return (await request(RequestTelehealthVisitDocument, { clientMutationId: crypto.randomUUID(), patientId, meetingUrl }))
    .requestTelehealthVisit;
}

export async function withdrawRequest(r: { id: string; versionId: number }) {
  return (
    await request(CancelTelehealthRequestDocument, { clientMutationId: crypto.randomUUID(), encounterId: r.id, baseVersion: r.versionId })
  ).cancelTelehealthRequest;
}

/** Takes the request: a check-in now, from this device, by video or audio. */
export async function checkIn(r: { id: string; versionId: number }, teleMedicineType: 'video' | 'audio') {
  return (
    await request(TelehealthCheckInDocument, {
      clientMutationId: crypto.randomUUID(),
      encounterId: r.id,
      baseVersion: r.versionId,
      provenance: { recorded: new Date().toISOString(), device: navigator.userAgent.slice(0, 200) },
      teleMedicineType,
    })
  ).startEncounter;
}

/**
 * SPEC §7 'Lists refetch on subscription events': the telehealth lists are read again when any
 * telehealth encounter they may show changes (a request made, taken, closed or withdrawn).
 */
export function useTelehealthListsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSince(
        OnWaitingRoomChangedDocument,
        { telemedicineStatuses: ['requested', 'in-progress', 'finished', 'cancelled'], since: null },
        (data) => data.onWaitingRoomChanged.cursor,
        () => void queryClient.invalidateQueries({ queryKey: telehealthKeys.lists() }),
      ),
    [queryClient],
  );
}
