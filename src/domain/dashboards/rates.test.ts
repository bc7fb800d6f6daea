import { describe, expect, it } from 'vitest';
import { cancelledRate, missedRate, percentText, rate, scheduledOf, signedInTime, signedRate } from './rates';
import { outcomeOf } from './visit-outcome';

describe('dashboard rates (SPEC §2 /admin-dashboard)', () => {
  const counts = { made: 6, missed: 1, cancelled: 2, open: 1 };

  it('missed and cancelled are shares of every counted visit', () => {
    expect(scheduledOf(counts)).toBe(10);
    expect(missedRate(counts)).toBe(0.1);
    expect(cancelledRate(counts)).toBe(0.2);
  });

  it('nothing to divide is no rate, shown as a dash, never 0 %', () => {
    expect(rate(0, 0)).toBeNull();
    expect(missedRate({ made: 0, missed: 0, cancelled: 0, open: 0 })).toBeNull();
    expect(percentText(null)).toBe('–');
    expect(percentText(0.125)).toBe('12.5 %');
    expect(percentText(1)).toBe('100.0 %');
    expect(signedRate({ documented: 4, signedWithin24h: 3 })).toBe(0.75);
  });

  it("signed within 24 h counts from the visit's start, 24 h included", () => {
    expect(signedInTime({ start: '2026-03-01T10:00:00Z', signedAt: '2026-03-02T10:00:00Z' })).toBe(true);
    expect(signedInTime({ start: '2026-03-01T10:00:00Z', signedAt: '2026-03-02T10:00:01Z' })).toBe(false);
    expect(signedInTime({ start: '2026-03-01T10:00:00Z', signedAt: null })).toBe(false);
  });

  it('outcomes: made once checked in, missed, cancelled, open; a rescheduled visit is not counted', () => {
    expect(outcomeOf('signed')).toBe('made');
    expect(outcomeOf('checked-in')).toBe('made');
    expect(outcomeOf('noshow')).toBe('missed');
    expect(outcomeOf('cancelled')).toBe('cancelled');
    expect(outcomeOf('booked')).toBe('open');
    expect(outcomeOf('waitlist')).toBeNull();
  });
});
