import { describe, expect, it } from 'vitest';
import {
  boardDates,
  bookableSlots,
  DEFAULT_STATUS_FILTER,
  effectiveFilter,
  NO_SELECTION,
  passesFilter,
  schedulerVariant,
  selectionReducer,
  stepDate,
  weekKeptOnToggle,
} from './schedule-board';

describe('scheduler variants (SPEC §3)', () => {
  it('maps every status to its variant', () => {
    expect(schedulerVariant('booked')).toBe('confirmed');
    expect(schedulerVariant('checked-in')).toBe('checkedIn');
    expect(schedulerVariant('signed')).toBe('finished');
    expect(schedulerVariant('noshow')).toBe('missed');
    expect(schedulerVariant('loading')).toBe('pending');
    expect(schedulerVariant('cancelled')).toBe('canceled');
    expect(schedulerVariant('waitlist')).toBe('canceled');
    expect(schedulerVariant('something-new')).toBe('error');
  });

  it('hides canceled visits until show canceled adds them to the filter', () => {
    expect(DEFAULT_STATUS_FILTER).not.toContain('canceled');
    expect(passesFilter('cancelled', effectiveFilter(DEFAULT_STATUS_FILTER, false))).toBe(false);
    expect(passesFilter('cancelled', effectiveFilter(DEFAULT_STATUS_FILTER, true))).toBe(true);
    expect(effectiveFilter(['missed'], true)).toEqual(['missed', 'canceled']);
    // canceled in the chosen filter without 'show canceled' does not count
    expect(effectiveFilter(['missed', 'canceled'], false)).toEqual(['missed']);
  });
});

describe('selection (SPEC §4)', () => {
  const slot = { start: '2026-11-30T14:00:00.000Z', end: '2026-11-30T15:00:00.000Z' };

  it('selecting a slot clears the appointment and the other way round', () => {
    const withAppointment = selectionReducer(NO_SELECTION, { type: 'appointment', appointmentId: 'a1' });
    expect(withAppointment).toEqual({ slot: null, appointmentId: 'a1' });
    const withSlot = selectionReducer(withAppointment, { type: 'slot', slot });
    expect(withSlot).toEqual({ slot, appointmentId: null });
    expect(selectionReducer(withSlot, { type: 'appointment', appointmentId: 'a2' })).toEqual({ slot: null, appointmentId: 'a2' });
  });
});

describe('bookable slots', () => {
  it('cuts free time into visits around the open ones, ignoring canceled and missed visits', () => {
    const free = [{ start: '2026-11-30T13:00:00.000Z', end: '2026-11-30T17:30:00.000Z' }];
    const visits = [
      { start: '2026-11-30T14:00:00.000Z', end: '2026-11-30T15:00:00.000Z', status: 'booked' },
      { start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T16:00:00.000Z', status: 'cancelled' },
      { start: '2026-11-30T16:00:00.000Z', end: '2026-11-30T16:30:00.000Z', status: 'noshow' },
    ];
    expect(bookableSlots(free, visits).map((s) => s.start.slice(11, 16))).toEqual(['13:00', '15:00', '16:00']);
  });

  it('offers no slot in a remainder shorter than a visit', () => {
    expect(bookableSlots([{ start: '2026-11-30T13:00:00.000Z', end: '2026-11-30T13:45:00.000Z' }], [])).toEqual([]);
  });
});

describe('board dates', () => {
  it('shows Monday to Friday, or Sunday to Saturday with the weekend view (SPEC §9 S M T W T F S)', () => {
    expect(boardDates('2026-11-25', 'week', false)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(boardDates('2026-11-25', 'week', true)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(boardDates('2026-11-28', 'week', false)[0]).toBe('2026-11-30');
    expect(boardDates('2026-11-22', 'week', false)[0]).toBe('2026-11-23');
    expect(boardDates('2026-11-25', 'day', false)).toEqual(['2026-11-25']);
  });

  it('keeps the shown week when the weekend view is turned on or off', () => {
    // A Saturday without the weekend view shows the following week: turning it on shows that week.
    const saturday = '2026-11-28';
    const kept = weekKeptOnToggle(saturday, 'week', false);
    expect(kept).toBe('2026-11-30');
    expect(boardDates(kept, 'week', true)[0]).toBe('2026-11-29');
    // With it on, a Saturday shows its own week: turning it off shows that week's Monday to Friday.
    const back = weekKeptOnToggle(saturday, 'week', true);
    expect(boardDates(back, 'week', false)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // A weekday keeps its week either way; the day view keeps its day.
    expect(weekKeptOnToggle('2026-11-25', 'week', false)).toBe('2026-11-23');
    expect(weekKeptOnToggle('2026-11-28', 'day', false)).toBe('2026-11-28');
  });

  it('steps a day or a week', () => {
    expect(stepDate('2026-11-30', 'day', -1)).toBe('2026-11-29');
    expect(stepDate('2026-11-30', 'week', 1)).toBe('2026-12-07');
  });
});
