// Telehealth encounters as the waiting room and the telehealth lists show them
// (telehealth.graphql TelehealthEncounter). Plain JSON: they travel through pub/sub and receipts.
import type { Encounter } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { type EncounterView, refId, toEncounterView } from '../shared/encounter-views.ts';
import type { TelemedicineStatus } from './telehealth-input.ts';

export interface TelehealthView {
  id: string;
  versionId: number;
  telemedicineStatus: TelemedicineStatus;
  requestedAt: string;
  requestedByName: string | null;
  patientId: string;
  patientName: string;
  patientState: string | null;
  clinicianId: string | null;
  clinicianName: string | null;
  appointmentId: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  teleMedicineType: string | null;
  meetingUrl: string | null;
  homeHealthName: string | null;
  onsiteProviderPhone: string | null;
  encounter: EncounterView;
}

/** What the view needs besides the encounter: names read from the patient and practitioner rows. */
export interface TelehealthNames {
  patientName: string;
  patientState: string | null;
  clinicianName: string | null;
  homeHealthName: string | null;
}

/**
 * SPEC §7 telemedicine statuses from the encounter's: a request nobody took is 'requested'; one
 * taken is 'in-progress' until it is finished (checked out) or cancelled.
 */
export function telemedicineStatusOf(e: Pick<Encounter, 'status' | 'practitioner'>): TelemedicineStatus {
  switch (e.status) {
    case 'planned':
      return e.practitioner ? 'in-progress' : 'requested';
    case 'in-progress':
      return 'in-progress';
    case 'finished':
      return 'finished';
    case 'cancelled':
      return 'cancelled';
  }
}

export function toTelehealthView(row: ResourceRow<Encounter>, names: TelehealthNames): TelehealthView {
  const e = row.content;
  const request = e.telehealth;
  return {
    id: row.id,
    versionId: row.versionId,
    telemedicineStatus: telemedicineStatusOf(e),
    // A scheduled telehealth visit (booked, not asked for in the waiting room) has no request: its time is the visit's.
    requestedAt: request?.requestedAt ?? e.period.start ?? e.checkedInAt ?? row.lastUpdated.toISOString(),
    requestedByName: request?.requestedBy.display ?? null,
    patientId: refId(e.subject) ?? '',
    patientName: names.patientName,
    patientState: names.patientState,
    clinicianId: refId(e.practitioner),
    clinicianName: names.clinicianName,
    appointmentId: refId(e.appointment),
    checkedInAt: e.checkedInAt ?? null,
    checkedOutAt: e.checkedOutAt ?? null,
    teleMedicineType: request?.teleMedicineType ?? null,
    meetingUrl: request?.meetingUrl ?? null,
    homeHealthName: names.homeHealthName,
    onsiteProviderPhone: request?.onsitePhone ?? null,
    encounter: toEncounterView(row),
  };
}
