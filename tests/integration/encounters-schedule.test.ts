// MySchedule (SPEC §7, DESIGN §4 "pack"): the signed-in clinician's appointments, patients,
// encounters and route order per local day, in the practitioner's time zone (SPEC §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  addAppointment,
  addPatient,
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  fails,
  linkUser,
  localDate,
  localInstant,
  M,
  ok,
} from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const SCHEDULE = `query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) {
  practitionerId from to syncedAt
  appointments { id versionId lastUpdated status appointmentType start end routeOrder patientId practitionerId encounterId
    address { line city state postalCode latitude longitude } }
  patients { id name givenName familyName age birthDate address { city state } payerName }
  encounters { id status appointmentId state { allowCheckIn } }
  days { date appointmentIds }
} }`;

interface Pack {
  practitionerId: string;
  from: string;
  to: string;
  syncedAt: string;
  appointments: { id: string; status: string; start: string; routeOrder: number | null; patientId: string; encounterId: string | null }[];
  patients: { id: string; name: string; age: number }[];
  encounters: { id: string; status: string; appointmentId: string }[];
  days: { date: string; appointmentIds: string[] }[];
}

describe.each(kinds)('MySchedule on %s', (kind) => {
  let s: TestServer;
  let fl: Clinic;
  let la: Clinic;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    s = await startServer(kind);
    fl = await addPractitioner(s, 'FL', 'clinician');
    const other = await addPractitioner(s, 'FL', 'clinician2');
    // Inserted out of route order; the third stop is cancelled (the client filters it).
    ids.second = await addVisit(s, fl, '10:00', 2);
    ids.first = await addVisit(s, fl, '08:30', 1);
    const patientId = await addPatient(s, 'Cancelled');
    ids.cancelled = await addAppointment(s, {
      patientId,
      practitionerId: fl.practitionerId,
      start: localInstant(fl.zone, `${localDate(fl.zone)} 11:30`),
      routeOrder: 3,
      status: 'cancelled',
    });
    const tomorrowPatient = await addPatient(s, 'Tomorrow');
    ids.tomorrow = await addAppointment(s, {
      patientId: tomorrowPatient,
      practitionerId: fl.practitionerId,
      start: localInstant(fl.zone, `${localDate(fl.zone, 1)} 09:00`),
      routeOrder: 1,
    });
    ids.deleted = await addVisit(s, fl, '12:00', 4);
    await stores.appointment.softDelete(s.db, ids.deleted, 1, { authorId: null });
    ids.otherClinician = await addVisit(s, other, '09:00', 1);

    la = await addPractitioner(s, 'CA');
    await s.addUser({ key: 'clin-la', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    await linkUser(s, 'clin-la', la.practitionerId);
    const boundary = async (key: string, wallClock: string) => {
      ids[key] = await addAppointment(s, {
        patientId: await addPatient(s, key),
        practitionerId: la.practitionerId,
        start: localInstant(la.zone, wallClock),
      });
    };
    await boundary('laBefore', '2030-01-14 23:59');
    await boundary('laEarly', '2030-01-15 00:05');
    await boundary('laLate', '2030-01-15 23:30');
    await boundary('laNext', '2030-01-16 00:15');
    // 2030-03-10 is the first day of daylight saving time in Los Angeles (a 23-hour day).
    await boundary('dstEarly', '2030-03-10 00:30');
    await boundary('dstLate', '2030-03-10 23:30');
    await boundary('dstNext', '2030-03-11 00:10');
  });
  afterAll(async () => {
    await s?.close();
  });

  const today = () => localDate(fl.zone);
  const schedule = (userKey: string, from: string, to: string) => ok<Pack>(s, userKey, SCHEDULE, { from, to });

  it("returns the clinician's day: appointments in route order, cancelled included, with patients and days", async () => {
    const before = Date.now();
    const pack = await schedule('clinician', today(), today());
    expect(pack.practitionerId).toBe(fl.practitionerId);
    expect(pack.from).toBe(today());
    expect(pack.to).toBe(today());
    expect(Date.parse(pack.syncedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(pack.syncedAt)).toBeLessThanOrEqual(Date.now());
    expect(pack.days).toEqual([{ date: today(), appointmentIds: [ids.first, ids.second, ids.cancelled] }]);
    expect(pack.appointments.map((a) => a.id)).toEqual([ids.first, ids.second, ids.cancelled]);
    expect(pack.appointments.map((a) => a.status)).toEqual(['booked', 'booked', 'cancelled']);
    expect(pack.appointments[0]).toMatchObject({
      versionId: 1,
      appointmentType: 'follow-up',
      routeOrder: 1,
      practitionerId: fl.practitionerId,
      encounterId: null,
      address: { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 },
    });
    expect(new Set(pack.patients.map((p) => p.id))).toEqual(new Set(pack.appointments.map((a) => a.patientId)));
    expect(pack.patients[0]).toMatchObject({ age: expect.any(Number), name: expect.stringMatching(/ Visit$|Cancelled/) });
    expect(pack.encounters).toEqual([]);
    // Neither the deleted visit nor another clinician's is there.
    expect(pack.appointments.map((a) => a.id)).not.toContain(ids.deleted);
    expect(pack.appointments.map((a) => a.id)).not.toContain(ids.otherClinician);
  });

  it('has an entry for every date of the range, empty ones too, and the encounters of its visits', async () => {
    const created = await ok<{ id: string }>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId: ids.first },
    });
    const pack = await schedule('clinician', today(), localDate(fl.zone, 3));
    expect(pack.days.map((d) => d.date)).toEqual([0, 1, 2, 3].map((d) => localDate(fl.zone, d)));
    expect(pack.days[1]?.appointmentIds).toEqual([ids.tomorrow]);
    expect(pack.days[2]?.appointmentIds).toEqual([]);
    expect(pack.encounters).toEqual([{ id: created.id, status: 'planned', appointmentId: ids.first, state: { allowCheckIn: true } }]);
    expect(pack.appointments.find((a) => a.id === ids.first)?.encounterId).toBe(created.id);
  });

  it("cuts days at the practitioner's local midnight, not UTC's (Los Angeles)", async () => {
    const one = await schedule('clin-la', '2030-01-15', '2030-01-15');
    expect(one.days).toEqual([{ date: '2030-01-15', appointmentIds: [ids.laEarly, ids.laLate] }]);
    const two = await schedule('clin-la', '2030-01-15', '2030-01-16');
    expect(two.days).toEqual([
      { date: '2030-01-15', appointmentIds: [ids.laEarly, ids.laLate] },
      { date: '2030-01-16', appointmentIds: [ids.laNext] },
    ]);
    // 23:30 local on the 15th is already the 16th in UTC.
    expect(two.appointments.find((a) => a.id === ids.laLate)?.start).toBe('2030-01-16T07:30:00.000Z');
  });

  it('keeps a daylight-saving day whole', async () => {
    const pack = await schedule('clin-la', '2030-03-10', '2030-03-10');
    expect(pack.days).toEqual([{ date: '2030-03-10', appointmentIds: [ids.dstEarly, ids.dstLate] }]);
  });

  it.each([
    ['to before from', '2030-01-15', '2030-01-14', 'to cannot be before from'],
    ['more than 14 days', '2030-01-01', '2030-01-16', 'to can be at most 14 days after from'],
    ['a malformed date', '2030-1-5', '2030-01-06', 'from must be a date YYYY-MM-DD'],
    ['an impossible date', '2030-02-27', '2030-02-30', 'to must be a date YYYY-MM-DD'],
  ])('refuses %s with BAD_USER_INPUT', async (_name, from, to, message) => {
    const error = await fails(s, 'clin-la', SCHEDULE, { from, to });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
  });

  it('accepts exactly 14 days after from', async () => {
    const pack = await schedule('clin-la', '2030-01-01', '2030-01-15');
    expect(pack.days).toHaveLength(15);
  });

  it('tells a user with no linked clinician account the words of SPEC §6', async () => {
    const error = await fails(s, 'coordinator', SCHEDULE, { from: '2030-01-01', to: '2030-01-02' });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe(MESSAGES.notLinkedToClinician);
    expect(error.message).toBe(
      'Your user account is not linked to the clinician account. Please contact the support team for any changes required.',
    );
  });

  it('refuses a user without the patient permission', async () => {
    const error = await fails(s, 'billing', SCHEDULE, { from: '2030-01-01', to: '2030-01-02' });
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });
});
