// The editor's commands (SPEC §4 'Availability'), each one of availability-changes.ts applied to
// the form's availability: always available on or off, a slot added, changed or removed (a
// saved slot marked deleted, a new one dropped; the last slot of Monday leaves its default
// start and end, clearDay), a day switched on or off, an exception added or removed.
import { useRef } from 'react';
import {
  addSlot,
  clearAlwaysAvailable,
  clearDay,
  removeSlot,
  type SlotEdit,
  setAlwaysAvailable,
  setDayEnabled,
  updateSlot,
} from '../../domain/availability/availability-changes';
import { utcToLocal } from '../../domain/availability/local-time';
import { type Availability, type DayIndex, type ExceptionSlot, isLive, temporaryId, type WeeklySlot } from '../../domain/availability/slot';
import type { AvailabilityForm } from './availability-values';

/** The clinician's today ('YYYY-MM-DD' in their zone). */
export const todayIn = (timeZone: string): string => utcToLocal(Date.now(), timeZone).date;

/** A new exception: today, whole day (no times: ''), busy (time off). */
const newException = (today: string): ExceptionSlot => ({
  id: temporaryId(),
  startDate: today,
  endDate: today,
  startTime: '',
  endTime: '',
  status: 'busy',
});

export function useAvailabilityCommands(form: AvailabilityForm) {
  // The week as it was before 'Always available' was switched on, back when it is switched off.
  const weekBeforeAlways = useRef<WeeklySlot[] | null>(null);

  const apply = (change: (av: Availability) => Availability) => {
    const next = change(form.getValues());
    form.setValue('alwaysAvailable', next.alwaysAvailable, { shouldDirty: true });
    form.setValue('slots', next.slots, { shouldDirty: true });
    form.setValue('exceptions', next.exceptions, { shouldDirty: true });
    // Messages follow the edit (a dropped row moves the indexes they sit on).
    if (form.formState.isSubmitted || Object.keys(form.formState.errors).length > 0) void form.trigger();
  };

  return {
    setAlwaysAvailable: (on: boolean) =>
      apply((av) => {
        if (on) {
          weekBeforeAlways.current = av.slots;
          return setAlwaysAvailable(av, todayIn(av.timeZone));
        }
        const week = weekBeforeAlways.current;
        return clearAlwaysAvailable(week ? { ...av, slots: week } : av);
      }),
    addSlot: (dayIndex: DayIndex) => apply((av) => addSlot(av, dayIndex)),
    updateSlot: (id: string, edit: SlotEdit) => apply((av) => updateSlot(av, id, edit)),
    removeSlot: (slot: WeeklySlot) =>
      apply((av) => {
        const last = av.slots.filter((s) => isLive(s) && s.dayIndex === slot.dayIndex).length === 1;
        return last ? clearDay(av, slot.dayIndex) : removeSlot(av, slot.id);
      }),
    setDayEnabled: (dayIndex: DayIndex, enabled: boolean) => apply((av) => setDayEnabled(av, dayIndex, enabled)),
    addException: () => apply((av) => ({ ...av, exceptions: [...av.exceptions, newException(todayIn(av.timeZone))] })),
    removeException: (id: string) => apply((av) => ({ ...av, exceptions: av.exceptions.filter((e) => e.id !== id) })),
  };
}

export type AvailabilityCommands = ReturnType<typeof useAvailabilityCommands>;
