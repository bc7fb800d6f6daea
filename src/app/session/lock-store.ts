// SPEC §4 screen lock: the locked flag is persisted, so a locked app stays locked on reload
// (and in every tab) until unlocked with the PIN. The flag names the user who locked: another
// user signing in on the device is not greeted by someone else's lock screen.
// The server holds the session locked too (the device reports the lock); when it refuses a
// refresh for that and no PIN is at hand, the app locks here, so the user gives the PIN.
import { useSyncExternalStore } from 'react';
import { forgetServerUnlock, onServerLock } from '../../api/auth-unlock';
import { sessionStore } from '../../api/session-store';
import { dropDeviceKeys } from './use-device-key';

export const LOCK_KEY = 'emr.locked';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LOCK_KEY || event.key === null) emit();
  });
}

const currentUserId = (): string | null => {
  const state = sessionStore.getState();
  return state.status === 'signed-in' ? state.session.user.id : null;
};

export const isLocked = (): boolean => {
  const lockedBy = localStorage.getItem(LOCK_KEY);
  return lockedBy !== null && lockedBy === currentUserId();
};

export function lockScreen(): void {
  const userId = currentUserId();
  if (!userId) return;
  forgetServerUnlock();
  localStorage.setItem(LOCK_KEY, userId);
  emit();
}

onServerLock(() => {
  if (isLocked()) return;
  lockScreen();
  void dropDeviceKeys();
});

export function unlockScreen(): void {
  localStorage.removeItem(LOCK_KEY);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLocked = (): boolean => useSyncExternalStore(subscribe, isLocked, isLocked);
