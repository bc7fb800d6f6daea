import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_EXPIRES_DAYS,
  daysSince,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY,
  PASSWORD_WARNING_DAYS,
  passwordDaysLeft,
  passwordExpiry,
  passwordExpiryMessage,
  passwordPolicyError,
} from './password';

const GOOD = 'Demo!2026pass';

describe('passwordPolicyError', () => {
  it('accepts a password that keeps the policy', () => {
    expect(passwordPolicyError(GOOD)).toBeNull();
    expect(passwordPolicyError(GOOD, 'clinician@demo.test')).toBeNull();
  });

  it('requires a password', () => {
    expect(passwordPolicyError('')).toBe('This field is required');
  });

  it('wants 12 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordPolicyError('Demo!2026pa')).toBe('Password must have at least 12 characters.');
    expect(passwordPolicyError('Demo!2026pas')).toBeNull();
    expect(passwordPolicyError(`Aa1!${'x'.repeat(124)}`)).toBeNull();
    expect(passwordPolicyError(`Aa1!${'x'.repeat(125)}`)).toBe('Password must have at most 128 characters.');
  });

  it('wants an upper-case and a lower-case letter, a number and a symbol, in that order', () => {
    expect(passwordPolicyError('demo!2026pass')).toBe('Password must contain an upper-case letter.');
    expect(passwordPolicyError('DEMO!2026PASS')).toBe('Password must contain a lower-case letter.');
    expect(passwordPolicyError('Demo!TwentyPass')).toBe('Password must contain a number.');
    expect(passwordPolicyError('Demo2026passes')).toBe('Password must contain a symbol.');
    expect(passwordPolicyError('demo2026passes')).toBe('Password must contain an upper-case letter.');
  });

  it('refuses a password holding the name part of the e-mail address, in any case', () => {
    expect(passwordPolicyError('Clinician!2026', 'clinician@demo.test')).toBe('Password must not contain your e-mail address.');
    expect(passwordPolicyError('my-CLINICIAN-1x', 'clinician@demo.test')).toBe('Password must not contain your e-mail address.');
    // Names under 3 letters would refuse too much.
    expect(passwordPolicyError('Abcdef!2026xy', 'ab@demo.test')).toBeNull();
  });

  it('states the policy on the change-password screen', () => {
    expect(PASSWORD_POLICY[0]).toBe('At least 12 characters');
    expect(PASSWORD_POLICY).toHaveLength(5);
  });
});

describe('NewPasswordSchema', () => {
  it('gives the policy words', () => {
    expect(v.safeParse(NewPasswordSchema, GOOD).success).toBe(true);
    expect(v.safeParse(NewPasswordSchema, 'short').issues?.map((issue) => issue.message)).toEqual([
      'Password must have at least 12 characters.',
    ]);
    expect(v.safeParse(NewPasswordSchema, '').issues?.[0]?.message).toBe('This field is required');
    expect(v.safeParse(NewPasswordSchema, undefined).issues?.[0]?.message).toBe('This field is required');
  });
});

describe('days left', () => {
  it('counts whole days since the change', () => {
    const now = new Date('2026-03-11T12:00:00Z');
    expect(daysSince('2026-03-01T00:00:00Z', now)).toBe(10);
    expect(daysSince(new Date('2026-03-11T00:00:00Z'), now)).toBe(0);
    expect(daysSince('2026-03-10T12:00:01Z', now)).toBe(0);
  });

  it('is the setting less the days since the change', () => {
    expect(DEFAULT_PASSWORD_EXPIRES_DAYS).toBe(90);
    expect(passwordDaysLeft(80, 90)).toBe(10);
    expect(passwordDaysLeft(90, 90)).toBe(0);
    expect(passwordDaysLeft(95, 90)).toBe(-5);
  });
});

describe('passwordExpiry (SPEC §8, §9)', () => {
  it("words the warning 'Your password will expire in N day/days.'", () => {
    expect(passwordExpiryMessage(1)).toBe('Your password will expire in 1 day.');
    expect(passwordExpiryMessage(5)).toBe('Your password will expire in 5 days.');
    expect(passwordExpiryMessage(10)).toBe('Your password will expire in 10 days.');
  });

  it('shows the banner to internal users when 1-10 days remain', () => {
    expect(PASSWORD_WARNING_DAYS).toBe(10);
    expect(passwordExpiry(1, 'internal')).toEqual({ kind: 'warning', days: 1, message: 'Your password will expire in 1 day.' });
    expect(passwordExpiry(5, 'internal')).toEqual({ kind: 'warning', days: 5, message: 'Your password will expire in 5 days.' });
    expect(passwordExpiry(10, 'internal')).toEqual({ kind: 'warning', days: 10, message: 'Your password will expire in 10 days.' });
    expect(passwordExpiry(11, 'internal')).toEqual({ kind: 'ok' });
    expect(passwordExpiry(90, 'internal')).toEqual({ kind: 'ok' });
  });

  it('shows no banner to external users', () => {
    expect(passwordExpiry(1, 'external')).toEqual({ kind: 'ok' });
    expect(passwordExpiry(5, 'external')).toEqual({ kind: 'ok' });
  });

  it('sends everyone to change the password at 0 days', () => {
    expect(passwordExpiry(0, 'internal')).toEqual({ kind: 'change-now' });
    expect(passwordExpiry(0, 'external')).toEqual({ kind: 'change-now' });
  });

  it('is expired once past the last day', () => {
    expect(passwordExpiry(-1, 'internal')).toEqual({ kind: 'expired' });
    expect(passwordExpiry(-30, 'external')).toEqual({ kind: 'expired' });
  });

  it('uses the spec words on the screens around it', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      changeItNow: 'Change it now.',
      expiredTitle: 'Your password has been expired',
      expiredBody: 'Your password has expired. Kindly reset your password to login.',
      wrongPassword: 'Wrong password! Please click change password in the user profile or contact your admin.',
      invalidCode: 'Invalid Code',
      invalidCodeLong: 'Invalid verification code provided, please try again.',
    });
  });
});
