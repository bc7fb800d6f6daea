// Brute-force limits (DESIGN §5 'login, PIN and verification-code attempts are rate-limited'):
// each key counts failures within a window; reaching the limit locks the key until lockMs has
// passed, and a lock that has ended starts a fresh count. Pure rules: the repository stores the state.
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { MAX_UNLOCK_ATTEMPTS } from '../../../src/domain/security/idle.ts';
import { AppError } from '../../errors.ts';

export interface LockoutPolicy {
  /** Failures within the window that start a lock. */
  max: number;
  windowMs: number;
  lockMs: number;
}

export interface FailureState {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

const MINUTE = 60_000;

/** Sign-in: per account (e-mail) and per client address. */
export const ACCOUNT_POLICY: LockoutPolicy = { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const ADDRESS_POLICY: LockoutPolicy = { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Wrong PINs on the lock screen (the same bound the device counts); the lock also ends the session (its refresh tokens are revoked). */
export const UNLOCK_POLICY: LockoutPolicy = { max: MAX_UNLOCK_ATTEMPTS, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };
/** Wrong verification codes of one user, across codes (each code also allows only 3 attempts). */
export const CODE_POLICY: LockoutPolicy = { max: 9, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };

export const lockKey = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  address: (address: string) => `address:${address}`,
  unlock: (userId: string) => `unlock:${userId}`,
  code: (userId: string) => `code:${userId}`,
};

export const isLocked = (state: FailureState | null | undefined, now: Date): boolean =>
  !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();

/** Failures that still count at `now` (0 once the window or the lock is over). */
export function failuresAt(state: FailureState | null | undefined, now: Date, policy: LockoutPolicy): number {
  if (!state) return 0;
  if (isLocked(state, now)) return state.failures;
  if (state.lockedUntil) return 0;
  return now.getTime() - state.windowStart.getTime() < policy.windowMs ? state.failures : 0;
}

/** Attempts left before the lock (0 when locked). */
export const attemptsLeft = (state: FailureState | null | undefined, now: Date, policy: LockoutPolicy): number =>
  isLocked(state, now) ? 0 : Math.max(0, policy.max - failuresAt(state, now, policy));

/** The state after one more failure; `locked` is true when this failure started the lock. */
export function afterFailure(
  state: FailureState | null | undefined,
  now: Date,
  policy: LockoutPolicy,
): { state: FailureState; locked: boolean } {
  if (isLocked(state, now) && state) return { state: { ...state, failures: state.failures + 1 }, locked: false };
  const counting = failuresAt(state, now, policy);
  const windowStart = counting > 0 && state ? state.windowStart : now;
  const failures = counting + 1;
  const locked = failures >= policy.max;
  return { state: { failures, windowStart, lockedUntil: locked ? new Date(now.getTime() + policy.lockMs) : null }, locked };
}

/** Whole minutes until the lock ends (at least 1). */
export const minutesLeft = (state: FailureState, now: Date): number =>
  Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / MINUTE));

/** The 429 of a locked account or address: 'Too many failed attempts. Please try again in 15 minutes.' */
export function lockedOut(state: FailureState, now: Date): AppError {
  const minutes = minutesLeft(state, now);
  return new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.tooManyAttempts(minutes), { retryAfterSeconds: minutes * 60 });
}

/** The audit detail of a lock that starts: 'account locked for 15 minutes'. */
export const lockDetail = (key: string, policy: LockoutPolicy): string =>
  `${key.split(':')[0]} locked for ${policy.lockMs / 60_000} minutes`;
