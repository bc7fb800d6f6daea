import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGES,
  AvailabilityInput,
  availabilityIssues,
  availabilityLines,
  availableRangesOn,
  DEFAULT_WEEKDAYS,
  defaultAvailability,
  formatClock,
  isAvailabilityType,
  nextRange,
  normalizeAvailability,
  type PatientAvailability,
  pastStartIssue,
  wallClock,
  weekdayOf,
} from './availability';

const general = (weekdays: PatientAvailability['weekdays']): PatientAvailability => ({ type: 'GENERAL_AVAILABLE', weekdays, dates: [] });
const specific = (dates: PatientAvailability['dates']): PatientAvailability => ({ type: 'SPECIFIC_AVAILABLE', weekdays: [], dates });
const r = (start: string, end: string) => ({ start, end });

describe('availability rules (SPEC §5)', () => {
  it('an unset week gets the default weekdays, Monday to Friday, each with the default range', () => {
    const a = defaultAvailability();
    expect(a.weekdays.map((w) => w.day)).toEqual(DEFAULT_WEEKDAYS);
    expect(a.weekdays.every((w) => w.ranges.length === 1 && (w.ranges[0]?.start ?? '') < (w.ranges[0]?.end ?? ''))).toBe(true);
    expect(availabilityIssues(a)).toEqual([]);
    expect(defaultAvailability('PATIENT_ALWAYS_AVAILABLE')).toEqual({ type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] });
  });

  it("a range that does not end after it starts is 'Invalid time range.' on its end", () => {
    expect(availabilityIssues(general([{ day: 1, ranges: [r('10:00', '10:00')] }]))).toEqual([
      { path: ['weekdays', 0, 'ranges', 0, 'end'], message: 'Invalid time range.' },
    ]);
    expect(availabilityIssues(general([{ day: 1, ranges: [r('14:00', '09:00')] }]))[0]?.message).toBe('Invalid time range.');
  });

  it("overlapping ranges of one day are 'Slots in a day cannot be overlapped.'; touching ranges are fine", () => {
    expect(availabilityIssues(general([{ day: 2, ranges: [r('09:00', '12:00'), r('12:00', '15:00')] }]))).toEqual([]);
    expect(availabilityIssues(general([{ day: 2, ranges: [r('09:00', '12:00'), r('11:00', '15:00')] }]))).toEqual([
      { path: ['weekdays', 0, 'ranges', 1, 'start'], message: 'Slots in a day cannot be overlapped.' },
    ]);
    // Given out of order, the later-starting one is named.
    expect(availabilityIssues(specific([{ date: '2030-01-02', ranges: [r('11:00', '15:00'), r('09:00', '12:00')] }]))).toEqual([
      { path: ['dates', 0, 'ranges', 0, 'start'], message: 'Slots in a day cannot be overlapped.' },
    ]);
    // The same range twice overlaps itself.
    expect(availabilityIssues(general([{ day: 3, ranges: [r('09:00', '10:00'), r('09:00', '10:00')] }]))).toHaveLength(1);
  });

  it('needs a day (general) or a date (specific), each with a range, each given once', () => {
    expect(availabilityIssues(general([]))).toEqual([{ path: ['weekdays'], message: 'This field is required' }]);
    expect(availabilityIssues(specific([]))).toEqual([{ path: ['dates'], message: 'This field is required' }]);
    expect(availabilityIssues(general([{ day: 1, ranges: [] }]))).toEqual([
      { path: ['weekdays', 0, 'ranges'], message: 'This field is required' },
    ]);
    expect(
      availabilityIssues(
        general([
          { day: 1, ranges: [r('09:00', '10:00')] },
          { day: 1, ranges: [r('11:00', '12:00')] },
        ]),
      ),
    ).toEqual([{ path: ['weekdays', 1, 'day'], message: AVAILABILITY_MESSAGES.dayTwice }]);
    expect(
      availabilityIssues(
        specific([
          { date: '2030-01-02', ranges: [r('09:00', '10:00')] },
          { date: '2030-01-02', ranges: [r('11:00', '12:00')] },
        ]),
      ),
    ).toEqual([{ path: ['dates', 1, 'date'], message: AVAILABILITY_MESSAGES.dateTwice }]);
  });

  it('times are HH:mm and dates real days; empty ones are required', () => {
    expect(availabilityIssues(general([{ day: 1, ranges: [r('', '25:00')] }]))).toEqual([
      { path: ['weekdays', 0, 'ranges', 0, 'start'], message: 'This field is required' },
      { path: ['weekdays', 0, 'ranges', 0, 'end'], message: 'This field has incorrect value' },
    ]);
    expect(availabilityIssues(specific([{ date: '2030-02-30', ranges: [r('09:00', '10:00')] }]))).toEqual([
      { path: ['dates', 0, 'date'], message: 'Invalid date' },
    ]);
  });

  it("only the chosen type's rows count: 'always' ignores broken weekday rows and drops them when saved", () => {
    const a: PatientAvailability = { type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [{ day: 1, ranges: [r('', '')] }], dates: [] };
    expect(availabilityIssues(a)).toEqual([]);
    expect(v.parse(AvailabilityInput, a)).toEqual({ type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] });
  });
});

