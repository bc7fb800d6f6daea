import { describe, expect, it } from 'vitest';
import { accountStatus, isExternalAccountExpired, passwordDaysLeftFor } from './account-status.ts';

const NOW = new Date('2026-03-11T15:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const RULES = { passwordExpiresDays: 90, externalUserVerification: false };

const row = (over: Partial<Parameters<typeof accountStatus>[0]> = {}) => ({
  userType: 'internal' as const,
  passwordChangedOn: daysAgo(85),
  pinModifiedOn: null,
  accountExpiresOn: null,
  ...over,
});

describe('account status', () => {
  it('gives the SPEC §3 login fields', () => {
    expect(accountStatus(row({ pinModifiedOn: daysAgo(2) }), RULES, NOW)).toEqual({
      passwordChangedOn: daysAgo(85).toISOString(),
      passwordExpiresConfigValue: 90,
      passwordChangedSinceInDays: 85,
      isExtUserAccountExpired: false,
      userPinModifiedOn: daysAgo(2).toISOString(),
    });
  });

  it('counts days left: 5, 0 (last day), then negative', () => {
    expect(passwordDaysLeftFor(row(), RULES, NOW)).toBe(5);
    expect(passwordDaysLeftFor(row({ passwordChangedOn: daysAgo(90) }), RULES, NOW)).toBe(0);
    expect(passwordDaysLeftFor(row({ passwordChangedOn: daysAgo(90.9) }), RULES, NOW)).toBe(0);
    expect(passwordDaysLeftFor(row({ passwordChangedOn: daysAgo(91) }), RULES, NOW)).toBe(-1);
    expect(passwordDaysLeftFor(row({ passwordChangedOn: daysAgo(93) }), { passwordExpiresDays: 120 }, NOW)).toBe(27);
  });

  it('an external account expires only with the switch on, and only once its date has passed', () => {
    const external = row({ userType: 'external', accountExpiresOn: daysAgo(1) });
    expect(isExternalAccountExpired(external, RULES, NOW)).toBe(false);
    const on = { ...RULES, externalUserVerification: true };
    expect(isExternalAccountExpired(external, on, NOW)).toBe(true);
    expect(accountStatus(external, on, NOW).isExtUserAccountExpired).toBe(true);
    expect(isExternalAccountExpired(row({ userType: 'external', accountExpiresOn: daysAgo(-1) }), on, NOW)).toBe(false);
    expect(isExternalAccountExpired(row({ userType: 'external' }), on, NOW)).toBe(false);
    // Internal accounts never expire this way.
    expect(isExternalAccountExpired(row({ accountExpiresOn: daysAgo(1) }), on, NOW)).toBe(false);
  });
});
