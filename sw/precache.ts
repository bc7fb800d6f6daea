// The app shell's precache, fetched several files at a time. Workbox's own install fetches one
// file after another (workbox#2528, to spare weak servers): some 140 files in a row kept the very
// first page uncontrolled for 8–10 s on a busy device, and the first sign-in must be served by the
// worker within seconds (DESIGN §4). Same cache, same keys, same strategy: only the order differs.
import { PrecacheController } from 'workbox-precaching';

/** Files in flight at once: a browser's connections to one host. */
const CONCURRENCY = 6;

type InstallResult = Awaited<ReturnType<PrecacheController['install']>>;

export class ParallelPrecacheController extends PrecacheController {
  override install(event: ExtendableEvent): Promise<InstallResult> {
    const done = this.fetchAll(event);
    event.waitUntil(done);
    return done;
  }

  private async fetchAll(event: ExtendableEvent): Promise<InstallResult> {
    const queue = [...this.getURLsToCacheKeys()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next;
        const integrity = this.getIntegrityForCacheKey(cacheKey);
        // As workbox: a file with a revision (its key carries it) bypasses the HTTP cache; a
        // hashed file may come from it.
        const request = new Request(url, {
          cache: cacheKey === url ? 'default' : 'reload',
          credentials: 'same-origin',
          ...(integrity ? { integrity } : {}),
        });
        try {
          await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
        } catch (error) {
          // One file failed, so this install fails: the other workers stop after their current file
          // instead of downloading the rest for nothing. The first error is the one rethrown.
          queue.length = 0;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { updatedURLs: [], notUpdatedURLs: [] };
  }
}
