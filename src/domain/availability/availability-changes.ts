// How the availability editor changes a clinician's availability, and what it sends (SPEC §4
// 'Availability'): an unset week gets the default free slots (weekdays 1–5, SPEC §5); always
// available deletes the free slots and adds one busy exception; removing a saved slot marks it
// deleted while a new (temporary id) slot is simply dropped; Monday keeps a default start and
// end. Pure functions: each returns a new availability.
import { DEFAULT_WEEKDAYS } from '../patients/availability';
import {
  type Availability,
  type DayIndex,
  durationOf,
  type ExceptionSlot,
  FIRST_WORKDAY,
  isLive,
  isTemporaryId,
  minutesOf,
  type SlotStatus,
  temporaryId,
  timeOf,
  type WeeklySlot,
} from './slot';

/** The times a new day starts with. */
export const DEFAULT_START = '08:00';
export const DEFAULT_END = '17:00';
/** A slot added after another lasts an hour. */
export const ADDED_SLOT_MINUTES = 60;
const LAST_MINUTE = 23 * 60 + 59;

type NewId = () => string;

/** A day's slot at the default times. */
export function defaultSlot(dayIndex: DayIndex, { order = 0, newId = temporaryId as NewId, enabled = true } = {}): WeeklySlot {
  return {
    id: newId(),
    dayIndex,
    order,
    enabled,
    startTime: DEFAULT_START,
    endTime: DEFAULT_END,
    durationMinutes: durationOf(DEFAULT_START, DEFAULT_END),
    status: 'free',
  };
}

/** SPEC §5 defaults: a free slot on each weekday 1–5; the weekend (0 and 6) is off. */
export const defaultWeek = (newId: NewId = temporaryId): WeeklySlot[] =>
  DEFAULT_WEEKDAYS.map((day) => defaultSlot(day as DayIndex, { newId }));

/** Not always available and no slot left: the week was never set. */
export const isUnsetWeek = (av: Availability): boolean => !av.alwaysAvailable && !av.slots.some(isLive);

/** SPEC §4 'an unset week gets default free slots'. */
export const withDefaultWeek = (av: Availability, newId: NewId = temporaryId): Availability =>
  isUnsetWeek(av) ? { ...av, slots: [...av.slots, ...defaultWeek(newId)] } : av;

/** SPEC §4: a saved slot is marked deleted (and sent as a deletion); a temporary one is dropped. */
const removed = (slot: WeeklySlot): WeeklySlot[] => (isTemporaryId(slot.id) ? [] : [{ ...slot, deleted: true }]);

/**
 * SPEC §4: always available deletes the existing free slots and adds one busy exception, the
 * marker (isAlwaysAvailable) dated `today` in the clinician's zone. Already always available: unchanged.
 */
export function setAlwaysAvailable(av: Availability, today: string, newId: NewId = temporaryId): Availability {
  if (av.alwaysAvailable) return av;
  const marker: ExceptionSlot = { id: newId(), startDate: today, endDate: today, status: 'busy', isAlwaysAvailable: true };
  return {
    ...av,
    alwaysAvailable: true,
    slots: av.slots.flatMap((slot) => (isLive(slot) && slot.status === 'free' ? removed(slot) : [slot])),
    exceptions: [...av.exceptions.filter((e) => !e.isAlwaysAvailable), marker],
  };
}

/** Back to a weekly pattern: the marker goes, and the (now unset) week gets the default slots. */
export function clearAlwaysAvailable(av: Availability, newId: NewId = temporaryId): Availability {
  if (!av.alwaysAvailable) return av;
  return withDefaultWeek({ ...av, alwaysAvailable: false, exceptions: av.exceptions.filter((e) => !e.isAlwaysAvailable) }, newId);
}

const daySlots = (av: Availability, dayIndex: DayIndex) => av.slots.filter((s) => isLive(s) && s.dayIndex === dayIndex);

/** A new free slot on `dayIndex`: the day's first at the default times, else the hour after the day's last (if it fits before midnight). */
export function addSlot(av: Availability, dayIndex: DayIndex, newId: NewId = temporaryId): Availability {
  const day = daySlots(av, dayIndex);
  const order = day.reduce((max, s) => Math.max(max, s.order + 1), 0);
  const lastEnd = day.map((s) => minutesOf(s.endTime)).reduce((max, m) => (Number.isFinite(m) ? Math.max(max, m) : max), -1);
  const slot = defaultSlot(dayIndex, { order, newId });
  if (lastEnd >= 0 && lastEnd < LAST_MINUTE) {
    slot.startTime = timeOf(lastEnd);
    slot.endTime = timeOf(Math.min(lastEnd + ADDED_SLOT_MINUTES, LAST_MINUTE));
    slot.durationMinutes = durationOf(slot.startTime, slot.endTime);
  }
  return { ...av, slots: [...av.slots, slot] };
}

export interface SlotEdit {
  startTime?: string;
  endTime?: string;
  enabled?: boolean;
  status?: SlotStatus;
}

