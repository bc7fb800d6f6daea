/// <reference lib="webworker" />
// The service worker: each asset class has its own strategy (STYLE: Excalidraw).
// - what an offline day opens is precached, so the app starts offline: index.html, the shell,
//   sign-in, the clinician's field day (My Schedule, visits, forms, map), the account, the icons
//   the pages show and the chime (the build picks the files by rule, src/app/pwa/offline-day.ts).
//   The precache requests let the browser negotiate, so they travel as brotli like the page's own;
// - every other hashed file (/assets/: a name never reused for other contents) is cache-first, so
//   an area opened once online, or warmed from the user's menu after sign-in (warm-routes.ts),
//   opens offline too;
// - navigations fall back to index.html, so an offline deep link still opens the app;
// - /api/config and /api/status go to the network: the page keeps their answers itself
//   (src/api/boot-store.ts), whether or not this worker controlled the load that fetched them;
// - map tiles are cache-first with an expiry, for the coming map view.
// The very first worker serves the page that signed in within a second (DESIGN §4): its install
// keeps only index.html and the files it names (precache.ts), it activates as soon as that ends (a
// first worker has nothing to wait behind), and clientsClaim() below takes control of the open
// page; the page then asks for the rest of the precache (PRECACHE below).
// Updates never activate on their own: the page shows 'Update Your App Version' and sends
// SKIP_WAITING when the user chooses Refresh (src/app/pwa).

import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { RouteFiles } from '../src/app/pwa/route-files';
import { ParallelPrecacheController } from './precache';
import { warmRequest, warmRoutes } from './warm-routes';

declare let self: ServiceWorkerGlobalScope;
// The pages beyond the precache and their files, written in by the build (vite.config.ts).
declare const __ROUTE_FILES__: RouteFiles;

// workbox's precacheAndRoute, with an install that fetches several files at a time (precache.ts).
const precache = new ParallelPrecacheController();
// injected by vite-plugin-pwa (injectManifest)
precache.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// SPA: index.html for every navigation except the server's own endpoints.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/graphql/, /^\/refreshToken/, /^\/subscriptions\//],
  }),
);

// workbox's plugin classes declare optional callbacks as `T | undefined`, which strict
// exactOptionalPropertyTypes refuses for WorkboxPlugin; the objects are valid plugins.
const expiration = (options: ConstructorParameters<typeof ExpirationPlugin>[0]) => new ExpirationPlugin(options) as WorkboxPlugin;

// Hashed files beyond the precache: cache-first (their contents never change under one name),
// least recently used out first; a build's files outlive it only until they age out.
const isHashedAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const hashedAssets = new CacheFirst({
  cacheName: 'hashed-assets',
  plugins: [expiration({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isHashedAsset(url), hashedAssets);

// Tiles from any provider: '/tile/' in the path, or the {s}.tile.openstreetmap.org hosts.
// Tiles drawn by <img> are opaque (status 0); they are cached too, as there is no other way
// to keep a map usable offline.
const isTile = (url: URL) => url.pathname.includes('/tile/') || /(^|\.)tile\.openstreetmap\.org$/.test(url.hostname);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isTile(url),
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.ok || response.type === 'opaque' ? response : null) },
      expiration({ maxEntries: 2000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The 'app-config' cache, where the previous version kept /api/config and /api/status, is left in
// place in this release: a device upgraded from it keeps nothing in the page's boot store yet, and
// copies those answers from that cache on its first start (src/api/boot-store.ts). A later release,
// once every device has started this one, may delete it on activate.

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const warm = warmRequest(event.data);
  if (warm) {
    const options = {
      routeFiles: __ROUTE_FILES__,
      strategy: hashedAssets,
      isPrecached: (url: string) => precache.getCacheKeyForURL(url) !== undefined,
      isHashedAsset,
    };
    const page = event.source;
    // The precache first (a first worker activated with only the first screens, precache.ts): a
    // page of the menu is 'kept' only once the offline day it opens from is.
    const warmed = precache
      .fill(event)
      .then((unkept) => warmRoutes(event, warm, options).then((missing) => unkept + missing))
      .then((missing) => page?.postMessage({ type: 'ROUTES_WARMED', missing }));
    event.waitUntil(warmed);
  }
  // The page asks for the rest of the precache once this worker controls it (src/app/pwa/sw-update.ts).
  if ((event.data as { type?: unknown } | null)?.type === 'PRECACHE') {
    const answer = event.ports[0];
    event.waitUntil(precache.fill(event).then((missing) => answer?.postMessage({ type: 'PRECACHED', missing })));
  }
});

// Background Sync (tag 'outbox-drain', registered by the page's sync engine when a drain could
// not reach the server): wake the open pages so their outbox drains — the outbox itself lives in
// the page (src/offline). Each page answers on a MessageChannel when its drain ends; when one
// still could not reach the server, the promise rejects so the browser fires the sync again later.
const BACKGROUND_SYNC_TAG = 'outbox-drain';
const DRAIN_ANSWER_TIMEOUT_MS = 60_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function askToDrain(client: Client): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), DRAIN_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ retry?: unknown } | null>) => {
      clearTimeout(timer);
      resolve(event.data?.retry === true);
    };
    client.postMessage({ type: 'BACKGROUND_SYNC' }, [channel.port2]);
  });
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => Promise.all(clients.map(askToDrain)))
      .then((retries) => {
        if (retries.some(Boolean)) throw new Error('The outbox could not reach the server yet.');
      }),
  );
});

// Take control of open pages once this worker is active: the first worker's at once (the page
// that loaded before any worker existed is otherwise left uncontrolled until its next load), an
// update's after the user's Refresh.
clientsClaim();
