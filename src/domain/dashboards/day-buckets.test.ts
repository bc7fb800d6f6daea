import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DashboardFilterInput, defaultRange } from './dashboard-filter';
import { coarseWindow, daysOf, fillDays, localDay, spanDays, ZONE_BY_STATE } from './day-buckets';
import { ageText, isStale } from './device-sync';

dayjs.extend(utc);
dayjs.extend(timezone);

describe("visits per day on the clinician's day (SPEC §9 time zone by state)", () => {
  it('a late visit in Phoenix is on its Phoenix day, the next UTC day', () => {
    expect(localDay('2026-03-02T06:30:00Z', 'America/Phoenix')).toBe('2026-03-01');
    expect(localDay('2026-03-02T06:30:00Z', 'America/New_York')).toBe('2026-03-02');
    expect(localDay('2026-03-02T09:30:00Z', 'Pacific/Honolulu')).toBe('2026-03-01');
  });

  it('the days of a range, zero days filled, across a month end', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(spanDays('2026-01-01', '2026-12-31')).toBe(365);
    const filled = fillDays('2026-03-01', '2026-03-03', new Map([['2026-03-02', 4]]), () => 0);
    expect(filled).toEqual([
      { day: '2026-03-01', value: 0 },
      { day: '2026-03-02', value: 4 },
      { day: '2026-03-03', value: 0 },
    ]);
  });

  it('the coarse window holds the first and the last instant of the day in every supported zone', () => {
    const w = coarseWindow('2026-03-08', '2026-03-08'); // a DST change in the US zones
    for (const [, zone] of ZONE_BY_STATE) {
      const first = dayjs.tz('2026-03-08 00:00', zone).toDate();
      const last = dayjs.tz('2026-03-08 23:59:59', zone).toDate();
      expect(localDay(first, zone)).toBe('2026-03-08');
      expect(localDay(last, zone)).toBe('2026-03-08');
      expect(first.getTime()).toBeGreaterThanOrEqual(w.from.getTime());
      expect(last.getTime()).toBeLessThan(w.to.getTime());
    }
  });
});

describe('the dashboard filter', () => {
  const parse = (input: unknown) => v.safeParse(DashboardFilterInput, input);

  it('takes a range of days, a market and a clinician', () => {
    expect(parse({ from: '2026-03-01', to: '2026-03-31', market: 'FL', practitionerId: null }).success).toBe(true);
    expect(defaultRange('2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('refuses reversed, over-long and impossible ranges, and unknown markets, naming the field', () => {
    const reversed = parse({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.issues?.[0]?.message).toBe('Invalid date range');
    expect(v.getDotPath(reversed.issues?.[0] as v.BaseIssue<unknown>)).toBe('to');
    expect(parse({ from: '2025-01-01', to: '2026-03-01' }).success).toBe(false);
    expect(parse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(parse({ from: '2026-03-01', to: '2026-03-01', market: 'ZZ' }).success).toBe(false);
  });
});

describe('devices out of sync for a day', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  it('is stale after 24 h since it last had nothing waiting, or since first heard of', () => {
    expect(isStale({ lastSyncedAt: '2026-03-01T11:59:00Z', firstReportedAt: '2026-02-01T00:00:00Z' }, now)).toBe(true);
    expect(isStale({ lastSyncedAt: '2026-03-01T12:30:00Z', firstReportedAt: '2026-02-01T00:00:00Z' }, now)).toBe(false);
    expect(isStale({ lastSyncedAt: null, firstReportedAt: '2026-03-02T10:00:00Z' }, now)).toBe(false);
    expect(ageText(50 * 3_600_000)).toBe('2 d 2 h');
    expect(ageText(10 * 60_000)).toBe('under 1 h');
  });
});
