/// <reference lib="webworker" />
// The app shell's precache, in two parts for the very first worker (DESIGN §4: the first load is
// served by the worker within a second; the offline day is kept soon after):
// - install: an update's worker keeps every file before it may take over (an old worker serves the
//   pages meanwhile, so nothing is lost by waiting). The very first worker has nothing to wait
//   behind: it keeps only index.html and the files index.html names, then activates and takes
//   control of the open page at once. On a busy device, all ~140 files before control took 8–11 s.
// - fill(): the rest of the precache, asked by the page once the worker controls it
//   (src/app/pwa/sw-update.ts, and before each warm-up of the menu, warm-routes.ts). It keeps only
//   what is missing, so it costs a few cache lookups once everything is kept, and a fill cut short
//   (the worker stopped, the signal lost) resumes at the next ask.
// Files travel several at a time: workbox's own install fetches one after another (workbox#2528).
// Same cache, same keys, same strategy as workbox's precacheAndRoute.
import { copyResponse } from 'workbox-core';
import { PrecacheController } from 'workbox-precaching';
import { filesNamedBy } from '../src/app/pwa/html-files';

declare let self: ServiceWorkerGlobalScope;

/** Files in flight at once during an install: a browser's connections to one host. */
const INSTALL_CONCURRENCY = 6;
/** Files in flight at once while the page is in use. */
const FILL_CONCURRENCY = 3;

type InstallResult = Awaited<ReturnType<PrecacheController['install']>>;
type Entry = [url: string, cacheKey: string];

export class ParallelPrecacheController extends PrecacheController {
  private filling: Promise<number> | null = null;

  override install(event: ExtendableEvent): Promise<InstallResult> {
    const done = (self.registration.active ? this.installAll(event) : this.installFirstScreen(event)).then(() => ({
      updatedURLs: [],
      notUpdatedURLs: [],
    }));
    event.waitUntil(done);
    return done;
  }

  /**
   * Keeps every precached file not kept yet; resolves with how many could not be kept (0: the
   * offline day opens). One fill at a time: a second ask joins the running one.
   */
  fill(event: ExtendableEvent): Promise<number> {
    this.filling ??= this.fillMissing().finally(() => {
      this.filling = null;
    });
    const filled = this.filling;
    event.waitUntil(filled);
    return filled;
  }

  private entries(): Entry[] {
    return [...this.getURLsToCacheKeys()];
  }

  private installAll(event: ExtendableEvent): Promise<void> {
    return this.inParallel(this.entries(), INSTALL_CONCURRENCY, (entry) => this.installOne(entry, event));
  }

  /** index.html first, then what it names: the first screens, painted offline too. */
  private async installFirstScreen(event: ExtendableEvent): Promise<void> {
    const entries = this.entries();
    const index = entries.find(([url]) => new URL(url).pathname === '/index.html');
    if (!index) return this.installAll(event);
    await this.installOne(index, event);
    const cached = await (await caches.open(this.strategy.cacheName)).match(index[1]);
    const named = new Set(filesNamedBy(cached ? await cached.text() : '', index[0]));
    const firstScreen = entries.filter(([url]) => named.has(url));
    await this.inParallel(firstScreen, INSTALL_CONCURRENCY, (entry) => this.installOne(entry, event));
  }

  private async installOne([url, cacheKey]: Entry, event: ExtendableEvent): Promise<void> {
    await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request: this.requestFor(url, cacheKey), event }));
  }

  private async fillMissing(): Promise<number> {
    const cache = await caches.open(this.strategy.cacheName);
    const missing: Entry[] = [];
    for (const entry of this.entries()) if (!(await cache.match(entry[1]))) missing.push(entry);
    let failed = 0;
    await this.inParallel(missing, FILL_CONCURRENCY, async ([url, cacheKey]) => {
      const kept = await fetch(this.requestFor(url, cacheKey)).then(
        async (response) => {
          // As workbox's precache: only a whole 200 is kept, and never as a redirected response.
          if (response.status !== 200) return false;
          await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
          return true;
        },
        () => false,
      );
      if (!kept) failed += 1;
    });
    return failed;
  }

  /** As workbox: a file with a revision (its key carries it) bypasses the HTTP cache; a hashed file may come from it. */
  private requestFor(url: string, cacheKey: string): Request {
    const integrity = this.getIntegrityForCacheKey(cacheKey);
    return new Request(url, {
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
      ...(integrity ? { integrity } : {}),
    });
  }

  /** Runs `task` on every entry, `concurrency` at a time; the first failure stops the others after their current file and is rethrown. */
  private async inParallel(entries: readonly Entry[], concurrency: number, task: (entry: Entry) => Promise<void>): Promise<void> {
    const queue = [...entries];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          await task(next);
        } catch (error) {
          queue.length = 0;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
}
