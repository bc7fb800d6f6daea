import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { availabilityInput } from './availability-input';
import {
  capRange,
  dateRangeProblem,
  overlappingSlots,
  RANGE_CAP_DAYS,
  rangesOverlap,
  startsInPast,
  timeRangeProblem,
  validateAvailability,
} from './availability-rules';
import type { Availability, DayIndex, ExceptionSlot, WeeklySlot } from './slot';

const NOW = new Date('2026-07-06T14:00:00.000Z'); // Monday 10:00 in New York

const slot = (id: string, dayIndex: DayIndex, startTime: string, endTime: string, extra: Partial<WeeklySlot> = {}): WeeklySlot => ({
  id,
  dayIndex,
  order: 0,
  enabled: true,
  startTime,
  endTime,
  durationMinutes: 60,
  status: 'free',
  ...extra,
});

const availability = (extra: Partial<Availability> = {}): Availability => ({
  clinicianId: 'pr-1',
  timeZone: 'America/New_York',
  alwaysAvailable: false,
  slots: [slot('s-1', 1, '08:00', '12:00'), slot('s-2', 1, '13:00', '17:00')],
  exceptions: [],
  ...extra,
});

const newException = (extra: Partial<ExceptionSlot>): ExceptionSlot => ({
  id: 'new:e',
  startDate: '2026-07-10',
  endDate: '2026-07-10',
  status: 'busy',
  ...extra,
});

describe('the spec words (SPEC §5)', () => {
  it('are quoted exactly', () => {
    expect(MESSAGES.invalidTimeRange).toBe('Invalid time range.');
    expect(MESSAGES.pastStart).toBe('Start time must be greater than the current time.');
    expect(MESSAGES.invalidDateRange).toBe('Invalid date range');
    expect(MESSAGES.slotsOverlap).toBe('Slots in a day cannot be overlapped.');
  });
});

describe('single rules', () => {
  it("'Invalid time range.' when the end is not after the start", () => {
    expect(timeRangeProblem('09:00', '08:00')).toBe('Invalid time range.');
    expect(timeRangeProblem('09:00', '09:00')).toBe('Invalid time range.');
    expect(timeRangeProblem('09:00', '09:01')).toBeNull();
    expect(timeRangeProblem('', '08:00')).toBeNull();
  });

  it("'Invalid date range' when the end date is before the start date (the same day is fine)", () => {
    expect(dateRangeProblem('2026-07-10', '2026-07-09')).toBe('Invalid date range');
    expect(dateRangeProblem('2026-07-10', '2026-07-10')).toBeNull();
    expect(dateRangeProblem('2026-07-10', '2027-01-01')).toBeNull();
    expect(dateRangeProblem('2026-07-10', 'later')).toBeNull();
  });

  it('ranges that touch do not overlap; ranges that share a minute do', () => {
    expect(rangesOverlap({ startTime: '08:00', endTime: '12:00' }, { startTime: '12:00', endTime: '13:00' })).toBe(false);
    expect(rangesOverlap({ startTime: '08:00', endTime: '12:01' }, { startTime: '12:00', endTime: '13:00' })).toBe(true);
    expect(rangesOverlap({ startTime: '08:00', endTime: '17:00' }, { startTime: '10:00', endTime: '11:00' })).toBe(true);
  });

  it('a start at or before now is in the past, in the clinician zone; a date alone only before today', () => {
    const ny = 'America/New_York';
    expect(startsInPast('2026-07-06', '10:00', NOW, ny)).toBe(true);
    expect(startsInPast('2026-07-06', '10:01', NOW, ny)).toBe(false);
    expect(startsInPast('2026-07-06', undefined, NOW, ny)).toBe(false);
    expect(startsInPast('2026-07-05', undefined, NOW, ny)).toBe(true);
    // 05:00Z on 1 June is 01:00 in New York (31 May is past) but 22:00 on 31 May in Los Angeles.
    const late = new Date('2026-06-01T05:00:00.000Z');
    expect(startsInPast('2026-05-31', undefined, late, ny)).toBe(true);
    expect(startsInPast('2026-05-31', undefined, late, 'America/Los_Angeles')).toBe(false);
  });
});

