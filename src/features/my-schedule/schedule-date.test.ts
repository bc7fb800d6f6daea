import { afterEach, describe, expect, it } from 'vitest';
import { addDays, packRangeFor, readScheduleDate, SCHEDULE_DATE_KEY, todayDate, writeScheduleDate } from './schedule-date';

describe('schedule date', () => {
  afterEach(() => sessionStorage.clear());

  it('moves by calendar days across months, years and DST changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it("is today's device date by default", () => {
    expect(todayDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('is kept in session storage (SPEC §4) and ignores a malformed value', () => {
    expect(readScheduleDate()).toBeNull();
    writeScheduleDate('2026-01-07');
    expect(sessionStorage.getItem(SCHEDULE_DATE_KEY)).toBe('2026-01-07');
    expect(readScheduleDate()).toBe('2026-01-07');
    sessionStorage.setItem(SCHEDULE_DATE_KEY, 'next tuesday');
    expect(readScheduleDate()).toBeNull();
  });

  it('downloads yesterday to a week ahead, or a far day on its own', () => {
    expect(packRangeFor('2026-01-05', '2026-01-05')).toEqual({ from: '2026-01-04', to: '2026-01-12' });
    expect(packRangeFor('2026-01-12', '2026-01-05')).toEqual({ from: '2026-01-04', to: '2026-01-12' });
    expect(packRangeFor('2026-01-20', '2026-01-05')).toEqual({ from: '2026-01-20', to: '2026-01-20' });
  });
});
