// A practitioner row → the ClinicianAvailability GraphQL shape (SPEC §3 Slot): the weekly
// slots and exceptions in the clinician's zone (by the state of their address). Never saved:
// SPEC §4 'an unset week gets default free slots', shown with `saved: false`.
import { defaultWeek } from '../../../src/domain/availability/availability-changes.ts';
import {
  type Availability,
  type ExceptionSlot,
  type StoredAvailability,
  temporaryId,
  type WeeklySlot,
} from '../../../src/domain/availability/slot.ts';
import type { Practitioner } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';

export interface ClinicianAvailabilityView {
  clinicianId: string;
  versionId: number;
  lastUpdated: string;
  timeZone: string;
  saved: boolean;
  alwaysAvailable: boolean;
  slots: WeeklySlot[];
  exceptions: (Omit<ExceptionSlot, 'startTime' | 'endTime' | 'isAlwaysAvailable'> & {
    startTime: string | null;
    endTime: string | null;
    isAlwaysAvailable: boolean;
  })[];
}

export const clinicianTimeZone = (practitioner: Practitioner): string => timeZoneForState(practitioner.address[0]?.state);

/** The default week, its temporary ids derived from the day so that two reads agree. */
const unsavedWeek = (): StoredAvailability => ({
  alwaysAvailable: false,
  slots: defaultWeek().map((slot) => ({ ...slot, id: temporaryId(() => `default-${slot.dayIndex}`) })),
  exceptions: [],
});

/** The clinician's availability as it applies: the saved one, else SPEC §4's default week. */
export function availabilityOf(row: { id: string; content: Practitioner }): Availability {
  return { clinicianId: row.id, timeZone: clinicianTimeZone(row.content), ...(row.content.availability ?? unsavedWeek()) };
}

export function toClinicianAvailabilityView(row: {
  id: string;
  versionId: number;
  lastUpdated: Date;
  content: Practitioner;
}): ClinicianAvailabilityView {
  const availability = availabilityOf(row);
  return {
    clinicianId: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    timeZone: availability.timeZone,
    saved: row.content.availability !== undefined,
    alwaysAvailable: availability.alwaysAvailable,
    slots: [...availability.slots].sort((a, b) => a.dayIndex - b.dayIndex || a.order - b.order || a.startTime.localeCompare(b.startTime)),
    exceptions: [...availability.exceptions]
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .map((e) => ({ ...e, startTime: e.startTime ?? null, endTime: e.endTime ?? null, isAlwaysAvailable: e.isAlwaysAvailable === true })),
  };
}
