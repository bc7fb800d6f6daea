import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCalendarDate,
  formatDateTime,
  formatDayLabel,
  formatTime,
  localDayEnd,
  localDayStart,
  maskPhone,
  telHref,
  zoneAbbreviation,
} from './format';

describe('formats of SPEC §9', () => {
  it("writes a time as 'hh:mm a' in the given zone, with a plain space before AM/PM", () => {
    const iso = '2026-01-05T14:30:00.000Z';
    expect(formatTime(iso, 'America/New_York')).toBe('09:30 AM');
    expect(formatTime(iso, 'America/Chicago')).toBe('08:30 AM');
    expect(formatTime(iso, 'Pacific/Honolulu')).toBe('04:30 AM');
    expect(formatTime('2026-07-05T19:05:00.000Z', 'America/Phoenix')).toBe('12:05 PM');
  });

  it("writes a date-time as 'MM/dd/yyyy hh:mm a' in the zone (the day can differ from UTC)", () => {
    expect(formatDateTime('2026-01-06T02:15:00.000Z', 'America/Los_Angeles')).toBe('01/05/2026 06:15 PM');
  });

  it('names the zone', () => {
    expect(zoneAbbreviation('2026-01-05T14:30:00.000Z', 'America/Chicago')).toBe('CST');
  });

  it('writes calendar dates as MM/dd/yyyy without shifting them by a zone', () => {
    expect(formatCalendarDate('1950-03-04')).toBe('03/04/1950');
    expect(formatCalendarDate('2026-12-31T23:00:00Z')).toBe('12/31/2026');
    expect(formatDayLabel('2026-01-05')).toEqual({ weekday: 'Monday', date: '01/05/2026' });
  });

  it('masks a phone as (###) ###-#### and links it for dialling', () => {
    expect(maskPhone('3055551234')).toBe('(305) 555-1234');
    expect(maskPhone('+1 305-555-1234')).toBe('(305) 555-1234');
    expect(maskPhone('12345')).toBe('12345');
    expect(telHref('(305) 555-1234')).toBe('tel:+13055551234');
  });

  it('writes sizes in Bytes/KB/MB/GB', () => {
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.3 GB');
  });
});

describe('a day filter on the device clock', () => {
  it('runs from the first to the last millisecond of the local day', () => {
    const start = new Date(localDayStart('2026-03-08'));
    const end = new Date(localDayEnd('2026-03-08'));
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([8, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([8, 23, 59, 999]);
  });
});
