// The coordinator's schedule board shapes (SPEC §3 Scheduling state): a clinician as the picker
// lists them, and their visits with the patient's name, the bookable slots and availableSOCCount.
import { displayName, type Practitioner } from '../../../src/domain/resources.ts';
import type { BoardSlot } from '../../../src/domain/scheduling/schedule-board.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import type { AppointmentView } from '../shared/encounter-views.ts';
import { clinicianTimeZone } from './availability-views.ts';

export interface SchedulableClinicianView {
  id: string;
  name: string;
  state: string | null;
  timeZone: string;
  /** The clinician's home address: the default start point of their route. */
  home: { label: string; latitude: number | null; longitude: number | null } | null;
}

export interface ScheduleVisitView {
  appointment: AppointmentView;
  patientName: string;
  asap: boolean;
  overrideReason: string | null;
}

export interface ClinicianScheduleView {
  clinician: SchedulableClinicianView;
  from: string;
  to: string;
  visits: ScheduleVisitView[];
  freeSlots: BoardSlot[];
  availableSOCCount: number;
}

export function toSchedulableClinicianView(row: ResourceRow<Practitioner>): SchedulableClinicianView {
  const address = row.content.address.find((a) => a.use === 'home') ?? row.content.address[0];
  return {
    id: row.id,
    name: displayName(row.content.name),
    state: address?.state ?? null,
    timeZone: clinicianTimeZone(row.content),
    home: address
      ? {
          label: [address.line.join(' '), address.city, `${address.state} ${address.postalCode}`].filter(Boolean).join(', '),
          latitude: address.latitude ?? null,
          longitude: address.longitude ?? null,
        }
      : null,
  };
}