describe('AvailabilityInput (the form and the server)', () => {
  it('parses and normalises: days in order, ranges by start, the other type dropped', () => {
    const parsed = v.parse(AvailabilityInput, {
      type: 'GENERAL_AVAILABLE',
      weekdays: [
        { day: 5, ranges: [r('13:00', '15:00'), r('08:00', '10:00')] },
        { day: 1, ranges: [r('09:00', '17:00')] },
      ],
      dates: [{ date: 'junk', ranges: [] }],
    });
    expect(parsed).toEqual({
      type: 'GENERAL_AVAILABLE',
      weekdays: [
        { day: 1, ranges: [r('09:00', '17:00')] },
        { day: 5, ranges: [r('08:00', '10:00'), r('13:00', '15:00')] },
      ],
      dates: [],
    });
  });

  it('refuses a broken rule with its message on the field path', () => {
    const result = v.safeParse(AvailabilityInput, {
      type: 'SPECIFIC_AVAILABLE',
      dates: [{ date: '2030-03-01', ranges: [r('10:00', '09:00')] }],
    });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    expect(issue?.message).toBe('Invalid time range.');
    expect(issue ? v.getDotPath(issue) : null).toBe('dates.0.ranges.0.end');
  });

  it('refuses an unknown type, a day outside 0–6 and too many ranges', () => {
    expect(v.safeParse(AvailabilityInput, { type: 'SOMETIMES' }).issues?.[0]?.message).toMatch(/^type must be one of/);
    expect(
      v.safeParse(AvailabilityInput, { type: 'GENERAL_AVAILABLE', weekdays: [{ day: 7, ranges: [r('09:00', '10:00')] }] }).success,
    ).toBe(false);
    const seven = Array.from({ length: 7 }, (_, i) => r(`${String(i + 8).padStart(2, '0')}:00`, `${String(i + 8).padStart(2, '0')}:30`));
    expect(v.safeParse(AvailabilityInput, { type: 'GENERAL_AVAILABLE', weekdays: [{ day: 1, ranges: seven }] }).success).toBe(false);
  });
});