/** A slot's times, enabled flag or status changed; its duration follows its times. */
export function updateSlot(av: Availability, id: string, edit: SlotEdit): Availability {
  return {
    ...av,
    slots: av.slots.map((slot) => {
      if (slot.id !== id) return slot;
      const next = { ...slot, ...edit };
      return { ...next, durationMinutes: durationOf(next.startTime, next.endTime) };
    }),
  };
}

/** SPEC §4: removing a saved slot marks it deleted; a new (temporary id) slot is dropped. */
export const removeSlot = (av: Availability, id: string): Availability => ({
  ...av,
  slots: av.slots.flatMap((slot) => (slot.id === id ? removed(slot) : [slot])),
});

/** A day switched on (its slots enabled; a day without any gets one at the default times) or off (its slots kept, disabled). */
export function setDayEnabled(av: Availability, dayIndex: DayIndex, enabled: boolean, newId: NewId = temporaryId): Availability {
  if (enabled && daySlots(av, dayIndex).length === 0) return addSlot(av, dayIndex, newId);
  return { ...av, slots: av.slots.map((s) => (isLive(s) && s.dayIndex === dayIndex ? { ...s, enabled } : s)) };
}

/**
 * A day's slots cleared. SPEC §4 'Day 1 keeps a default start and end': Monday keeps one
 * disabled slot at the default times (its first saved slot, reset, or a new one), so switching
 * it back on starts from 08:00–17:00.
 */
export function clearDay(av: Availability, dayIndex: DayIndex, newId: NewId = temporaryId): Availability {
  const cleared = daySlots(av, dayIndex).reduce((next, slot) => removeSlot(next, slot.id), av);
  if (dayIndex !== FIRST_WORKDAY) return cleared;
  const keep = daySlots(av, dayIndex).find((s) => !isTemporaryId(s.id));
  const kept = defaultSlot(dayIndex, { newId: keep ? () => keep.id : newId, enabled: false });
  return { ...cleared, slots: [...cleared.slots.filter((s) => s.id !== kept.id), kept] };
}

export interface Changes<T> {
  created: T[];
  updated: T[];
  /** Saved ids. */
  deleted: string[];
}

/** What the client sends (SPEC §4): the slots and exceptions made, changed and removed. */
export interface AvailabilityChanges {
  clinicianId: string;
  alwaysAvailable: boolean;
  slots: Changes<WeeklySlot>;
  exceptions: Changes<ExceptionSlot>;
}

const SLOT_KEYS = ['dayIndex', 'order', 'enabled', 'startTime', 'endTime', 'durationMinutes', 'status'] as const;
const EXCEPTION_KEYS = ['startDate', 'endDate', 'startTime', 'endTime', 'status', 'isAlwaysAvailable'] as const;

const differs = <T extends object>(a: T, b: T, keys: readonly (keyof T)[]) => keys.some((k) => a[k] !== b[k]);

/**
 * The difference between the stored availability and the edited one. Always available: the
 * busy exception and the deletion of every saved free slot (SPEC §4); otherwise the slots
 * created (temporary ids), updated and deleted (marked, or gone from the list). Exceptions are
 * compared by id the same way in both cases.
 */
export function changesToSave(before: Availability, after: Availability): AvailabilityChanges {
  const stored = new Map(before.slots.filter((s) => isLive(s) && !isTemporaryId(s.id)).map((s) => [s.id, s]));
  const liveAfter = new Map(after.slots.filter(isLive).map((s) => [s.id, s]));
  const gone = [...stored.keys()].filter((id) => !liveAfter.has(id));
  const slots: Changes<WeeklySlot> = after.alwaysAvailable
    ? {
        created: [],
        updated: [],
        deleted: [...stored.values()].filter((s) => s.status === 'free' || !liveAfter.has(s.id)).map((s) => s.id),
      }
    : {
        created: [...liveAfter.values()].filter((s) => isTemporaryId(s.id)),
        updated: [...liveAfter.values()].filter((s) => {
          const old = stored.get(s.id);
          return old !== undefined && differs(old, s, SLOT_KEYS);
        }),
        deleted: gone,
      };
  const savedExceptions = new Map(before.exceptions.filter((e) => !isTemporaryId(e.id)).map((e) => [e.id, e]));
  const afterIds = new Set(after.exceptions.map((e) => e.id));
  const exceptions: Changes<ExceptionSlot> = {
    created: after.exceptions.filter((e) => isTemporaryId(e.id)),
    updated: after.exceptions.filter((e) => {
      const old = savedExceptions.get(e.id);
      return old !== undefined && differs(old, e, EXCEPTION_KEYS);
    }),
    deleted: [...savedExceptions.keys()].filter((id) => !afterIds.has(id)),
  };
  return { clinicianId: after.clinicianId, alwaysAvailable: after.alwaysAvailable, slots, exceptions };
}

/** Nothing to send. */
export const hasNoChanges = (c: AvailabilityChanges, before: Availability): boolean =>
  c.alwaysAvailable === before.alwaysAvailable &&
  [c.slots, c.exceptions].every((k) => k.created.length === 0 && k.updated.length === 0 && k.deleted.length === 0);
