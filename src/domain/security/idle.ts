// SPEC §4/§9 idle rules: after IdleLockDelay without activity the screen locks (only when the
// PIN is on and the user has one); after IdleLogoutDelay the user is signed out, locked or not.

export type IdleAction = 'none' | 'lock' | 'logout';

export interface IdlePolicy {
  lockDelayMs: number;
  logoutDelayMs: number;
  /** EnableUserPin is 'true' and the user has a PIN. */
  canLock: boolean;
}

/** What `idleMs` of inactivity calls for. Logout wins over lock. A delay of 0 or less is off. */
export function idleAction(idleMs: number, policy: IdlePolicy): IdleAction {
  if (policy.logoutDelayMs > 0 && idleMs >= policy.logoutDelayMs) return 'logout';
  if (policy.canLock && policy.lockDelayMs > 0 && idleMs >= policy.lockDelayMs) return 'lock';
  return 'none';
}

/** Wrong PINs the lock screen accepts before only sign-out remains. */
export const MAX_UNLOCK_ATTEMPTS = 5;

/** Attempts left after `failures` wrong PINs (never below 0). */
export const unlockAttemptsLeft = (failures: number): number => Math.max(0, MAX_UNLOCK_ATTEMPTS - failures);
