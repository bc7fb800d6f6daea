// SPEC §4: sign-out clears cached data and session storage. Order matters: what this device
// holds in memory and storage goes first (the stored session, the lock flag, session storage,
// the query cache, the live socket), so nothing of the user survives a slow network; then the
// server is told (best effort — offline the refresh token simply expires; a refresh still in
// flight cannot restore the session, see auth.ts) while the device databases are deleted.
// One exception (DESIGN §4.5): a user whose changes have not reached the server keeps their
// device database — deleting it would lose clinical work silently. The logout confirmation has
// warned them; the outbox is sent when they sign in again (entries are only ever sent under
// their own identity). Issue 5: the device keys go with what they open — every key leaves memory
// at once, and a deleted database's key leaves the device; a kept database keeps its key.
import type { QueryClient } from '@tanstack/react-query';
import { revokeSession } from '../../api/auth';
import { forgetServerUnlock } from '../../api/auth-unlock';
import { sessionStore } from '../../api/session-store';
import { closeSubscriptions } from '../../api/subscriptions';
import { dropKeys } from '../../offline/crypto/key-ring';
import { unlockScreen } from './lock-store';
import { clearUnlockFailures } from './unlock-attempts';
import { clearActivity } from './use-idle-watch';

export async function signOut({ queryClient }: { queryClient: QueryClient }): Promise<void> {
  const session = sessionStore.current();
  unlockScreen();
  forgetServerUnlock();
  clearUnlockFailures();
  clearActivity();
  dropKeys();
  sessionStore.clear('signed-out');
  sessionStorage.clear();
  await queryClient.cancelQueries();
  queryClient.clear();
  await closeSubscriptions().catch(() => {});
  // The server is told while the device forgets: a slow network (up to the revoke's timeout)
  // must not keep the user's data on the device any longer.
  await Promise.all([
    revokeSession(session),
    clearDeviceData().catch(() => {
      // IndexedDB unavailable (private mode): nothing was stored there
    }),
  ]);
  dropKeys(); // any a background read fetched meanwhile
}

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // A connection in another tab closes itself on 'versionchange' (Dexie does); then it goes on.
    request.onblocked = () => {};
  });

/** Every user's device database goes, with its key, except those holding unsynced changes. */
async function clearDeviceData(): Promise<void> {
  const [{ DB_PREFIX, deleteAllDeviceData, deviceDb, hasOutboxEntries }, { deleteKeys }] = await Promise.all([
    import('../../offline/device-db'),
    import('../../offline/crypto/device-keys'),
  ]);
  const names = (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith(DB_PREFIX) ? [name] : []));
  const kept = new Set<string>();
  // Keys only: the keys are out of memory already, and a locked database can still be counted.
  for (const name of names) {
    if (await hasOutboxEntries(name.slice(DB_PREFIX.length))) kept.add(name);
  }
  if (kept.size === 0) {
    await deleteAllDeviceData();
    return;
  }
  const gone = names.filter((name) => !kept.has(name)).map((name) => name.slice(DB_PREFIX.length));
  // This tab's connections first (they may open again if that user signs in here later).
  for (const userId of gone) deviceDb(userId).close({ disableAutoOpen: false });
  await Promise.all(gone.map((userId) => deleteDatabase(`${DB_PREFIX}${userId}`)));
  await Promise.all(gone.map((userId) => deleteKeys(userId)));
}
