// The availability between the server's shape and the form's: whole-day exceptions, the
// always-available marker, an unset week's defaults (SPEC §4), and what a save sends.
import { describe, expect, it } from 'vitest';
import { initialAvailability, saveInput, storedAvailability } from './availability-values';
import { savedAvailability, unsavedAvailability } from './testing/availability-fixtures';

const marker = {
  id: 'x-1',
  startDate: '2026-05-01',
  endDate: '2026-05-01',
  startTime: null,
  endTime: null,
  status: 'busy',
  isAlwaysAvailable: true,
};
const timed = {
  id: 'x-2',
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  startTime: '09:00',
  endTime: '12:00',
  status: 'free',
  isAlwaysAvailable: false,
};

describe('availability values', () => {
  it("reads exceptions with '' for no time and the marker flag only when set", () => {
    const av = storedAvailability(savedAvailability({ alwaysAvailable: true, exceptions: [marker, timed] }));
    expect(av.exceptions).toEqual([
      { id: 'x-1', startDate: '2026-05-01', endDate: '2026-05-01', startTime: '', endTime: '', status: 'busy', isAlwaysAvailable: true },
      { id: 'x-2', startDate: '2026-06-01', endDate: '2026-06-02', startTime: '09:00', endTime: '12:00', status: 'free' },
    ]);
  });

  it('gives a saved but empty week the default free slots (SPEC §4), and keeps a set one', () => {
    expect(initialAvailability(savedAvailability({ slots: [] })).slots.map((s) => [s.dayIndex, s.startTime, s.endTime])).toEqual([
      [1, '08:00', '17:00'],
      [2, '08:00', '17:00'],
      [3, '08:00', '17:00'],
      [4, '08:00', '17:00'],
      [5, '08:00', '17:00'],
    ]);
    expect(initialAvailability(unsavedAvailability()).slots.map((s) => s.id)).toEqual(unsavedAvailability().slots.map((s) => s.id));
  });

  it("sends '' times as null, deleted only on removed slots, and no time zone", () => {
    const av = storedAvailability(savedAvailability({ exceptions: [marker, timed] }));
    const [first, ...rest] = av.slots;
    const input = saveInput({ ...av, slots: [{ ...(first as (typeof av.slots)[number]), deleted: true }, ...rest] }, 7);
    expect(input).not.toHaveProperty('timeZone');
    expect(input.versionId).toBe(7);
    expect(input.slots.map((s) => s.deleted)).toEqual([true, undefined, undefined]);
    expect(input.exceptions[0]).toMatchObject({ startTime: null, endTime: null, isAlwaysAvailable: true });
    expect(input.exceptions[1]).toMatchObject({ startTime: '09:00', endTime: '12:00', isAlwaysAvailable: false });
  });
});
