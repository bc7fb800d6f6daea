// The availability between the server's shape and the form's (SPEC §3 Slot): the query's answer
// read through the domain schema (an unset week gets the default free slots, SPEC §4), and the
// form's availability as the save's input. The form's slots go as they are, removed saved ones
// with deleted: true and dropped new ones not at all (availability-changes.ts), in the same
// order, so a field the server names ('slots.2.endTime') is the field the form shows.
import * as v from 'valibot';
import { withDefaultWeek } from '../../domain/availability/availability-changes';
import type { availabilityInput } from '../../domain/availability/availability-input';
import { type Availability, AvailabilitySchema, type ExceptionSlot } from '../../domain/availability/slot';
import type { AvailabilityExceptionInput, AvailabilitySlotInput, ClinicianAvailabilityInput } from '../../gql/graphql';
import type { SchemaFormApi } from '../../ui/form/use-schema-form';
import type { ClinicianAvailability } from './availability-api';

/** The form: the availability as the domain schema reads it (SPEC §5 rules on their fields). */
export type AvailabilityValues = v.InferInput<ReturnType<typeof availabilityInput>>;
export type AvailabilityForm = SchemaFormApi<AvailabilityValues, Availability>;

/** The stored availability as the form holds it (a whole-day exception's times are ''). */
export function storedAvailability(view: ClinicianAvailability): Availability {
  return v.parse(AvailabilitySchema, {
    clinicianId: view.clinicianId,
    timeZone: view.timeZone,
    alwaysAvailable: view.alwaysAvailable,
    slots: view.slots,
    // The form's fields hold '' for no time (the rules read '' as a whole day).
    exceptions: view.exceptions.map(({ startTime, endTime, isAlwaysAvailable, ...rest }) => ({
      ...rest,
      startTime: startTime ?? '',
      endTime: endTime ?? '',
      ...(isAlwaysAvailable ? { isAlwaysAvailable } : {}),
    })),
  });
}

/** What the form starts from. */
export const initialAvailability = (view: ClinicianAvailability): Availability => withDefaultWeek(storedAvailability(view));

const exceptionInput = (e: ExceptionSlot): AvailabilityExceptionInput => ({
  id: e.id,
  startDate: e.startDate,
  endDate: e.endDate,
  // Whole days: no times (an emptied time field is no time).
  startTime: e.startTime || null,
  endTime: e.endTime || null,
  status: e.status,
  isAlwaysAvailable: e.isAlwaysAvailable === true,
});

/** The save's input: the form's availability on the version the user saw. */
export function saveInput(av: Availability, versionId: number): ClinicianAvailabilityInput {
  const slots: AvailabilitySlotInput[] = av.slots.map(({ deleted, ...slot }) => ({ ...slot, ...(deleted ? { deleted: true } : {}) }));
  return {
    clinicianId: av.clinicianId,
    versionId,
    alwaysAvailable: av.alwaysAvailable,
    slots,
    exceptions: av.exceptions.map(exceptionInput),
  };
}
