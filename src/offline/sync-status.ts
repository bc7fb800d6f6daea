// What the user always sees (DESIGN §4): online or not, how many changes wait, which were set
// aside, and when the data was last synced. Also the storage questions of an offline app.
import { deviceDb, type OutboxEntry, observe, readMeta, readTransaction } from './device-db';
import { createObservable, type Observable } from './observable';
import { isDraining, onDrainingChanged } from './sync-signals';

export interface SyncStatus {
  online: boolean;
  /** Entries waiting to be sent (pending or sending). */
  pending: number;
  failed: number;
  conflicts: number;
  /** The server time of the last pack pull (ISO), null before the first. */
  lastSyncedAt: string | null;
  /** This tab is sending the outbox right now. */
  draining: boolean;
}

type Stored = Pick<SyncStatus, 'pending' | 'failed' | 'conflicts' | 'lastSyncedAt'>;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The outbox entries of `userId`, in queue order, live. */
export function observeOutbox(userId: string): Observable<OutboxEntry[]> {
  const db = deviceDb(userId);
  return observe(async () => (await db.outbox.toArray()).filter((e) => e.userId === userId));
}

/** Counts, last sync time, online and draining flags, live. */
export function observeSyncStatus(userId: string): Observable<SyncStatus> {
  const db = deviceDb(userId);
  const stored = observe(() =>
    readTransaction(db, async (): Promise<Stored> => {
      const entries = (await db.outbox.toArray()).filter((e) => e.userId === userId);
      const count = (...statuses: OutboxEntry['status'][]) => entries.filter((e) => statuses.includes(e.status)).length;
      return {
        pending: count('pending', 'sending'),
        failed: count('failed'),
        conflicts: count('conflict'),
        lastSyncedAt: (await readMeta<string>(db, 'lastSyncedAt')) ?? null,
      };
    }),
  );
  return createObservable<SyncStatus>((next, error) => {
    let latest: Stored | null = null;
    const emit = () => {
      if (latest) next({ ...latest, online: browserOnline(), draining: isDraining(userId) });
    };
    const subscription = stored.subscribe((value) => {
      latest = value;
      emit();
    }, error);
    const stopDraining = onDrainingChanged(emit);
    const target = typeof window === 'undefined' ? undefined : window;
    target?.addEventListener('online', emit);
    target?.addEventListener('offline', emit);
    return () => {
      subscription.unsubscribe();
      stopDraining();
      target?.removeEventListener('online', emit);
      target?.removeEventListener('offline', emit);
    };
  });
}

/**
 * How many changes wait in the outbox, counted on its keys alone: it needs no data key, so the
 * sign-out warning can tell it while the screen is locked (issue 5: the key is out of memory).
 */
export function observeUnsyncedCount(userId: string): Observable<number> {
  const db = deviceDb(userId);
  return observe(() => db.outbox.count());
}

/** Asks the browser to keep this origin's data under storage pressure; true when granted. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  try {
    return (await navigator.storage.persisted?.()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** Bytes used and available to this origin, when the browser tells. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota };
  } catch {
    return null;
  }
}