describe('overlapping slots', () => {
  it('names the later of two enabled slots of one day that overlap', () => {
    const slots = [slot('a', 2, '10:00', '12:00'), slot('b', 2, '08:00', '11:00')];
    expect(overlappingSlots(slots)).toEqual([0]);
  });

  it('with the same start, names the second in the list', () => {
    expect(overlappingSlots([slot('a', 2, '08:00', '09:00'), slot('b', 2, '08:00', '10:00')])).toEqual([1]);
  });

  it('ignores touching slots, other days, disabled and deleted slots, and invalid times', () => {
    const slots = [
      slot('a', 2, '08:00', '12:00'),
      slot('b', 2, '12:00', '16:00'),
      slot('c', 3, '09:00', '10:00'),
      slot('d', 2, '09:00', '10:00', { enabled: false }),
      slot('e', 2, '09:00', '10:00', { deleted: true }),
      slot('f', 2, '11:00', '09:00'),
      slot('g', 2, '', '10:00'),
    ];
    expect(overlappingSlots(slots)).toEqual([]);
  });

  it('finds every slot of a chain of three', () => {
    const slots = [slot('a', 4, '08:00', '10:00'), slot('b', 4, '09:00', '11:00'), slot('c', 4, '10:30', '12:00')];
    expect(overlappingSlots(slots)).toEqual([1, 2]);
  });
});

describe('validateAvailability: problems keyed to their fields', () => {
  it('a valid availability has none', () => {
    expect(validateAvailability(availability(), NOW)).toEqual([]);
  });

  it('a slot: required, incorrect value, invalid range', () => {
    const av = availability({ slots: [slot('a', 1, '', '08:00'), slot('b', 1, '8am', '25:00'), slot('c', 1, '12:00', '11:00')] });
    expect(validateAvailability(av, NOW)).toEqual([
      { path: 'slots.0.startTime', message: 'This field is required' },
      { path: 'slots.1.startTime', message: 'This field has incorrect value' },
      { path: 'slots.1.endTime', message: 'This field has incorrect value' },
      { path: 'slots.2.endTime', message: 'Invalid time range.' },
    ]);
  });

  it('overlaps go on the later slot’s start; touching slots are fine', () => {
    const av = availability({ slots: [slot('a', 1, '08:00', '12:00'), slot('b', 1, '12:00', '14:00'), slot('c', 1, '13:00', '15:00')] });
    expect(validateAvailability(av, NOW)).toEqual([{ path: 'slots.2.startTime', message: 'Slots in a day cannot be overlapped.' }]);
  });

  it('removed slots and, when always available, all slots are not judged', () => {
    expect(validateAvailability(availability({ slots: [slot('a', 1, '12:00', '11:00', { deleted: true })] }), NOW)).toEqual([]);
    expect(validateAvailability(availability({ alwaysAvailable: true, slots: [slot('a', 1, '12:00', '11:00')] }), NOW)).toEqual([]);
  });

  it("an exception's dates: required, invalid, and 'Invalid date range' on the end date", () => {
    const av = availability({
      exceptions: [
        newException({ startDate: '', endDate: '2026-02-30' }),
        newException({ startDate: '2026-07-10', endDate: '2026-07-09' }),
      ],
    });
    expect(validateAvailability(av, NOW)).toEqual([
      { path: 'exceptions.0.startDate', message: 'This field is required' },
      { path: 'exceptions.0.endDate', message: 'Invalid date' },
      { path: 'exceptions.1.endDate', message: 'Invalid date range' },
    ]);
  });

  it("an exception's times go as a pair; on one day the end must be after the start; over several days it need not", () => {
    const av = availability({
      exceptions: [
        newException({ startTime: '09:00' }),
        newException({ startTime: '09:00', endTime: '09:00' }),
        newException({ endDate: '2026-07-11', startTime: '18:00', endTime: '08:00' }),
      ],
    });
    expect(validateAvailability(av, NOW)).toEqual([
      { path: 'exceptions.0.endTime', message: 'This field is required' },
      { path: 'exceptions.1.endTime', message: 'Invalid time range.' },
    ]);
  });

  it("a new exception starting in the past: 'Start time must be greater than the current time.' on its start", () => {
    const av = availability({
      exceptions: [
        newException({ startDate: '2026-07-06', endDate: '2026-07-06', startTime: '09:00', endTime: '11:00' }),
        newException({ startDate: '2026-07-05', endDate: '2026-07-07' }),
        newException({ startDate: '2026-07-06', endDate: '2026-07-06' }),
        newException({ startDate: '2026-07-06', endDate: '2026-07-06', startTime: '10:30', endTime: '11:00' }),
      ],
    });
    expect(validateAvailability(av, NOW)).toEqual([
      { path: 'exceptions.0.startTime', message: 'Start time must be greater than the current time.' },
      { path: 'exceptions.1.startDate', message: 'Start time must be greater than the current time.' },
    ]);
  });

  it('a saved exception that started is judged again only when it changed', () => {
    const started: ExceptionSlot = { id: 'e-1', startDate: '2026-07-01', endDate: '2026-07-20', status: 'busy' };
    const saved = availability({ exceptions: [started] });
    expect(validateAvailability(saved, NOW)).toEqual([]);
    expect(validateAvailability(saved, NOW, saved)).toEqual([]);
    const moved = availability({ exceptions: [{ ...started, startDate: '2026-07-02' }] });
    expect(validateAvailability(moved, NOW, saved)).toEqual([
      { path: 'exceptions.0.startDate', message: 'Start time must be greater than the current time.' },
    ]);
    const lengthened = availability({ exceptions: [{ ...started, endDate: '2026-07-25' }] });
    expect(validateAvailability(lengthened, NOW, saved)).toHaveLength(1);
  });
});

