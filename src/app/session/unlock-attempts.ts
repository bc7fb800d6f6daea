// Wrong PINs on the lock screen, counted across reloads and tabs (localStorage), per user: after
// MAX_UNLOCK_ATTEMPTS only sign-out remains (SPEC §8 'Incorrect PIN, logout to continue').
import { unlockAttemptsLeft } from '../../domain/security/idle';

const KEY = 'emr.unlockFailures';

export function unlockFailures(userId: string): number {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { userId: string; count: number } | null;
    return stored?.userId === userId && Number.isInteger(stored.count) ? stored.count : 0;
  } catch {
    return 0;
  }
}

/** Counts one more wrong PIN; returns the attempts left. */
export function recordUnlockFailure(userId: string): number {
  const count = unlockFailures(userId) + 1;
  localStorage.setItem(KEY, JSON.stringify({ userId, count }));
  return unlockAttemptsLeft(count);
}

export function clearUnlockFailures(): void {
  localStorage.removeItem(KEY);
}