describe("'Start time must be greater than the current time.'", () => {
  // 14:30 in New York on 2030-06-10 (EDT, UTC−4).
  const now = new Date('2030-06-10T18:30:00Z');
  const timeZone = 'America/New_York';

  it('reads the wall clock in the patient zone', () => {
    expect(wallClock(now, timeZone)).toEqual({ date: '2030-06-10', time: '14:30' });
    expect(wallClock(now, 'Pacific/Honolulu')).toEqual({ date: '2030-06-10', time: '08:30' });
  });

  it('a new range that starts before now is refused; later today and later days are fine', () => {
    const a = specific([
      { date: '2030-06-10', ranges: [r('15:00', '16:00')] },
      { date: '2030-06-11', ranges: [r('08:00', '09:00')] },
    ]);
    expect(pastStartIssue(a, { now, timeZone, saved: null })).toBeNull();
    const past = specific([{ date: '2030-06-10', ranges: [r('15:00', '16:00'), r('09:00', '10:00')] }]);
    expect(pastStartIssue(past, { now, timeZone, saved: null })).toEqual({
      path: ['dates', 0, 'ranges', 1, 'start'],
      message: 'Start time must be greater than the current time.',
    });
    expect(
      pastStartIssue(specific([{ date: '2030-06-09', ranges: [r('15:00', '16:00')] }]), { now, timeZone, saved: null }),
    ).not.toBeNull();
  });

  it('a range already saved is kept without asking again; weekdays are never in the past', () => {
    const saved = specific([{ date: '2030-06-10', ranges: [r('09:00', '10:00')] }]);
    const edited = specific([{ date: '2030-06-10', ranges: [r('09:00', '10:00'), r('16:00', '17:00')] }]);
    expect(pastStartIssue(edited, { now, timeZone, saved })).toBeNull();
    expect(pastStartIssue(general([{ day: 1, ranges: [r('01:00', '02:00')] }]), { now, timeZone, saved: null })).toBeNull();
  });
});

describe('what the chart shows and what a day offers', () => {
  it("writes times 'hh:mm a' (SPEC §5)", () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('09:00')).toBe('09:00 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('13:30')).toBe('01:30 PM');
  });

  it('one line a day or a date; nothing when never set', () => {
    expect(availabilityLines(null)).toEqual([]);
    expect(availabilityLines(defaultAvailability('PATIENT_ALWAYS_AVAILABLE'))).toEqual([
      { label: 'Always available', text: 'Any day, any time' },
    ]);
    expect(
      availabilityLines(
        general([
          { day: 3, ranges: [r('13:00', '15:00'), r('09:00', '11:00')] },
          { day: 1, ranges: [r('09:00', '17:00')] },
        ]),
      ),
    ).toEqual([
      { label: 'Monday', text: '09:00 AM – 05:00 PM' },
      { label: 'Wednesday', text: '09:00 AM – 11:00 AM, 01:00 PM – 03:00 PM' },
    ]);
    expect(availabilityLines(specific([{ date: '2030-07-04', ranges: [r('08:00', '12:30')] }]))).toEqual([
      { label: '07/04/2030', text: '08:00 AM – 12:30 PM' },
    ]);
  });

  it('a day offers its weekday’s or date’s ranges, any time, or nothing known', () => {
    expect(weekdayOf('2030-06-10')).toBe(1);
    const week = general([{ day: 1, ranges: [r('09:00', '12:00')] }]);
    expect(availableRangesOn(week, '2030-06-10')).toEqual([r('09:00', '12:00')]);
    expect(availableRangesOn(week, '2030-06-11')).toEqual([]);
    expect(availableRangesOn(specific([{ date: '2030-06-11', ranges: [r('10:00', '11:00')] }]), '2030-06-11')).toEqual([
      r('10:00', '11:00'),
    ]);
    expect(availableRangesOn(defaultAvailability('PATIENT_ALWAYS_AVAILABLE'), '2030-06-11')).toBe('any');
    expect(availableRangesOn(null, '2030-06-11')).toBeNull();
  });

  it("'Add time' offers the hour after the last range, nothing past midnight; types are recognised", () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([r('09:00', '12:30')])).toEqual(r('12:30', '13:30'));
    expect(nextRange([r('21:00', '23:30')])).toEqual(r('', ''));
    expect(isAvailabilityType('GENERAL_AVAILABLE')).toBe(true);
    expect(isAvailabilityType('general')).toBe(false);
    expect(isAvailabilityType(null)).toBe(false);
  });

  it('normalising twice changes nothing', () => {
    const a = normalizeAvailability(
      general([
        { day: 6, ranges: [r('10:00', '11:00')] },
        { day: 0, ranges: [r('07:00', '08:00')] },
      ]),
    );
    expect(normalizeAvailability(a)).toEqual(a);
  });
});
