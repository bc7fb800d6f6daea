import { describe, expect, it } from 'vitest';
import { encounterStats, PAY_CALENDAR_START, payPeriodById, payPeriodHistory, payPeriodOf } from './pay-periods';

describe('the pay calendar (SPEC §3 Pay period)', () => {
  it('is two-week periods from its first Monday; a period is named by its first day', () => {
    expect(payPeriodOf(PAY_CALENDAR_START)).toEqual({ id: '2026-01-05', start: '2026-01-05', end: '2026-01-18' });
    expect(payPeriodOf('2026-01-18')).toEqual({ id: '2026-01-05', start: '2026-01-05', end: '2026-01-18' });
    expect(payPeriodOf('2026-01-19').id).toBe('2026-01-19');
    expect(payPeriodOf('2026-11-30')).toEqual({ id: '2026-11-23', start: '2026-11-23', end: '2026-12-06' });
    // Before the calendar's start too.
    expect(payPeriodOf('2026-01-04')).toEqual({ id: '2025-12-22', start: '2025-12-22', end: '2026-01-04' });
  });

  it('knows a period only by a real first day', () => {
    expect(payPeriodById('2026-11-23')?.end).toBe('2026-12-06');
    expect(payPeriodById('2026-11-30')).toBeNull();
    expect(payPeriodById('2026-02-30')).toBeNull();
    expect(payPeriodById('nope')).toBeNull();
  });

  it('lists the periods from the first visit to today, newest first, a page at a time', () => {
    const all = payPeriodHistory('2026-10-20', '2026-11-30', 0, 25);
    expect(all.total).toBe(4);
    expect(all.periods.map((p) => p.id)).toEqual(['2026-11-23', '2026-11-09', '2026-10-26', '2026-10-12']);
    expect(payPeriodHistory('2026-10-20', '2026-11-30', 2, 25).periods.map((p) => p.id)).toEqual(['2026-10-26', '2026-10-12']);
    // No visit yet: the current period only.
    expect(payPeriodHistory(null, '2026-11-30', 0, 25)).toEqual({ total: 1, periods: [payPeriodOf('2026-11-30')] });
  });

  it('counts Start of Care (patient or evaluation), follow-ups and signed visits; never a cancelled one', () => {
    expect(
      encounterStats([
        { type: 'soc-patient', stateText: 'eSigned', status: 'finished' },
        { type: 'soc-evaluation', stateText: 'checkedOut', status: 'finished' },
        { type: 'follow-up', stateText: 'eSigned', status: 'finished' },
        { type: 're-admit', stateText: 'eSigned', status: 'finished' },
        { type: 'follow-up', stateText: null, status: 'cancelled' },
      ]),
    ).toEqual({ soc: 2, followUp: 1, signed: 3 });
  });
});
