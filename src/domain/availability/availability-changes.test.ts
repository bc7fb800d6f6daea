import { describe, expect, it } from 'vitest';
import {
  addSlot,
  changesToSave,
  clearAlwaysAvailable,
  clearDay,
  DEFAULT_END,
  DEFAULT_START,
  defaultWeek,
  hasNoChanges,
  isUnsetWeek,
  removeSlot,
  setAlwaysAvailable,
  setDayEnabled,
  updateSlot,
  withDefaultWeek,
} from './availability-changes';
import { type Availability, type DayIndex, type ExceptionSlot, isTemporaryId, type WeeklySlot } from './slot';

/** Ids made in order: new:1, new:2, … */
const ids = () => {
  let n = 0;
  return () => `new:${++n}`;
};

const slot = (id: string, dayIndex: DayIndex, startTime = '09:00', endTime = '12:00', extra: Partial<WeeklySlot> = {}): WeeklySlot => ({
  id,
  dayIndex,
  order: 0,
  enabled: true,
  startTime,
  endTime,
  durationMinutes: 180,
  status: 'free',
  ...extra,
});

const availability = (extra: Partial<Availability> = {}): Availability => ({
  clinicianId: 'pr-1',
  timeZone: 'America/New_York',
  alwaysAvailable: false,
  slots: [],
  exceptions: [],
  ...extra,
});

const vacation: ExceptionSlot = { id: 'e-1', startDate: '2026-08-03', endDate: '2026-08-07', status: 'busy' };

