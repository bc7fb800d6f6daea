import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneForState } from '../time-zone';
import {
  addDays,
  dayIndexOf,
  exceptionInterval,
  freeIntervals,
  isWithinAvailability,
  localToUtc,
  utcToLocal,
  utcToWeekSlot,
  weekSlotsToUtc,
} from './local-time';
import type { Availability, DayIndex, ExceptionSlot, SlotStatus, WeeklySlot } from './slot';

const NEW_YORK = timeZoneForState('NJ');

const slot = (id: string, dayIndex: DayIndex, startTime: string, endTime: string, extra: Partial<WeeklySlot> = {}): WeeklySlot => ({
  id,
  dayIndex,
  order: 0,
  enabled: true,
  startTime,
  endTime,
  durationMinutes: 0,
  status: 'free',
  ...extra,
});

const exception = (
  id: string,
  status: SlotStatus,
  dates: Pick<ExceptionSlot, 'startDate' | 'endDate'> & Partial<ExceptionSlot>,
): ExceptionSlot => ({
  id,
  status,
  ...dates,
});

const availability = (extra: Partial<Availability> = {}): Availability => ({
  clinicianId: 'pr-1',
  timeZone: NEW_YORK,
  alwaysAvailable: false,
  slots: [1, 2, 3, 4, 5].map((d) => slot(`s-${d}`, d as DayIndex, '08:00', '17:00')),
  exceptions: [],
  ...extra,
});

describe('calendar dates', () => {
  it('moves dates across months and years, and knows their weekday', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayIndexOf('2026-11-01')).toBe(0);
    expect(dayIndexOf('2026-11-02')).toBe(1);
    expect(dayIndexOf('2026-11-07')).toBe(6);
  });

  it('reads a local time in the zone and back', () => {
    expect(localToUtc('2026-01-05', '08:00', NEW_YORK)).toBe('2026-01-05T13:00:00.000Z');
    expect(localToUtc('2026-07-06', '08:00', NEW_YORK)).toBe('2026-07-06T12:00:00.000Z');
    expect(localToUtc('2026-07-06', '08:00', timeZoneForState('CA'))).toBe('2026-07-06T15:00:00.000Z');
    expect(utcToLocal('2026-07-07T02:30:00.000Z', NEW_YORK)).toEqual({ date: '2026-07-06', time: '22:30', dayIndex: 1 });
  });
});

describe('weekSlotsToUtc (SPEC §9 time zone by state, stored in UTC)', () => {
  const monday = [slot('mon', 1, '08:00', '12:00')];

  it('keeps the local hours across the daylight-saving change: Monday 08:00 is 12:00Z before it, 13:00Z after', () => {
    expect(weekSlotsToUtc(monday, NEW_YORK, '2026-10-25')).toEqual([
      { slotId: 'mon', date: '2026-10-26', status: 'free', start: '2026-10-26T12:00:00.000Z', end: '2026-10-26T16:00:00.000Z' },
    ]);
    expect(weekSlotsToUtc(monday, NEW_YORK, '2026-11-01')).toEqual([
      { slotId: 'mon', date: '2026-11-02', status: 'free', start: '2026-11-02T13:00:00.000Z', end: '2026-11-02T17:00:00.000Z' },
    ]);
  });

  it('within one week that crosses the change, Friday 08:00 is 12:00Z and the next Monday 08:00 is 13:00Z', () => {
    const week = weekSlotsToUtc([slot('fri', 5, '08:00', '09:00'), ...monday], NEW_YORK, '2026-10-29');
    expect(week.map((s) => [s.date, s.start])).toEqual([
      ['2026-10-30', '2026-10-30T12:00:00.000Z'],
      ['2026-11-02', '2026-11-02T13:00:00.000Z'],
    ]);
  });

  it('a slot on the day of the change itself (Sunday 2026-11-01) keeps its hours on either side of 02:00', () => {
    const week = weekSlotsToUtc([slot('early', 0, '00:30', '01:00'), slot('late', 0, '08:00', '09:00')], NEW_YORK, '2026-11-01');
    expect(week.map((s) => s.start)).toEqual(['2026-11-01T04:30:00.000Z', '2026-11-01T13:00:00.000Z']);
  });

  it('a zone without daylight saving (Arizona) stays put', () => {
    const phoenix = timeZoneForState('AZ');
    expect(weekSlotsToUtc(monday, phoenix, '2026-10-25')[0]?.start).toBe('2026-10-26T15:00:00.000Z');
    expect(weekSlotsToUtc(monday, phoenix, '2026-11-01')[0]?.start).toBe('2026-11-02T15:00:00.000Z');
  });

  it('leaves out disabled, deleted and invalid slots, and sorts by start', () => {
    const slots = [
      slot('wed', 3, '09:00', '10:00'),
      slot('tue-off', 2, '09:00', '10:00', { enabled: false }),
      slot('tue-gone', 2, '09:00', '10:00', { deleted: true }),
      slot('tue-bad', 2, '10:00', '09:00'),
      slot('mon', 1, '13:00', '14:00'),
      slot('mon-early', 1, '07:00', '08:00'),
    ];
    expect(weekSlotsToUtc(slots, NEW_YORK, '2026-01-04').map((s) => s.slotId)).toEqual(['mon-early', 'mon', 'wed']);
  });

  it('never gives an interval that ends before it starts, even in the spring-forward gap', () => {
    const gap = [slot('a', 0, '02:00', '02:30'), slot('b', 0, '02:30', '03:00'), slot('c', 0, '01:30', '03:30')];
    for (const s of weekSlotsToUtc(gap, NEW_YORK, '2026-03-08')) expect(Date.parse(s.end)).toBeGreaterThan(Date.parse(s.start));
  });

  it('goes back from UTC to the local day and times', () => {
    for (const s of weekSlotsToUtc([slot('fri', 5, '08:00', '09:00'), ...monday], NEW_YORK, '2026-10-29')) {
      const back = utcToWeekSlot(s, NEW_YORK);
      expect(back).toEqual(
        s.slotId === 'fri'
          ? { dayIndex: 5, date: '2026-10-30', startTime: '08:00', endTime: '09:00' }
          : { dayIndex: 1, date: '2026-11-02', startTime: '08:00', endTime: '12:00' },
      );
    }
    expect(utcToWeekSlot({ start: '2026-07-07T02:00:00.000Z', end: '2026-07-07T05:00:00.000Z' }, NEW_YORK)).toBeNull();
  });
});

