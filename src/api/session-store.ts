// The signed-in session of this device (SPEC §4 auth states), kept in localStorage so a
// clinician who opens the PWA offline the next morning is still signed in. Tabs share it: a
// refresh, sign-in or sign-out in one tab reaches the others through the 'storage' event.
// The user's feature flags (SPEC §7 GET /api/featureFlags) are kept beside it, so the app opens
// offline with the same menu and features, and go with it.
import * as v from 'valibot';
import type { SessionUser } from '../domain/access';
import type { FeatureFlags } from '../domain/feature-flags';
import { FeatureFlagsSchema } from './config-schema';
import { type StoredSession, StoredSessionSchema } from './session-schema';

export const SESSION_KEY = 'emr.session';
export const SESSION_FLAGS_KEY = 'emr.session.flags';
/**
 * Set at every sign-in and never cleared, not by sign-out nor by an expired session: it says only
 * that someone has signed in on this device (no user, no secret), so an offline start after a
 * sign-out opens the sign-in page, not the first-time message (SPEC §8; DESIGN §4).
 */
export const SIGNED_IN_HERE_KEY = 'emr.boot.signedIn';

const KeptFlagsSchema = v.object({ userId: v.string(), flags: FeatureFlagsSchema });

export type SessionState =
  | { status: 'signed-in'; session: StoredSession }
  | { status: 'signed-out' }
  /** The refresh token was refused: the user must sign in again (their device data is kept). */
  | { status: 'expired' };

type Listener = () => void;

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSessionSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function createSessionStore() {
  const listeners = new Set<Listener>();
  let state: SessionState = { status: 'signed-out' };
  let loaded = false;

  /** Re-reads storage; replaces the state (and returns true) only when it changed. */
  const load = (): boolean => {
    const session = read();
    loaded = true;
    const before = state.status === 'signed-in' ? state.session : null;
    if (session && before && JSON.stringify(session) === JSON.stringify(before)) return false;
    if (!session && !before) return false;
    state = session ? { status: 'signed-in', session } : { status: 'signed-out' };
    return true;
  };
  const emit = () => {
    for (const l of listeners) l();
  };
  const ensure = () => {
    if (!loaded) load();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      if (load()) emit();
    });
  }

  return {
    getState(): SessionState {
      ensure();
      return state;
    },
    /** The current session, re-read from storage (another tab may have rotated the tokens). */
    current(): StoredSession | null {
      if (load()) emit();
      return state.status === 'signed-in' ? state.session : null;
    },
    user(): SessionUser | null {
      return this.current()?.user ?? null;
    },
    save(session: StoredSession) {
      localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      localStorage.setItem(SIGNED_IN_HERE_KEY, '1');
      state = { status: 'signed-in', session };
      loaded = true;
      emit();
    },
    /**
     * Changes the stored session (e.g. the user's hasPin after creating a PIN, the account
     * status after a password change); does nothing when signed out.
     */
    update(change: (session: StoredSession) => StoredSession) {
      const session = this.current();
      if (session) this.save(change(session));
    },
    /** Whether anyone has signed in on this device: a session now, or the mark of an earlier one. */
    signedInHere(): boolean {
      if (this.current()) return true;
      try {
        return localStorage.getItem(SIGNED_IN_HERE_KEY) !== null;
      } catch {
        return false;
      }
    },
    /** The flags last fetched for `userId` on this device, or null. */
    flags(userId: string): FeatureFlags | null {
      try {
        const raw = localStorage.getItem(SESSION_FLAGS_KEY);
        const parsed = raw ? v.safeParse(KeptFlagsSchema, JSON.parse(raw)) : null;
        return parsed?.success && parsed.output.userId === userId ? parsed.output.flags : null;
      } catch {
        return null;
      }
    },
    /** Keeps the flags just fetched for the signed-in `userId` (ignored once signed out or switched). */
    saveFlags(userId: string, flags: FeatureFlags) {
      if (this.current()?.user.id !== userId) return;
      try {
        localStorage.setItem(SESSION_FLAGS_KEY, JSON.stringify({ userId, flags }));
      } catch {
        // storage full or unavailable: offline the app starts without flags (SPEC §7)
      }
    },
    clear(status: 'signed-out' | 'expired' = 'signed-out') {
      localStorage.removeItem(SESSION_KEY);
      localStorage.removeItem(SESSION_FLAGS_KEY);
      state = { status };
      loaded = true;
      emit();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
export const sessionStore: SessionStore = createSessionStore();
