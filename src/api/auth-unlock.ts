// The server's side of the screen lock (SPEC §4). When the app locks, the device reports it and
// the server locks the session: GET /refreshToken answers 403 (and access tokens are refused)
// until POST /api/auth/unlock is given the PIN. Online, the lock screen gives it at once. An
// unlock with no signal is checked by the device alone, so the PIN is held in this tab's memory
// (never stored) and given to the server by the first refresh that finds the session locked.
// A refresh refused for a lock with no PIN to give locks the app: the user types it again.
import { isApiError, REQUEST_TIMEOUT_MS, send } from './http';
import type { StoredSession } from './session-schema';

let held: { userId: string; pin: string } | null = null;
/** The user whose session this tab has opened on the server since the last lock. */
let opened: string | null = null;
let opening: Promise<boolean> | null = null;
const lockListeners = new Set<() => void>();

/** POST /api/auth/unlock with the refresh token: it works after the access token has expired. */
export async function unlockOnServer(session: StoredSession, pin: string): Promise<void> {
  await send('/api/auth/unlock', {
    method: 'POST',
    headers: { refreshToken: session.refreshToken, 'content-type': 'application/json' },
    body: JSON.stringify({ pin }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  held = null;
  opened = session.user.id;
}

/** An unlock the server could not hear yet: the PIN waits in memory for the next refresh. */
export function holdPinForServer(userId: string, pin: string): void {
  held = { userId, pin };
  opened = null;
}

/** Lock and sign-out: nothing of the last unlock is kept. */
export function forgetServerUnlock(): void {
  held = null;
  opened = null;
}

/**
 * The session's refresh was refused for a lock: gives the held PIN (once at a time). True when
 * the session is open on the server now, so the refresh may be tried again.
 */
export function openLockedSession(session: StoredSession): Promise<boolean> {
  if (opened === session.user.id) return Promise.resolve(true);
  const pin = held?.userId === session.user.id ? held.pin : null;
  if (!pin) return Promise.resolve(false);
  opening ??= unlockOnServer(session, pin)
    .then(
      () => true,
      (error: unknown) => {
        // Refused (a PIN changed elsewhere, too many tries): it will not work later either.
        if (isApiError(error) && error.status >= 400 && error.status < 500) held = null;
        return false;
      },
    )
    .finally(() => {
      opening = null;
    });
  return opening;
}

/** The app locks itself when the server holds the session locked and no PIN is at hand. */
export function onServerLock(listener: () => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

export function announceServerLock(): void {
  for (const listener of lockListeners) listener();
}
