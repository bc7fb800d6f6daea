import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, afterFailure, attemptsLeft, type FailureState, failuresAt, isLocked, lockKey, minutesLeft } from './lockout.ts';

const T0 = new Date('2026-03-11T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** `n` failures one minute apart from T0. */
function fail(n: number, start: FailureState | null = null, from = 0): FailureState | null {
  let state = start;
  for (let i = 0; i < n; i++) state = afterFailure(state, at(from + i), ACCOUNT_POLICY).state;
  return state;
}

describe('lockout', () => {
  it('counts failures within the window and locks at the 5th, for 15 minutes from it', () => {
    const four = fail(4);
    expect(four).toMatchObject({ failures: 4, windowStart: T0, lockedUntil: null });
    expect(attemptsLeft(four, at(4), ACCOUNT_POLICY)).toBe(1);
    const fifth = afterFailure(four, at(4), ACCOUNT_POLICY);
    expect(fifth.locked).toBe(true);
    expect(fifth.state.lockedUntil).toEqual(at(19));
    expect(isLocked(fifth.state, at(18.99))).toBe(true);
    expect(attemptsLeft(fifth.state, at(10), ACCOUNT_POLICY)).toBe(0);
    expect(minutesLeft(fifth.state, at(4))).toBe(15);
    expect(minutesLeft(fifth.state, at(18.5))).toBe(1);
  });

  it('a failure while locked does not extend the lock or start another', () => {
    const locked = fail(5);
    const again = afterFailure(locked, at(6), ACCOUNT_POLICY);
    expect(again.locked).toBe(false);
    expect(again.state.lockedUntil).toEqual(locked?.lockedUntil);
  });

  it('the lock ends after its time and the count starts again', () => {
    const locked = fail(5);
    expect(isLocked(locked, at(19))).toBe(false);
    expect(failuresAt(locked, at(19), ACCOUNT_POLICY)).toBe(0);
    const next = afterFailure(locked, at(20), ACCOUNT_POLICY);
    expect(next).toEqual({ state: { failures: 1, windowStart: at(20), lockedUntil: null }, locked: false });
  });

  it('failures older than the window no longer count', () => {
    const three = fail(3);
    expect(failuresAt(three, at(14), ACCOUNT_POLICY)).toBe(3);
    expect(failuresAt(three, at(15), ACCOUNT_POLICY)).toBe(0);
    expect(afterFailure(three, at(16), ACCOUNT_POLICY).state).toEqual({ failures: 1, windowStart: at(16), lockedUntil: null });
  });

  it('keys the account by its lower-cased e-mail', () => {
    expect(lockKey.account('  Admin@Demo.Test ')).toBe('account:admin@demo.test');
    expect(lockKey.address('203.0.113.9')).toBe('address:203.0.113.9');
  });
});
