// Service-worker registration and the update flow (SPEC §2 'Update Your App Version').
// A new worker installs in the background and waits; the page shows the prompt; Refresh sends
// SKIP_WAITING and reloads once the new worker controls the page. A later issue can hold the
// update (useHoldUpdate) while the outbox is sending, so a reload never cuts a sync short.
import { useEffect, useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** Reasons the update must not be applied now (e.g. 'Sending 3 changes'). */
  holds: readonly string[];
}

let state: UpdateState = { waiting: false, holds: [] };
let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;
let reloading = false;
const listeners = new Set<() => void>();

function set(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export const useUpdateState = (): UpdateState => useSyncExternalStore(subscribe, snapshot, snapshot);

/** While `reason` is a string, the waiting update is not applied (Refresh is disabled). */
export function useHoldUpdate(reason: string | null): void {
  useEffect(() => {
    if (!reason) return;
    set({ holds: [...state.holds, reason] });
    return () => {
      const i = state.holds.indexOf(reason);
      set({ holds: state.holds.filter((_, j) => j !== i) });
    };
  }, [reason]);
}

/** Test seam and dev aid: marks an update as waiting. */
export const markUpdateWaiting = (waiting = true) => set({ waiting });

/** Activates the waiting worker, then reloads when it takes control. */
export function applyUpdate(): void {
  if (state.holds.length > 0) return;
  // No worker waiting any more (another tab already applied it): this tab only needs a reload.
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.messageSkipWaiting();
}

const reloadOnce = () => {
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `task` once the first screen is interactive: after the window's load and then the first
 * idle moment (or `IDLE_TIMEOUT_MS` at the latest, on a page that is never idle).
 */
export function afterFirstScreen(task: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Production only: the dev server has no service worker (NOTES G8). The worker is registered at
 * the window's load: the very first worker keeps only index.html and the files it names before it
 * takes control (sw/precache.ts), files the page has just loaded, so nothing competes with the
 * first screen, and the page is served by the worker within a second (DESIGN §4). The rest of the
 * precache is asked for once it controls the page (keepOfflineApp).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export const OFFLINE_APP_ATTRIBUTE = 'data-offline-app';
/** After a fill that could not keep every file (a weak signal), the next ask. */
const PRECACHE_RETRY_MS = 15_000;

/** A worker's answer of type `type`: how many files it could not keep (null: not that answer). */
export function workerAnswerMissing(data: unknown, type: 'PRECACHED' | 'ROUTES_WARMED'): number | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== type) return null;
  const missing = Number((data as { missing?: unknown }).missing);
  return Number.isFinite(missing) && missing > 0 ? missing : 0;
}

/** The worker's answer to PRECACHE: how many files of the offline day it could not keep. */
export const precachedMissing = (data: unknown) => workerAnswerMissing(data, 'PRECACHED');

/**
 * Asks the controlling worker to keep the rest of the app's precache (the very first worker takes
 * control with only the first screens, sw/precache.ts). <html data-offline-app> is then 'kept' (the
 * app opens offline) or 'partial' (asked again a little later; offline, once back online).
 */
async function keepOfflineApp(wb: Workbox): Promise<void> {
  if (!navigator.onLine) {
    window.addEventListener('online', () => void keepOfflineApp(wb), { once: true });
    return;
  }
  const missing = precachedMissing(await wb.messageSW({ type: 'PRECACHE' }).catch(() => null));
  if (missing === null) return;
  document.documentElement.setAttribute(OFFLINE_APP_ATTRIBUTE, missing === 0 ? 'kept' : 'partial');
  if (missing > 0) setTimeout(() => void keepOfflineApp(wb), PRECACHE_RETRY_MS);
}

function register(): void {
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    workbox = wb;
    wb.addEventListener('waiting', () => set({ waiting: true }));
    // One listener for the whole page: a new worker took control (here or from another tab).
    wb.addEventListener('controlling', () => {
      if (state.waiting) reloadOnce();
      else afterFirstScreen(() => void keepOfflineApp(wb));
    });
    void wb
      .register()
      .catch(() => undefined)
      .then((registered) => {
        registration = registered;
        if (navigator.serviceWorker.controller) afterFirstScreen(() => void keepOfflineApp(wb));
        // Check for a new version when the app returns to the foreground and every hour.
        const check = () => void registered?.update().catch(() => {});
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
        setInterval(check, 60 * 60_000);
      });
  });
}
