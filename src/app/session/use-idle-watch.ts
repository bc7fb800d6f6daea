// SPEC §4/§9 idle lock and idle logout. The last activity is kept in localStorage (per user) so
// every tab of the app shares it and a reload (or an app reopened the next morning) still knows
// how long the device has been left alone. Checked every few seconds and when the page becomes
// visible again (a tablet waking from sleep).
import { useEffect, useRef } from 'react';
import { type IdlePolicy, idleAction } from '../../domain/security/idle';

export const ACTIVITY_KEY = 'emr.lastActivity';
const CHECK_EVERY_MS = 5_000;
const WRITE_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

interface StoredActivity {
  userId: string;
  at: number;
}

function readActivity(userId: string): number | null {
  try {
    const stored = JSON.parse(localStorage.getItem(ACTIVITY_KEY) ?? 'null') as StoredActivity | null;
    return stored && stored.userId === userId && typeof stored.at === 'number' ? stored.at : null;
  } catch {
    return null;
  }
}

function writeActivity(userId: string, at: number): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify({ userId, at } satisfies StoredActivity));
  } catch {
    // storage full or blocked: the in-memory time still counts for this tab
  }
}

/** Forgets the last activity (sign-out), so the next sign-in starts a fresh count. */
export function clearActivity(): void {
  localStorage.removeItem(ACTIVITY_KEY);
}

interface IdleWatchOptions {
  userId: string;
  policy: IdlePolicy;
  locked: boolean;
  onLock: () => void;
  onLogout: () => void;
}

export function useIdleWatch({ userId, policy, locked, onLock, onLogout }: IdleWatchOptions): void {
  const latest = useRef({ policy, locked, onLock, onLogout });
  latest.current = { policy, locked, onLock, onLogout };

  useEffect(() => {
    const stored = readActivity(userId);
    let last = stored ?? Date.now();
    let written = 0;
    if (stored === null) {
      writeActivity(userId, last);
      written = last;
    }
    let done = false;

    const check = () => {
      if (done) return;
      // Another tab may have seen activity more recently.
      last = Math.max(last, readActivity(userId) ?? last);
      const action = idleAction(Date.now() - last, latest.current.policy);
      if (action === 'logout') {
        done = true;
        latest.current.onLogout();
      } else if (action === 'lock' && !latest.current.locked) {
        latest.current.onLock();
      }
    };
    const onActivity = () => {
      const now = Date.now();
      last = now;
      if (now - written >= WRITE_EVERY_MS) {
        written = now;
        writeActivity(userId, now);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };

    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);
}
