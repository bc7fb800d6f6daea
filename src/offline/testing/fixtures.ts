// The fake server's data: a day of booked visits (DAY), their patients, and encounters where a
// test wants them — shaped like the GraphQL fragments the device stores.
import type { AppointmentFieldsFragment, EncounterFieldsFragment, PatientFieldsFragment } from '../../gql/graphql';
import { snapshotOf, withSnapshot } from '../encounter-record';

export interface Applied {
  clientMutationId: string;
  entityId: string;
  operation: string;
  /** The base version the client sent (null for createEncounter). */
  baseVersion: number | null;
  /** The entity's version after it. */
  versionAfter: number;
}

export interface ServerStorage {
  appointments: Map<string, AppointmentFieldsFragment>;
  patients: Map<string, PatientFieldsFragment>;
  encounters: Map<string, EncounterFieldsFragment>;
  receipts: Map<string, unknown>;
  /** Every mutation applied, in order (what the properties check). */
  applied: Applied[];
  /** Encounters whose e-sign is answered with missing answers. */
  missingAnswers: Set<string>;
}

export const DAY = '2026-03-10';
const at = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export function patientFixture(id: string, state = 'FL'): PatientFieldsFragment {
  return {
    id,
    versionId: 1,
    lastUpdated: at(1),
    name: `Patient ${id}`,
    givenName: 'Pat',
    familyName: id,
    gender: 'female',
    birthDate: '1950-01-01',
    age: 76,
    phone: null,
    payerName: null,
    address: { line: ['1 Main St'], city: 'Miami', state, postalCode: '33101', latitude: 25.7, longitude: -80.2 },
  };
}

export function appointmentFixture(id: string, patientId: string, hour: number, routeOrder: number | null): AppointmentFieldsFragment {
  return {
    id,
    versionId: 1,
    lastUpdated: at(1),
    status: 'booked',
    appointmentType: 'follow-up',
    start: at(hour),
    end: at(hour + 1),
    routeOrder,
    patientId,
    practitionerId: 'pr-1',
    encounterId: null,
    address: null,
  };
}

export function encounterFixture(id: string, appointment: AppointmentFieldsFragment): EncounterFieldsFragment {
  const base: EncounterFieldsFragment = {
    id,
    versionId: 1,
    lastUpdated: at(1),
    status: 'planned',
    stateText: null,
    type: appointment.appointmentType,
    deliveryType: 'in-person',
    period: { start: appointment.start, end: null },
    checkedInAt: null,
    checkedOutAt: null,
    signedAt: null,
    cancelReason: null,
    amendReason: null,
    amendRequest: null,
    patientId: appointment.patientId,
    practitionerId: appointment.practitionerId,
    appointmentId: appointment.id,
    episodeOfCareId: null,
    hasActiveAuthorization: false,
    state: {
      status: 'planned',
      stateText: null,
      allowCheckIn: true,
      allowCheckout: false,
      allowESign: false,
      allowAmend: false,
      allowCancel: true,
      allowUndoCheckIn: false,
    },
  };
  return withSnapshot(base, snapshotOf(base));
}

/** `visits` booked visits on DAY (a-1..a-n, patients p-1..p-n); the listed ones already have a planned encounter e-i. */
export function seedStorage(visits: number, withEncounter: readonly number[] = []): ServerStorage {
  const storage: ServerStorage = {
    appointments: new Map(),
    patients: new Map(),
    encounters: new Map(),
    receipts: new Map(),
    applied: [],
    missingAnswers: new Set(),
  };
  for (let i = 1; i <= visits; i++) {
    const patient = patientFixture(`p-${i}`);
    const appointment = appointmentFixture(`a-${i}`, patient.id, 8 + i, i);
    storage.patients.set(patient.id, patient);
    if (withEncounter.includes(i)) {
      const encounter = encounterFixture(`e-${i}`, appointment);
      storage.encounters.set(encounter.id, encounter);
      appointment.encounterId = encounter.id;
    }
    storage.appointments.set(appointment.id, appointment);
  }
  return storage;
}