describe('the default week (SPEC §5 weekday use)', () => {
  it('is a free 08:00–17:00 slot on each weekday 1–5; the weekend 0 and 6 is off', () => {
    expect([DEFAULT_START, DEFAULT_END]).toEqual(['08:00', '17:00']);
    const week = defaultWeek(ids());
    expect(week.map((s) => s.dayIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(week.every((s) => s.startTime === '08:00' && s.endTime === '17:00' && s.durationMinutes === 540)).toBe(true);
    expect(week.every((s) => s.status === 'free' && s.enabled && isTemporaryId(s.id))).toBe(true);
    expect(week.map((s) => s.id)).toEqual(['new:1', 'new:2', 'new:3', 'new:4', 'new:5']);
  });

  it('SPEC §4: an unset week gets it; a set week is left alone', () => {
    expect(isUnsetWeek(availability())).toBe(true);
    expect(withDefaultWeek(availability(), ids()).slots).toHaveLength(5);
    const set = availability({ slots: [slot('s-1', 3)] });
    expect(withDefaultWeek(set)).toBe(set);
  });

  it('a week whose every slot was removed is unset again (the removed slots stay, to be deleted)', () => {
    const av = availability({ slots: [slot('s-1', 3, '09:00', '12:00', { deleted: true })] });
    const next = withDefaultWeek(av, ids());
    expect(next.slots.map((s) => s.id)).toEqual(['s-1', 'new:1', 'new:2', 'new:3', 'new:4', 'new:5']);
  });

  it('an always-available clinician has no unset week', () => {
    expect(isUnsetWeek(availability({ alwaysAvailable: true }))).toBe(false);
  });
});

describe('always available (SPEC §4)', () => {
  const av = availability({
    slots: [slot('s-1', 1), slot('new:a', 2), slot('s-busy', 3, '12:00', '13:00', { status: 'busy' })],
    exceptions: [vacation],
  });

  it('deletes the existing free slots (saved marked, new dropped) and adds one busy exception', () => {
    const next = setAlwaysAvailable(av, '2026-07-06', ids());
    expect(next.alwaysAvailable).toBe(true);
    expect(next.slots).toEqual([{ ...slot('s-1', 1), deleted: true }, slot('s-busy', 3, '12:00', '13:00', { status: 'busy' })]);
    expect(next.exceptions).toEqual([
      vacation,
      { id: 'new:1', startDate: '2026-07-06', endDate: '2026-07-06', status: 'busy', isAlwaysAvailable: true },
    ]);
  });

  it('twice is once', () => {
    const once = setAlwaysAvailable(av, '2026-07-06', ids());
    expect(setAlwaysAvailable(once, '2026-07-07')).toBe(once);
  });

  it('turned off, the marker goes and the unset week gets the default slots', () => {
    const on = setAlwaysAvailable(av, '2026-07-06', ids());
    const off = clearAlwaysAvailable(on, () => 'new:x');
    expect(off.alwaysAvailable).toBe(false);
    expect(off.exceptions).toEqual([vacation]);
    // The busy slot is still live, so the week is not unset: no defaults.
    expect(off.slots.filter((s) => !s.deleted).map((s) => s.id)).toEqual(['s-busy']);
    const bare = clearAlwaysAvailable(setAlwaysAvailable(availability({ slots: [slot('s-1', 1)] }), '2026-07-06', ids()), ids());
    expect(bare.slots.filter((s) => !s.deleted).map((s) => s.dayIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(clearAlwaysAvailable(bare)).toBe(bare);
  });
});

describe('removing a slot (SPEC §4)', () => {
  it('a saved slot is marked deleted, a new (temporary id) slot is dropped', () => {
    const av = availability({ slots: [slot('s-1', 1), slot('new:2', 1, '13:00', '14:00')] });
    expect(removeSlot(av, 's-1').slots).toEqual([{ ...slot('s-1', 1), deleted: true }, slot('new:2', 1, '13:00', '14:00')]);
    expect(removeSlot(av, 'new:2').slots).toEqual([slot('s-1', 1)]);
    expect(removeSlot(av, 'nope').slots).toEqual(av.slots);
  });
});

describe('clearing a day', () => {
  it("SPEC §4 'Day 1 keeps a default start and end': Monday keeps one disabled slot at 08:00–17:00", () => {
    const av = availability({ slots: [slot('new:a', 1, '10:00', '11:00'), slot('new:b', 1, '12:00', '13:00')] });
    const next = clearDay(av, 1, () => 'new:kept');
    expect(next.slots).toEqual([{ ...slot('new:kept', 1, '08:00', '17:00'), enabled: false, durationMinutes: 540 }]);
    expect(setDayEnabled(next, 1, true).slots).toEqual([{ ...slot('new:kept', 1, '08:00', '17:00'), durationMinutes: 540 }]);
  });

  it('Monday reuses its first saved slot (reset to the defaults) instead of deleting and creating', () => {
    const av = availability({ slots: [slot('s-1', 1, '10:00', '11:00'), slot('s-2', 1, '12:00', '13:00', { order: 1 })] });
    const next = clearDay(av, 1);
    expect(next.slots).toEqual([
      { ...slot('s-2', 1, '12:00', '13:00', { order: 1 }), deleted: true },
      { ...slot('s-1', 1, '08:00', '17:00'), enabled: false, durationMinutes: 540 },
    ]);
  });

  it('another day loses its slots (saved ones marked deleted)', () => {
    const av = availability({ slots: [slot('s-1', 3), slot('new:2', 3, '13:00', '14:00'), slot('s-3', 4)] });
    expect(clearDay(av, 3).slots).toEqual([{ ...slot('s-1', 3), deleted: true }, slot('s-3', 4)]);
  });
});

describe('editing slots', () => {
  it('a day switched off keeps its slots, disabled; switched on without slots it gets the default times', () => {
    const av = availability({ slots: [slot('s-1', 2)] });
    expect(setDayEnabled(av, 2, false).slots[0]?.enabled).toBe(false);
    const saturday = setDayEnabled(av, 6, true, () => 'new:sat').slots.at(-1);
    expect(saturday).toMatchObject({ id: 'new:sat', dayIndex: 6, startTime: '08:00', endTime: '17:00', enabled: true });
  });

  it('a slot added after another starts at its end and lasts an hour, with the next order', () => {
    const av = availability({ slots: [slot('s-1', 2, '09:00', '12:00')] });
    expect(addSlot(av, 2, () => 'new:1').slots[1]).toEqual({ ...slot('new:1', 2, '12:00', '13:00'), order: 1, durationMinutes: 60 });
    const late = availability({ slots: [slot('s-1', 2, '20:00', '23:30')] });
    expect(addSlot(late, 2, () => 'new:1').slots[1]).toMatchObject({ startTime: '23:30', endTime: '23:59' });
  });

  it('an update keeps the duration in step with the times', () => {
    const av = availability({ slots: [slot('s-1', 2, '09:00', '12:00')] });
    expect(updateSlot(av, 's-1', { endTime: '10:30' }).slots[0]?.durationMinutes).toBe(90);
    expect(updateSlot(av, 's-1', { endTime: '08:00' }).slots[0]?.durationMinutes).toBe(0);
  });
});

describe('changesToSave (what the client sends, SPEC §4)', () => {
  const before = availability({ slots: [slot('s-1', 1), slot('s-2', 2), slot('s-3', 3)], exceptions: [vacation] });

  it('nothing changed: nothing to send', () => {
    const changes = changesToSave(before, before);
    expect(hasNoChanges(changes, before)).toBe(true);
  });

  it('the free slots: created (temporary ids), updated and deleted', () => {
    let after = removeSlot(before, 's-2');
    after = updateSlot(after, 's-3', { startTime: '10:00' });
    after = addSlot(after, 4, () => 'new:1');
    const changes = changesToSave(before, after);
    expect(changes.alwaysAvailable).toBe(false);
    expect(changes.slots.created.map((s) => s.id)).toEqual(['new:1']);
    expect(changes.slots.updated).toEqual([{ ...slot('s-3', 3, '10:00', '12:00'), durationMinutes: 120 }]);
    expect(changes.slots.deleted).toEqual(['s-2']);
    expect(hasNoChanges(changes, before)).toBe(false);
  });

  it('a slot gone from the list is deleted too; a new slot removed again is never sent', () => {
    const after = removeSlot(
      addSlot({ ...before, slots: before.slots.filter((s) => s.id !== 's-1') }, 5, () => 'new:1'),
      'new:1',
    );
    const changes = changesToSave(before, after);
    expect(changes.slots).toEqual({ created: [], updated: [], deleted: ['s-1'] });
  });

  it('always available: the busy exception and the deletion of every saved free slot, nothing else of the week', () => {
    const withBusy = { ...before, slots: [...before.slots, slot('s-busy', 1, '12:00', '13:00', { status: 'busy' })] };
    const after = setAlwaysAvailable(
      addSlot(withBusy, 6, () => 'new:sat'),
      '2026-07-06',
      () => 'new:marker',
    );
    const changes = changesToSave(withBusy, after);
    expect(changes.alwaysAvailable).toBe(true);
    expect(changes.slots).toEqual({ created: [], updated: [], deleted: ['s-1', 's-2', 's-3'] });
    expect(changes.exceptions).toEqual({
      created: [{ id: 'new:marker', startDate: '2026-07-06', endDate: '2026-07-06', status: 'busy', isAlwaysAvailable: true }],
      updated: [],
      deleted: [],
    });
  });

  it('an unset week sends the default slots as created', () => {
    const empty = availability();
    const changes = changesToSave(empty, withDefaultWeek(empty, ids()));
    expect(changes.slots.created.map((s) => s.dayIndex)).toEqual([1, 2, 3, 4, 5]);
  });

  it('exceptions: created, updated and deleted by id; leaving always available deletes the saved marker', () => {
    const marker: ExceptionSlot = { id: 'e-m', startDate: '2026-07-01', endDate: '2026-07-01', status: 'busy', isAlwaysAvailable: true };
    const saved = availability({ alwaysAvailable: true, exceptions: [vacation, marker] });
    const next = clearAlwaysAvailable(saved, ids());
    const moved = {
      ...next,
      exceptions: [
        { ...vacation, endDate: '2026-08-14' },
        { ...vacation, id: 'new:e' },
      ],
    };
    const changes = changesToSave(saved, moved);
    expect(changes.exceptions).toEqual({
      created: [{ ...vacation, id: 'new:e' }],
      updated: [{ ...vacation, endDate: '2026-08-14' }],
      deleted: ['e-m'],
    });
    expect(changes.slots.created).toHaveLength(5);
    expect(hasNoChanges(changes, saved)).toBe(false);
  });
});
