// Sign-in, token refresh and sign-out calls (SPEC §7), and the one function every other call
// uses to get a usable access token.
// Refresh tokens rotate (each is single use, and a reused one revokes the whole family), so a
// refresh runs once at a time across every tab: single flight in this tab, a Web Lock across
// tabs, and the stored session is re-read inside the lock in case another tab already rotated.
// A session the device has locked is refused by the server (403) until it is given the PIN
// (auth-unlock.ts): the held PIN is given then, or the app locks so that the user gives it.
import * as v from 'valibot';
import { MESSAGES } from '../domain/messages';
import { needsRefresh } from '../domain/token-refresh';
import { announceServerLock, openLockedSession, unlockOnServer } from './auth-unlock';
import { ApiError, REQUEST_TIMEOUT_MS, send, sendJson } from './http';
import { type StoredSession, TokenResponseSchema, toStoredSession } from './session-schema';
import { sessionStore } from './session-store';

const parseTokens = (body: unknown): StoredSession => {
  const parsed = v.safeParse(TokenResponseSchema, body);
  if (!parsed.success) throw new ApiError(502, 'BAD_RESPONSE', 'Something went wrong');
  return toStoredSession(parsed.output);
};

/** POST /api/auth/sign-in; stores the session on success. Errors keep the server's words. */
export async function signIn(input: { email: string; password: string }): Promise<StoredSession> {
  const body = await sendJson<unknown>('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const session = parseTokens(body);
  sessionStore.save(session);
  return session;
}

/** Single sign-on begins with a full-page navigation here; the server sends the browser on to the identity provider. */
export const SSO_START_PATH = '/api/auth/sso/start';

/** Where the user wanted to go, kept in this tab while they are away at the identity provider. */
const SSO_REDIRECT_KEY = 'emr.sso.redirect';

export function rememberSsoRedirect(redirect: string | undefined): void {
  try {
    if (redirect) sessionStorage.setItem(SSO_REDIRECT_KEY, redirect);
    else sessionStorage.removeItem(SSO_REDIRECT_KEY);
  } catch {
    // storage unavailable: the user lands on their start page instead
  }
}

export function takeSsoRedirect(): string | undefined {
  try {
    const redirect = sessionStorage.getItem(SSO_REDIRECT_KEY) ?? undefined;
    sessionStorage.removeItem(SSO_REDIRECT_KEY);
    return redirect;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/auth/sso/callback with the identity provider's answer (the /authenticate query:
 * code, state, iss, or error). The server answers like a password sign-in: the session is
 * stored and from then on refreshes through GET /refreshToken like any other.
 */
export async function completeSsoSignIn(params: Readonly<Record<string, string>>): Promise<StoredSession> {
  const body = await sendJson<unknown>('/api/auth/sso/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const session = parseTokens(body);
  sessionStore.save(session);
  return session;
}

/** POST /api/auth/sign-out: revokes the refresh token on the server. Best effort (offline). */
export async function revokeSession(session: StoredSession | null): Promise<void> {
  if (!session) return;
  try {
    await send('/api/auth/sign-out', {
      method: 'POST',
      headers: { refreshToken: session.refreshToken },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    // offline or server down: the token expires on its own; signing out locally still proceeds
  }
}

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('emr-token-refresh', run);
  return run();
}

let inflight: Promise<StoredSession | null> | null = null;

/**
 * GET /refreshToken. `failedToken` is the access token a server just refused: if the stored
 * one differs, another tab already refreshed and that one is used.
 */
function refresh(failedToken?: string): Promise<StoredSession | null> {
  inflight ??= withRefreshLock(async () => {
    const session = sessionStore.current();
    if (!session) return null;
    const stillFresh = failedToken ? session.accessToken !== failedToken : !needsRefresh(session.expiresAt, session.lifetimeMs, Date.now());
    if (stillFresh) return session;
    const ask = () =>
      sendJson<unknown>('/refreshToken', {
        headers: { refreshToken: session.refreshToken },
        cache: 'no-store',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    const locked = (error: unknown) => error instanceof ApiError && error.status === 403;
    try {
      let body: unknown;
      try {
        body = await ask();
      } catch (error) {
        // 403: the server holds the session locked (SPEC §4). Given the PIN it opens (one more
        // try); without one, or still locked, the app locks so that the user gives it.
        if (!locked(error)) throw error;
        const opened = await openLockedSession(session);
        body = opened ? await ask().catch((again: unknown) => (locked(again) ? null : Promise.reject(again))) : null;
        if (body === null) {
          announceServerLock();
          return session;
        }
      }
      const next = parseTokens(body);
      // Compare-and-set: if the user signed out (or someone else signed in) while this refresh
      // was in flight, its answer must not bring the old session back.
      const now = sessionStore.current();
      if (now?.refreshToken !== session.refreshToken) return now;
      sessionStore.save(next);
      return next;
    } catch (error) {
      // 401: the refresh token is gone (expired, revoked, reused) → the user must sign in again.
      if (error instanceof ApiError && error.status === 401) {
        if (sessionStore.current()?.refreshToken === session.refreshToken) sessionStore.clear('expired');
        return null;
      }
      // Offline, a server hiccup, or still locked: keep the session; the call itself reports what happened.
      return session;
    }
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** The session with an access token that is not about to expire (refreshed first when needed). */
export async function freshSession(): Promise<StoredSession | null> {
  const session = sessionStore.current();
  if (!session) return null;
  if (!needsRefresh(session.expiresAt, session.lifetimeMs, Date.now())) return session;
  return refresh();
}

/** After a 401 from an API: refresh once (unless another tab did) and return the new session. */
export const refreshAfterRejection = (rejectedAccessToken: string): Promise<StoredSession | null> => refresh(rejectedAccessToken);

/** Authorization headers for the API (SPEC §7: bearer access token plus the id token). */
export const authHeaders = (session: StoredSession): Record<string, string> => ({
  authorization: `Bearer ${session.accessToken}`,
  'id-token': session.idToken,
});

/**
 * POST /api/auth/unlock: 204 (the session is open on the server too), or 403 'Incorrect PIN,
 * logout to continue'. No refresh first: a locked session cannot refresh until this succeeds.
 */
export async function unlockWithPin(pin: string): Promise<void> {
  const session = sessionStore.current();
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', MESSAGES.sessionExpired);
  await unlockOnServer(session, pin);
}