describe('exceptionInterval', () => {
  it('runs from the start date and time to the end date and time, or over whole days', () => {
    expect(
      exceptionInterval(
        exception('e', 'busy', { startDate: '2026-07-06', endDate: '2026-07-06', startTime: '12:00', endTime: '13:00' }),
        NEW_YORK,
      ),
    ).toEqual({
      start: Date.parse('2026-07-06T16:00:00Z'),
      end: Date.parse('2026-07-06T17:00:00Z'),
    });
    expect(exceptionInterval(exception('e', 'busy', { startDate: '2026-07-06', endDate: '2026-07-07' }), NEW_YORK)).toEqual({
      start: Date.parse('2026-07-06T04:00:00Z'),
      end: Date.parse('2026-07-08T04:00:00Z'),
    });
    expect(exceptionInterval(exception('e', 'busy', { startDate: '2026-07-07', endDate: '2026-07-06' }), NEW_YORK)).toBeNull();
    expect(exceptionInterval(exception('e', 'busy', { startDate: 'soon', endDate: '2026-07-06' }), NEW_YORK)).toBeNull();
  });
});

describe('freeIntervals (what the scheduling service books inside)', () => {
  const monTue = (av: Availability) => freeIntervals(av, '2026-07-06', '2026-07-07');

  it('is the free weekly slots of each date in the range, in UTC', () => {
    expect(monTue(availability())).toEqual([
      { start: '2026-07-06T12:00:00.000Z', end: '2026-07-06T21:00:00.000Z' },
      { start: '2026-07-07T12:00:00.000Z', end: '2026-07-07T21:00:00.000Z' },
    ]);
    expect(freeIntervals(availability(), '2026-07-11', '2026-07-12')).toEqual([]);
  });

  it('a busy exception takes its hours away', () => {
    const lunch = exception('e', 'busy', { startDate: '2026-07-06', endDate: '2026-07-06', startTime: '12:00', endTime: '13:00' });
    expect(monTue(availability({ exceptions: [lunch] }))[0]).toEqual({
      start: '2026-07-06T12:00:00.000Z',
      end: '2026-07-06T16:00:00.000Z',
    });
    expect(monTue(availability({ exceptions: [lunch] }))[1]).toEqual({
      start: '2026-07-06T17:00:00.000Z',
      end: '2026-07-06T21:00:00.000Z',
    });
  });

  it('a whole-day busy exception takes the day away; one over several days takes them all', () => {
    const monday = exception('e', 'busy', { startDate: '2026-07-06', endDate: '2026-07-06' });
    expect(monTue(availability({ exceptions: [monday] }))).toEqual([
      { start: '2026-07-07T12:00:00.000Z', end: '2026-07-07T21:00:00.000Z' },
    ]);
    const week = exception('e', 'busy', { startDate: '2026-07-05', endDate: '2026-07-11' });
    expect(monTue(availability({ exceptions: [week] }))).toEqual([]);
  });

  it('a free exception adds time (a Saturday), and busy wins where both are', () => {
    const saturday = exception('f', 'free', { startDate: '2026-07-11', endDate: '2026-07-11', startTime: '09:00', endTime: '12:00' });
    const busy = exception('b', 'busy', { startDate: '2026-07-11', endDate: '2026-07-11', startTime: '11:00', endTime: '15:00' });
    expect(freeIntervals(availability({ exceptions: [saturday, busy] }), '2026-07-11', '2026-07-11')).toEqual([
      { start: '2026-07-11T13:00:00.000Z', end: '2026-07-11T15:00:00.000Z' },
    ]);
  });

  it('a busy weekly slot takes time from a free one; disabled and deleted slots give none', () => {
    const slots = [
      slot('mon', 1, '08:00', '17:00'),
      slot('mon-lunch', 1, '12:00', '13:00', { status: 'busy' }),
      slot('tue', 2, '08:00', '17:00', { enabled: false }),
      slot('tue-old', 2, '08:00', '17:00', { deleted: true }),
    ];
    expect(monTue(availability({ slots }))).toEqual([
      { start: '2026-07-06T12:00:00.000Z', end: '2026-07-06T16:00:00.000Z' },
      { start: '2026-07-06T17:00:00.000Z', end: '2026-07-06T21:00:00.000Z' },
    ]);
  });

  it('always available: the whole range is free (the marker exception is no busy time), a 25-hour day included', () => {
    const marker = exception('m', 'busy', { startDate: '2026-10-01', endDate: '2026-10-01', isAlwaysAvailable: true });
    const av = availability({ alwaysAvailable: true, slots: [], exceptions: [marker] });
    expect(freeIntervals(av, '2026-11-01', '2026-11-01')).toEqual([{ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' }]);
  });

  it('always available, a busy exception still takes its time away', () => {
    const away = exception('e', 'busy', { startDate: '2026-07-07', endDate: '2026-07-07' });
    expect(monTue(availability({ alwaysAvailable: true, exceptions: [away] }))).toEqual([
      { start: '2026-07-06T04:00:00.000Z', end: '2026-07-07T04:00:00.000Z' },
    ]);
  });

  it('follows the local hours across the daylight-saving change', () => {
    expect(freeIntervals(availability(), '2026-10-30', '2026-11-02')).toEqual([
      { start: '2026-10-30T12:00:00.000Z', end: '2026-10-30T21:00:00.000Z' },
      { start: '2026-11-02T13:00:00.000Z', end: '2026-11-02T22:00:00.000Z' },
    ]);
  });

  it('is empty for a reversed or invalid range', () => {
    expect(freeIntervals(availability(), '2026-07-07', '2026-07-06')).toEqual([]);
    expect(freeIntervals(availability(), 'today', '2026-07-06')).toEqual([]);
  });

  it('tells whether a booking lies inside the free time', () => {
    const av = availability();
    expect(isWithinAvailability(av, '2026-07-06T13:00:00.000Z', '2026-07-06T14:00:00.000Z')).toBe(true);
    expect(isWithinAvailability(av, '2026-07-06T20:30:00.000Z', '2026-07-06T21:30:00.000Z')).toBe(false);
    expect(isWithinAvailability(av, '2026-07-11T13:00:00.000Z', '2026-07-11T14:00:00.000Z')).toBe(false);
    expect(isWithinAvailability(av, 'soon', '2026-07-06T14:00:00.000Z')).toBe(false);
    const always = availability({ alwaysAvailable: true });
    expect(isWithinAvailability(always, '2026-07-11T23:00:00.000Z', '2026-07-12T06:00:00.000Z')).toBe(true);
  });

  it('property: free intervals are sorted, never overlap or touch, and stay inside the range', () => {
    const zones = ['America/New_York', 'America/Phoenix', 'America/Los_Angeles', 'Pacific/Honolulu', 'America/Chicago'];
    const time = fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    const date = fc.integer({ min: 0, max: 400 }).map((d) => addDays('2026-01-01', d));
    const status = fc.constantFrom<SlotStatus>('free', 'busy');
    const weekly = fc.record({
      dayIndex: fc.integer({ min: 0, max: 6 }),
      startTime: time,
      endTime: time,
      enabled: fc.boolean(),
      status,
    });
    const dated = fc.record({ startDate: date, endDate: date, startTime: fc.option(time, { nil: undefined }), endTime: time, status });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.boolean(),
        fc.array(weekly, { maxLength: 8 }),
        fc.array(dated, { maxLength: 5 }),
        date,
        fc.integer({ min: 0, max: 20 }),
        (timeZone, alwaysAvailable, ws, es, from, days) => {
          const av = availability({
            timeZone,
            alwaysAvailable,
            slots: ws.map((w, k) =>
              slot(`s${k}`, w.dayIndex as DayIndex, w.startTime, w.endTime, { enabled: w.enabled, status: w.status }),
            ),
            exceptions: es.map((e, k) => {
              const { startTime, endTime, ...rest } = e;
              return startTime === undefined ? { id: `e${k}`, ...rest } : { id: `e${k}`, ...rest, startTime, endTime };
            }),
          });
          const to = addDays(from, days);
          const free = freeIntervals(av, from, to);
          const rangeStart = Date.parse(localToUtc(from, '00:00', timeZone));
          const rangeEnd = Date.parse(localToUtc(addDays(to, 1), '00:00', timeZone));
          free.forEach((interval, k) => {
            const start = Date.parse(interval.start);
            const end = Date.parse(interval.end);
            expect(end).toBeGreaterThan(start);
            expect(start).toBeGreaterThanOrEqual(rangeStart);
            expect(end).toBeLessThanOrEqual(rangeEnd);
            const next = free[k + 1];
            if (next) expect(Date.parse(next.start)).toBeGreaterThan(end);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
