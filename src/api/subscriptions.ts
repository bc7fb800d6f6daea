// THE subscription client (graphql-ws over /subscriptions/ws/graphql, SPEC §7). Lazy: the
// socket opens with the first subscription and closes after the last; it reconnects forever
// with back-off (a tablet drops Wi-Fi often), and each (re)connect authenticates with a fresh
// bearer token in connectionParams. graphql-ws itself loads with the first subscription.
import type { Client } from 'graphql-ws';
import type { TypedDocumentString } from '../gql/graphql';
import { freshSession } from './auth';

let path = '/subscriptions/ws/graphql';
let client: Promise<Client> | null = null;

export function configureSubscriptions(subscriptionPath: string): void {
  path = subscriptionPath;
}

function getClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: () => {
        const url = new URL(path, window.location.origin);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        return url.toString();
      },
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: async (retries) => {
        const ms = Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)) * (0.5 + Math.random() / 2);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
      connectionParams: async () => {
        const session = await freshSession();
        return session ? { authorization: `Bearer ${session.accessToken}` } : {};
      },
    }),
  );
  return client;
}

/** Subscribes; returns the unsubscribe function. Errors go to `onError` (never thrown). */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  onError: (error: unknown) => void = () => {},
): () => void {
  let cancelled = false;
  let unsubscribe = () => {};
  getClient().then(
    (c) => {
      if (cancelled) return;
      unsubscribe = c.subscribe<TResult>(
        { query: document.toString(), variables: variables as Record<string, unknown> },
        {
          next: (result) => {
            if (result.data) onData(result.data);
          },
          error: onError,
          complete: () => {},
        },
      );
    },
    (error: unknown) => onError(error),
  );
  return () => {
    cancelled = true;
    unsubscribe();
  };
}

/**
 * A subscription that misses nothing across reconnects (DESIGN §8 'Realtime'): the server takes
 * `since`, the cursor of the last event the client has, and delivers what came after it first.
 * graphql-ws re-sends the same payload object when it reconnects, so the cursor is kept in that
 * object's variables as events arrive. `cursorOf` reads an event's cursor.
 */
export function subscribeSince<TResult, TVariables extends { since?: string | null }>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  cursorOf: (data: TResult) => string | null | undefined,
  onData: (data: TResult) => void,
  onError: (error: unknown) => void = () => {},
): () => void {
  const live: TVariables = { ...variables };
  return subscribe(
    document,
    live,
    (data) => {
      const cursor = cursorOf(data);
      if (cursor) live.since = cursor;
      onData(data);
    },
    onError,
  );
}

/** Closes the socket (sign-out): the next subscription opens a new one as the next user. */
export async function closeSubscriptions(): Promise<void> {
  const current = client;
  client = null;
  await (await current)?.dispose();
}
