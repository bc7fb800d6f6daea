// The sync engine (DESIGN §4 step 2): drains the outbox and refreshes the schedule pack when
// something may have changed — at start, on the `online` event, every 30 s, after each new entry,
// when the app comes back to the foreground, on the service worker's Background Sync message,
// and when the server says one of the clinician's encounters changed (a subscription event for
// a version the device does not have yet: another device or a covering colleague).
// It also handles the user's choices for set-aside entries (retry, refresh, discard).
import { deviceDb, onDeviceDataDeleted } from './device-db';
import { type DrainResult, drainOutbox } from './drain';
import type { GraphqlRequest } from './graphql-request';
import { type PackRange, schedulePackRange } from './pack';
import { resolveEntry, retryEntry } from './resolution';
import { onOutboxChanged } from './sync-signals';

export const DRAIN_INTERVAL_MS = 30_000;
/** A timer or foreground trigger also refreshes the pack when the last pull is older than this. */
export const PACK_MAX_AGE_MS = 5 * 60_000;
export const BACKGROUND_SYNC_TAG = 'outbox-drain';
export const BACKGROUND_SYNC_MESSAGE = 'BACKGROUND_SYNC';

export interface SyncOptions {
  userId: string;
  /** The GraphQL request function (the app's client, or a fake server in tests). */
  request: GraphqlRequest;
  intervalMs?: number;
  retryDelayMs?: number;
  /** Days to pull (default: today − 1 to today + 7). */
  pullRange?: () => PackRange;
  /**
   * The server's word that an encounter changed (subscriptions): calls `onChange` per event,
   * returns unsubscribe. Without it the pack is refreshed by the other triggers only.
   */
  remoteChanges?: (onChange: (change: RemoteChange) => void) => () => void;
  /** After each drain (the shell reports the outbox to the server: device-sync-report.ts). */
  onDrained?: (result: DrainResult | null) => void;
}

/** An encounter the server says has changed, at this version. */
export interface RemoteChange {
  id: string;
  versionId: number;
}

type Trigger = 'start' | 'online' | 'timer' | 'enqueue' | 'visible' | 'background-sync' | 'remote-change';

interface Engine {
  request: GraphqlRequest;
  stop(): void;
  trigger(reason: Trigger): Promise<DrainResult | null>;
}

const engines = new Map<string, Engine>();

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Asks the service worker to wake the app when the network is back (where the browser can). */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(BACKGROUND_SYNC_TAG))
    .catch(() => {});
}

/** Starts syncing `userId`'s outbox and pack in this tab; returns stop(). */
export function startSync({
  userId,
  request,
  intervalMs = DRAIN_INTERVAL_MS,
  retryDelayMs,
  pullRange = schedulePackRange,
  remoteChanges,
  onDrained,
}: SyncOptions): () => void {
  engines.get(userId)?.stop(); // one engine per user in a tab: a second start replaces the first
  let stopped = false;
  let running: Promise<DrainResult | null> | null = null;
  let again: Trigger | null = null;
  let lastPull = 0;
  // After UNAUTHENTICATED the outbox waits for sign-in (a new startSync): timers and wake-ups no
  // longer send; only a new entry or a reconnect tries once more.
  let waitingForSignIn = false;
  const wantsPull = (reason: Trigger) =>
    reason === 'start' ||
    reason === 'online' ||
    reason === 'background-sync' ||
    reason === 'remote-change' ||
    Date.now() - lastPull > PACK_MAX_AGE_MS;

  async function runOnce(reason: Trigger): Promise<DrainResult | null> {
    const result = await drainOutbox(userId, {
      request,
      isOnline,
      cancelled: () => stopped,
      pull: wantsPull(reason) ? 'always' : 'after-send',
      pullRange: pullRange(),
      ...(retryDelayMs === undefined ? {} : { retryDelayMs }),
    }).catch(() => null);
    if (result) waitingForSignIn = result.stoppedBy === 'unauthenticated';
    if (result?.pulled) lastPull = Date.now();
    if (result && (result.stoppedBy === 'network' || result.stoppedBy === 'offline')) registerBackgroundSync();
    onDrained?.(result);
    return result;
  }

  function trigger(reason: Trigger): Promise<DrainResult | null> {
    if (stopped || (waitingForSignIn && reason !== 'enqueue' && reason !== 'online')) return Promise.resolve(null);
    if (running) {
      again = again ?? reason;
      return running;
    }
    running = (async () => {
      let result = await runOnce(reason);
      while (again && !stopped && result?.stoppedBy !== 'unauthenticated') {
        const next: Trigger = again;
        again = null;
        result = await runOnce(next);
      }
      again = null;
      running = null;
      return result;
    })();
    return running;
  }

  const engine: Engine = { request, trigger, stop: () => stop() };
  engines.set(userId, engine);
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget | undefined, type: string, handler: (event: Event) => void) => {
    if (!target) return;
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  cleanups.push(onOutboxChanged(userId, () => void trigger('enqueue')));
  cleanups.push(onDeviceDataDeleted(() => stop()));
  listen(typeof window === 'undefined' ? undefined : window, 'online', () => void trigger('online'));
  listen(typeof document === 'undefined' ? undefined : document, 'visibilitychange', () => {
    if (document.visibilityState === 'visible') void trigger('visible');
  });
  const serviceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  listen(serviceWorker, 'message', (event) => {
    const message = event as MessageEvent<{ type?: unknown } | null>;
    if (message.data?.type !== BACKGROUND_SYNC_MESSAGE) return;
    // The worker waits for the answer: `retry` asks the browser to fire the sync again later.
    void trigger('background-sync').then((result) =>
      message.ports[0]?.postMessage({ type: 'BACKGROUND_SYNC_DONE', retry: result?.stoppedBy === 'network' }),
    );
  });
  if (remoteChanges) {
    // The device's own changes come back as events too: only a version it does not have pulls.
    cleanups.push(
      remoteChanges((change) => {
        void deviceDb(userId)
          .encounters.get(change.id)
          .then((local) => {
            if (!local || local.versionId < change.versionId) void trigger('remote-change');
          })
          .catch(() => {});
      }),
    );
  }
  const timer = setInterval(() => void trigger('timer'), intervalMs);
  cleanups.push(() => clearInterval(timer));
  void trigger('start');

  function stop(): void {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups) cleanup();
    if (engines.get(userId) === engine) engines.delete(userId);
  }
  return stop;
}

/** Queues a 'failed' entry again (same clientMutationId; it waits in its entity's order). */
export function retryFailed(userId: string, entryId: string): Promise<void> {
  return retryEntry(userId, entryId);
}

/**
 * The user's answer to a set-aside entry (a conflict, or a failure):
 * - 'refresh': the server's copy is fetched and the entry re-based on its current version and
 *   queued again, with the user's changes replayed on that copy (a visit the server already
 *   had an encounter for adopts that encounter);
 * - 'discard': the entity's entries are dropped and the server's copy restored.
 * Uses the running engine's request function (or `options.request`). Needs the network: the
 * fetch throws ApiError (e.g. 'No internet connection') and then nothing changes.
 */
export function resolveConflict(
  userId: string,
  entryId: string,
  choice: 'refresh' | 'discard',
  options: { request?: GraphqlRequest; pullRange?: PackRange } = {},
): Promise<void> {
  const request = options.request ?? engines.get(userId)?.request;
  if (!request) return Promise.reject(new Error('Sync is not running for this user.'));
  return resolveEntry(userId, entryId, choice, request, options.pullRange ?? schedulePackRange());
}
