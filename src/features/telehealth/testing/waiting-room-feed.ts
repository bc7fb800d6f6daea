// The waiting-room subscription (SPEC §7 onWaitingRoomChanged) in component tests: a test stands
// in for src/api/subscriptions with a `subscribeSince` mock (vi.hoisted, as the bell's test does);
// these helpers find the waiting room's subscriptions among its calls and push events to them.
import { act } from '@testing-library/react';
import type { Mock } from 'vitest';
import type { OnWaitingRoomChangedSubscription, OnWaitingRoomChangedSubscriptionVariables } from '../../../gql/graphql';
import type { TelehealthListItem } from '../telehealth-api';
import { OnWaitingRoomChangedDocument } from '../telehealth-documents';

export type RoomEvent = OnWaitingRoomChangedSubscription['onWaitingRoomChanged'];

export interface RoomSubscription {
  variables: OnWaitingRoomChangedSubscriptionVariables;
  cursorOf: (data: OnWaitingRoomChangedSubscription) => string | null | undefined;
  /** Delivers one event, as the server would, inside act(). */
  push: (event: RoomEvent) => void;
  /** What the call returned: the unsubscribe function the component keeps. */
  unsubscribe: unknown;
}

/** The stand-in: `vi.fn((..._args: unknown[]) => () => {})`, each call answering its own unsubscribe. */
type SubscribeSinceMock = Mock<(...args: unknown[]) => () => void>;

/** The onWaitingRoomChanged subscriptions made so far, oldest first. */
export function roomSubscriptions(subscribeSince: SubscribeSinceMock): RoomSubscription[] {
  return subscribeSince.mock.calls.flatMap((args, i) => {
    const [document, variables, cursorOf, onData] = args as [
      unknown,
      OnWaitingRoomChangedSubscriptionVariables,
      RoomSubscription['cursorOf'],
      (data: OnWaitingRoomChangedSubscription) => void,
    ];
    if (document !== OnWaitingRoomChangedDocument) return [];
    const push = (event: RoomEvent) => act(() => onData({ onWaitingRoomChanged: event }));
    return [{ variables, cursorOf, push, unsubscribe: subscribeSince.mock.results[i]?.value }];
  });
}

export const roomEvent = (kind: 'created' | 'updated', request: TelehealthListItem, cursor: string): RoomEvent => ({
  cursor,
  kind,
  request,
});
