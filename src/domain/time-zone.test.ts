import { describe, expect, it } from 'vitest';
import { SUPPORTED_STATES, timeZoneForState } from './time-zone';

describe('timeZoneForState (SPEC §9)', () => {
  const EXPECTED = {
    AZ: 'America/Phoenix',
    CA: 'America/Los_Angeles',
    NV: 'America/Los_Angeles',
    FL: 'America/New_York',
    NJ: 'America/New_York',
    OH: 'America/New_York',
    PR: 'America/Puerto_Rico',
    TX: 'America/Chicago',
    UT: 'America/Denver',
    HI: 'Pacific/Honolulu',
  };

  it.each(Object.entries(EXPECTED))('%s → %s', (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone);
  });

  it('covers every supported state', () => {
    expect([...SUPPORTED_STATES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('every zone is a real IANA zone', () => {
    for (const state of SUPPORTED_STATES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: timeZoneForState(state) })).not.toThrow();
    }
  });

  it.each([[null], [undefined], [''], ['NY'], ['ZZ']])('defaults to America/New_York for %j', (state) => {
    expect(timeZoneForState(state)).toBe('America/New_York');
  });

  // BUG (src/domain/time-zone.ts:20): `ZONES[state as SupportedState]` reads the prototype, so a
  // state such as 'constructor' or 'toString' returns a function instead of the default zone.
  it.each([['constructor'], ['toString'], ['__proto__']])('defaults to America/New_York for the odd state %j', (state) => {
    expect(timeZoneForState(state)).toBe('America/New_York');
  });
});
