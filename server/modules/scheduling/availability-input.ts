// The arguments of saveClinicianAvailability (SPEC §3 Slot, §5): the clinician's id, the version
// the user saw, and the availability as the form holds it, judged by the same schema as the form
// (src/domain/availability/availability-input.ts), in the clinician's zone and against the stored
// copy; the first problem is BAD_USER_INPUT on its field ('slots.2.endTime').
import { availabilityInput } from '../../../src/domain/availability/availability-input.ts';
import type { Availability } from '../../../src/domain/availability/slot.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';

export interface ClinicianAvailabilityChange {
  clinicianId: string;
  versionId: number;
  alwaysAvailable: boolean;
  slots: readonly unknown[];
  exceptions: readonly unknown[];
}

export const parseClinicianId = (id: string): string => parseId(id, 'clinicianId');

/** GraphQL's nulls (an exception without times) as the schema's absent fields. */
const withoutNulls = (item: unknown): unknown =>
  item !== null && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) : item;

/** The availability to save, checked at `now` in `timeZone` against `saved`. */
export function parseAvailability(change: ClinicianAvailabilityChange, timeZone: string, now: Date, saved: Availability): Availability {
  return parseInput(availabilityInput(now, saved), {
    clinicianId: change.clinicianId,
    timeZone,
    alwaysAvailable: change.alwaysAvailable,
    slots: change.slots.map(withoutNulls),
    exceptions: change.exceptions.map(withoutNulls),
  });
}
