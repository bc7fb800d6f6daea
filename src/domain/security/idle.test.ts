import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_LOCK_DELAY, DEFAULT_IDLE_LOGOUT_DELAY } from '../settings';
import { idleAction, MAX_UNLOCK_ATTEMPTS, unlockAttemptsLeft } from './idle';

const policy = { lockDelayMs: DEFAULT_IDLE_LOCK_DELAY, logoutDelayMs: DEFAULT_IDLE_LOGOUT_DELAY, canLock: true };

describe('idleAction', () => {
  it('does nothing before the lock delay', () => {
    expect(idleAction(0, policy)).toBe('none');
    expect(idleAction(599_999, policy)).toBe('none');
  });

  it('locks at 10 minutes (SPEC §9 default 600,000 ms)', () => {
    expect(idleAction(600_000, policy)).toBe('lock');
    expect(idleAction(5_399_999, policy)).toBe('lock');
  });

  it('signs out at 90 minutes (default 5,400,000 ms), locked or not', () => {
    expect(idleAction(5_400_000, policy)).toBe('logout');
    expect(idleAction(5_400_000, { ...policy, canLock: false })).toBe('logout');
  });

  it('never locks when the PIN is off or the user has none', () => {
    expect(idleAction(600_000, { ...policy, canLock: false })).toBe('none');
  });

  it('treats a delay of 0 as off', () => {
    expect(idleAction(10_000_000, { lockDelayMs: 0, logoutDelayMs: 0, canLock: true })).toBe('none');
    expect(idleAction(10_000_000, { ...policy, logoutDelayMs: 0 })).toBe('lock');
  });
});

describe('unlock attempts', () => {
  it('counts down to zero and stays there', () => {
    expect(unlockAttemptsLeft(0)).toBe(MAX_UNLOCK_ATTEMPTS);
    expect(unlockAttemptsLeft(MAX_UNLOCK_ATTEMPTS - 1)).toBe(1);
    expect(unlockAttemptsLeft(MAX_UNLOCK_ATTEMPTS)).toBe(0);
    expect(unlockAttemptsLeft(99)).toBe(0);
  });
});
