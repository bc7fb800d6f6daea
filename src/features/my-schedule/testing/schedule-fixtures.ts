// Test data for the schedule screens: a clinician's day (2026-01-13, winter time everywhere) in
// the server's GraphQL shapes, served to the real client (fetch mock) or written to the device
// through the offline core's own pack writer.

import type { AppointmentFieldsFragment, EncounterFieldsFragment, MyScheduleQuery, PatientFieldsFragment } from '../../../gql/graphql';
import type { GraphqlRequest } from '../../../offline/graphql-request';
import { pullSchedulePack } from '../../../offline/pack';
import { json } from '../../../test-utils/fetch-mock';

export const DAY = '2026-01-13';
type Pack = MyScheduleQuery['MySchedule'];

const PLACES: Record<string, { city: string; postalCode: string; latitude: number; longitude: number }> = {
  FL: { city: 'Miami', postalCode: '33101', latitude: 25.77, longitude: -80.19 },
  TX: { city: 'Houston', postalCode: '77002', latitude: 29.76, longitude: -95.37 },
  CA: { city: 'Los Angeles', postalCode: '90012', latitude: 34.05, longitude: -118.24 },
};

export function patient(id: string, name: string, state: string, over: Partial<PatientFieldsFragment> = {}): PatientFieldsFragment {
  const place = PLACES[state] ?? { city: 'Town', postalCode: '00000', latitude: 0, longitude: 0 };
  const [givenName = name, familyName = ''] = name.split(' ');
  return {
    id,
    versionId: 1,
    lastUpdated: `${DAY}T05:00:00.000Z`,
    name,
    givenName,
    familyName,
    gender: 'female',
    birthDate: '1948-07-04',
    age: 77,
    phone: '3055550142',
    payerName: 'Sunshine Health',
    address: {
      line: [`${id.length * 11} Palm Ave`],
      city: place.city,
      state,
      postalCode: place.postalCode,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    ...over,
  };
}

export function appointment(
  id: string,
  p: PatientFieldsFragment,
  start: string,
  routeOrder: number,
  over: Partial<AppointmentFieldsFragment> = {},
): AppointmentFieldsFragment {
  return {
    id,
    versionId: 1,
    lastUpdated: `${DAY}T05:00:00.000Z`,
    status: 'booked',
    appointmentType: 'follow-up',
    start,
    end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
    routeOrder,
    patientId: p.id,
    practitionerId: 'p-1',
    encounterId: null,
    address: p.address,
    ...over,
  };
}

const FLAGS_OFF = {
  allowCheckIn: false,
  allowCheckout: false,
  allowESign: false,
  allowAmend: false,
  allowCancel: false,
  allowUndoCheckIn: false,
};

/** An encounter of `a` (its appointment gets the link). The device derives the flags itself. */
export function encounter(id: string, a: AppointmentFieldsFragment, over: Partial<EncounterFieldsFragment> = {}): EncounterFieldsFragment {
  a.encounterId = id;
  const status = over.status ?? 'planned';
  const stateText = over.stateText ?? null;
  return {
    id,
    versionId: 3,
    lastUpdated: `${DAY}T05:00:00.000Z`,
    status,
    stateText,
    type: a.appointmentType,
    deliveryType: 'in-person',
    period: { start: a.start, end: null },
    checkedInAt: null,
    checkedOutAt: null,
    signedAt: null,
    cancelReason: null,
    amendReason: null,
    amendRequest: null,
    patientId: a.patientId,
    practitionerId: a.practitionerId,
    appointmentId: a.id,
    episodeOfCareId: null,
    hasActiveAuthorization: true,
    state: { status, stateText, ...FLAGS_OFF },
    ...over,
  };
}

export function pack(
  appointments: AppointmentFieldsFragment[],
  patients: PatientFieldsFragment[],
  encounters: EncounterFieldsFragment[] = [],
): Pack {
  return {
    practitionerId: 'p-1',
    from: DAY,
    to: DAY,
    syncedAt: `${DAY}T06:00:00.000Z`,
    appointments,
    patients,
    encounters,
    days: [{ date: DAY, appointmentIds: appointments.map((a) => a.id) }],
    questionnaires: [],
    plans: [],
    responses: [],
    earlierResponses: [],
    charts: [],
    chartAdmissions: [],
  };
}

/** The MySchedule answer of the mocked API. */
export const myScheduleHandler = (p: Pack) => () => json({ data: { MySchedule: p } });

/** Writes `p` to `userId`'s device through the offline core's pack writer. */
export async function seedDevice(userId: string, p: Pack): Promise<void> {
  const request = (async () => ({ MySchedule: p })) as unknown as GraphqlRequest;
  await pullSchedulePack(userId, { from: DAY, to: DAY }, { request });
}

/** Three visits: route order 1 Miami (FL), 2 Houston (TX), 3 Los Angeles (CA). */
export function threeVisits() {
  const ana = patient('pt-ana', 'Ana Ortiz', 'FL');
  const ben = patient('pt-ben', 'Ben Carter', 'TX');
  const cy = patient('pt-cy', 'Cy Nguyen', 'CA');
  // Deliberately not in route order in the answer.
  const b = appointment('ap-ben', ben, `${DAY}T16:00:00.000Z`, 2);
  const a = appointment('ap-ana', ana, `${DAY}T14:30:00.000Z`, 1);
  const c = appointment('ap-cy', cy, `${DAY}T20:15:00.000Z`, 3, { status: 'pending', appointmentType: 'soc-patient' });
  return { patients: [ana, ben, cy], appointments: [b, a, c] };
}
