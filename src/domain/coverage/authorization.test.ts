import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_MESSAGES, type authorizationCovers, hasActiveAuthorization, visitsLeft } from './authorization';

const auth = (over: Partial<Parameters<typeof authorizationCovers>[0]> = {}) => ({
  status: 'active',
  periodStart: '2026-03-01',
  periodEnd: '2026-05-31',
  ...over,
});

describe('hasActiveAuthorization (SPEC §8 the encounter check)', () => {
  it('an active authorization covers each day of its period, both ends included', () => {
    expect(hasActiveAuthorization([auth()], '2026-03-01')).toBe(true);
    expect(hasActiveAuthorization([auth()], '2026-05-31')).toBe(true);
    expect(hasActiveAuthorization([auth()], '2026-04-15T13:00:00.000Z')).toBe(true);
    expect(hasActiveAuthorization([auth()], '2026-02-28')).toBe(false);
    expect(hasActiveAuthorization([auth()], '2026-06-01')).toBe(false);
  });

  it('pending, denied and cancelled authorizations cover nothing', () => {
    for (const status of ['pending', 'denied', 'cancelled'])
      expect(hasActiveAuthorization([auth({ status })], '2026-04-01'), status).toBe(false);
  });

  it('an open end runs on; no start means from the beginning', () => {
    expect(hasActiveAuthorization([auth({ periodEnd: null })], '2030-01-01')).toBe(true);
    expect(hasActiveAuthorization([auth({ periodStart: null })], '2020-01-01')).toBe(true);
  });

  it('when the payer counts visits, none left covers nothing', () => {
    expect(visitsLeft({ visitsAllowed: 6, visitsUsed: 4 })).toBe(2);
    expect(visitsLeft({ visitsAllowed: 6, visitsUsed: 9 })).toBe(0);
    expect(visitsLeft({})).toBeNull();
    expect(hasActiveAuthorization([auth({ visitsAllowed: 6, visitsUsed: 6 })], '2026-04-01')).toBe(false);
    expect(hasActiveAuthorization([auth({ visitsAllowed: 6, visitsUsed: 5 })], '2026-04-01')).toBe(true);
    expect(hasActiveAuthorization([auth({ visitsAllowed: 6 })], '2026-04-01')).toBe(true);
  });

  it('any one of several is enough; none at all is not; a bad date is not', () => {
    expect(hasActiveAuthorization([auth({ status: 'denied' }), auth({ periodStart: '2026-04-01' })], '2026-04-02')).toBe(true);
    expect(hasActiveAuthorization([], '2026-04-02')).toBe(false);
    expect(hasActiveAuthorization([auth()], '')).toBe(false);
  });

  it("keeps SPEC §8's words", () => {
    expect(AUTHORIZATION_MESSAGES.notAttached).toBe('An active authorization has not been attached to this encounter.');
    expect(AUTHORIZATION_MESSAGES.noneForPatient).toBe('No authorization attached for this patient');
  });
});