describe('date ranges (SPEC §5 Range)', () => {
  it('capped: the end is set to start + 14 days, and never later', () => {
    expect(RANGE_CAP_DAYS).toBe(14);
    expect(capRange('2026-07-06', 'capped')).toEqual({
      start: '2026-07-06',
      end: '2026-07-20',
      minEnd: '2026-07-06',
      maxEnd: '2026-07-20',
    });
    expect(capRange('2026-12-25', 'capped').end).toBe('2027-01-08');
    expect(capRange('2026-07-06', 'capped', '2026-08-01').end).toBe('2026-07-20');
    expect(capRange('2026-07-06', 'capped', '2026-07-10').end).toBe('2026-07-10');
    expect(capRange('2026-07-06', 'capped', '2026-07-01').end).toBe('2026-07-06');
  });

  it('open: the end is at least the start, with no maximum', () => {
    expect(capRange('2026-07-06', 'open', '2026-07-01')).toEqual({
      start: '2026-07-06',
      end: '2026-07-06',
      minEnd: '2026-07-06',
      maxEnd: null,
    });
    expect(capRange('2026-07-06', 'open', '2027-07-01').end).toBe('2027-07-01');
    expect(capRange('2026-07-06', 'open').end).toBe('2026-07-06');
  });
});

describe('availabilityInput (the form and server schema)', () => {
  it('puts each rule on its field path', () => {
    const av = availability({
      slots: [slot('a', 1, '08:00', '12:00'), slot('b', 1, '11:00', '10:00'), slot('c', 1, '11:00', '13:00')],
      exceptions: [newException({ startDate: '2026-07-10', endDate: '2026-07-01' })],
    });
    const result = v.safeParse(availabilityInput(NOW), av);
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['slots.1.endTime', 'Invalid time range.'],
      ['slots.2.startTime', 'Slots in a day cannot be overlapped.'],
      ['exceptions.0.endDate', 'Invalid date range'],
    ]);
  });

  it('passes a valid availability through, and refuses a bad shape before the rules', () => {
    expect(v.safeParse(availabilityInput(NOW), availability()).success).toBe(true);
    const result = v.safeParse(availabilityInput(NOW), { ...availability(), slots: 'none' });
    expect(result.issues?.map((i) => v.getDotPath(i))).toEqual(['slots']);
  });
});
