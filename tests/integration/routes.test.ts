// A clinician's route of a day over GraphQL (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'remove route', 'mileage threshold setting'): a coordinator saves
// a route and the server measures it (times, miles, lateness), writes each visit's routeOrder
// (a new version only where it changes) so MySchedule orders the day by it; a stale version is
// CONFLICT; another market, external and reviewer users are refused and change nothing; a visit
// of another clinician, another date or a cancelled one is refused with its reason; remove clears
// the order; TravelMatrix validates its points; with ROUTING_URL the travel comes from the
// OSRM-compatible service (a stub in this process).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { Appointment, AppointmentStatus } from '../../src/domain/resources.ts';
import { roadMiles } from '../../src/domain/routes/distance.ts';
import { MILEAGE_THRESHOLD_SETTING, ROUTE_MESSAGES, roundMiles } from '../../src/domain/routes/route-plan.ts';
import { addPatient, addPractitioner, type Clinic, fails, localInstant, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const ROUTE = `id versionId lastUpdated clinicianId date timeZone departure
  startPoint { kind label latitude longitude address }
  stops { appointmentId order arrive depart miles minutes lateMinutes }
  totalMiles totalMinutes optimized mileageThreshold overThreshold outdated`;
const GET = `query($clinicianId: ID!, $date: String!) { ClinicianRoute(clinicianId: $clinicianId, date: $date) { ${ROUTE} } }`;
const SAVE = `mutation($input: SaveClinicianRouteInput!) { saveClinicianRoute(input: $input) { ${ROUTE} } }`;
const REMOVE = `mutation($clinicianId: ID!, $date: String!, $versionId: Int!) {
  removeClinicianRoute(clinicianId: $clinicianId, date: $date, versionId: $versionId) }`;
const MATRIX = `query($points: [CoordinatesInput!]!) { TravelMatrix(points: $points) { source minutes miles } }`;

interface Route {
  id: string;
  versionId: number;
  clinicianId: string;
  date: string;
  timeZone: string;
  departure: string;
  startPoint: { kind: string; label: string; latitude: number; longitude: number; address: string | null };
  stops: { appointmentId: string; order: number; arrive: string; depart: string; miles: number; minutes: number; lateMinutes: number }[];
  totalMiles: number;
  totalMinutes: number;
  optimized: boolean;
  mileageThreshold: number;
  overThreshold: boolean;
  outdated: boolean;
}

const HOME = { kind: 'home', label: '9 Clinic Rd, Tampa', latitude: 27.95, longitude: -82.46 };
const PLACES = {
  west: { latitude: 27.98, longitude: -82.5 },
  north: { latitude: 28.05, longitude: -82.4 },
  south: { latitude: 27.9, longitude: -82.55 },
};

/** A weekday (Tuesday) `weeks` ahead in the clinician's zone. */
const tuesday = (zone: string, weeks: number): string => {
  const today = dayjs().tz(zone);
  return today.add(weeks * 7 + ((2 - today.day() + 7) % 7), 'day').format('YYYY-MM-DD');
};

async function addVisit(
  s: TestServer,
  clinic: Clinic,
  date: string,
  hhmm: string,
  place: { latitude: number; longitude: number },
  status: AppointmentStatus = 'booked',
): Promise<string> {
  const patientId = await addPatient(s, `R${hhmm.replace(':', '')}`, 'Route');
  const start = localInstant(clinic.zone, `${date} ${hhmm}`);
  const content: Appointment = {
    status,
    appointmentType: 'follow-up',
    serviceType: 'woundcare',
    start,
    end: dayjs(start).add(45, 'minute').toISOString(),
    patient: { reference: `Patient/${patientId}` },
    practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
    location: { address: { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', ...place } },
  };
  return (await stores.appointment.create(s.db, content, { authorId: null })).id;
}

const appointment = async (s: TestServer, id: string) => {
  const row = await stores.appointment.read(s.db, id);
  if (!row) throw new Error(`no appointment ${id}`);
  return row;
};

describe.each(kinds)('clinician routes on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let other: Clinic;
  let day: string;
  let visits: { west: string; north: string; south: string };
  const input = (extra: Record<string, unknown> = {}) => ({
    clinicianId: clinic.practitionerId,
    date: day,
    startPoint: HOME,
    departure: '08:30',
    appointmentIds: [visits.west, visits.north, visits.south],
    ...extra,
  });

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician', ['FL']);
    other = await addPractitioner(s, 'FL', 'clinician2', ['FL']);
    day = tuesday(clinic.zone, 1);
    visits = {
      west: await addVisit(s, clinic, day, '09:00', PLACES.west),
      north: await addVisit(s, clinic, day, '10:00', PLACES.north),
      south: await addVisit(s, clinic, day, '11:00', PLACES.south),
    };
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has no route until one is saved', async () => {
    expect(await ok<Route | null>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day })).toBeNull();
  });

  it('a coordinator saves a route: the server measures it and writes each visit its routeOrder', async () => {
    const route = await ok<Route>(s, 'coordinator', SAVE, { input: input({ versionId: null, optimized: true }) });
    expect(route).toMatchObject({
      versionId: 1,
      clinicianId: clinic.practitionerId,
      date: day,
      timeZone: 'America/New_York',
      departure: '08:30',
      startPoint: { ...HOME, address: null },
      optimized: true,
      mileageThreshold: 100,
      overThreshold: false,
      outdated: false,
    });
    expect(route.stops.map((stop) => [stop.order, stop.appointmentId])).toEqual([
      [1, visits.west],
      [2, visits.north],
      [3, visits.south],
    ]);
    // The estimate (no ROUTING_URL): road miles from home to the first visit, then on.
    const [first, second] = route.stops;
    expect(first?.miles).toBe(roundMiles(roadMiles(HOME, PLACES.west)));
    expect(second?.miles).toBe(roundMiles(roadMiles(PLACES.west, PLACES.north)));
    expect(route.totalMiles).toBeCloseTo(
      roadMiles(HOME, PLACES.west) + roadMiles(PLACES.west, PLACES.north) + roadMiles(PLACES.north, PLACES.south),
      1,
    );
    // Leaving 08:30, the first visit (09:00–09:45) is reached early and waited for; nobody is late.
    expect(Date.parse(first?.arrive ?? '')).toBeLessThan(Date.parse(localInstant(clinic.zone, `${day} 09:00`)));
    expect(first?.depart).toBe(localInstant(clinic.zone, `${day} 09:45`));
    expect(route.stops.every((stop) => stop.lateMinutes === 0)).toBe(true);

    for (const [id, order] of [
      [visits.west, 1],
      [visits.north, 2],
      [visits.south, 3],
    ] as const) {
      const row = await appointment(s, id);
      expect(row.content.routeOrder).toBe(order);
      expect(row.versionId).toBe(2);
    }
    // The clinician reads their own route.
    expect((await ok<Route>(s, 'clinician', GET, { clinicianId: clinic.practitionerId, date: day })).id).toBe(route.id);
  });

  it('a new version on each save; only the visits whose position changes get a new version; a stale version is CONFLICT', async () => {
    const saved = await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day });
    const reordered = await ok<Route>(s, 'coordinator', SAVE, {
      input: input({ versionId: saved.versionId, appointmentIds: [visits.north, visits.west, visits.south] }),
    });
    expect(reordered.versionId).toBe(saved.versionId + 1);
    expect(reordered.id).toBe(saved.id);
    expect(reordered.optimized).toBe(false);
    expect((await appointment(s, visits.north)).content.routeOrder).toBe(1);
    expect((await appointment(s, visits.west)).content.routeOrder).toBe(2);
    // The south visit stays third: untouched.
    expect((await appointment(s, visits.south)).versionId).toBe(2);

    const stale = await fails(s, 'coordinator', SAVE, { input: input({ versionId: saved.versionId }) });
    expect(stale).toMatchObject({
      message: ROUTE_MESSAGES.conflict,
      extensions: { code: 'CONFLICT', currentVersion: reordered.versionId },
    });
    const fresh = await fails(s, 'coordinator', SAVE, { input: input({ versionId: 0 }) });
    expect(fresh.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: reordered.versionId });
    expect((await appointment(s, visits.north)).content.routeOrder).toBe(1);
  });

  it('refuses a user of another market, external and reviewer users; they change nothing', async () => {
    const before = await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day });
    for (const user of ['tx-coordinator', 'external', 'reviewer']) {
      const saved = await fails(s, user, SAVE, { input: input({ versionId: before.versionId }) });
      expect(saved.extensions?.code, user).toBe('FORBIDDEN');
      const removed = await fails(s, user, REMOVE, { clinicianId: clinic.practitionerId, date: day, versionId: before.versionId });
      expect(removed.extensions?.code, user).toBe('FORBIDDEN');
      const read = await fails(s, user, GET, { clinicianId: clinic.practitionerId, date: day });
      expect(read.extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await stores.route.read(s.db, before.id))?.versionId).toBe(before.versionId);
  });

  it('refuses a visit of another clinician, of another date, a cancelled one, and one without a map location, each with its reason', async () => {
    const current = await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day });
    const theirs = await addVisit(s, other, day, '13:00', PLACES.west);
    const later = await addVisit(s, clinic, tuesday(clinic.zone, 2), '09:00', PLACES.west);
    const cancelled = await addVisit(s, clinic, day, '14:00', PLACES.north, 'cancelled');
    const nowhere = await addVisit(s, clinic, day, '15:00', PLACES.north);
    const row = await appointment(s, nowhere);
    const {
      latitude: _lat,
      longitude: _lon,
      ...address
    } = row.content.location?.address ?? { line: [], city: '', state: '', postalCode: '' };
    await stores.appointment.update(s.db, nowhere, { ...row.content, location: { address } }, row.versionId, { authorId: null });

    for (const [id, message] of [
      [theirs, ROUTE_MESSAGES.otherClinician],
      [later, ROUTE_MESSAGES.otherDate],
      [cancelled, ROUTE_MESSAGES.notRoutable],
      [nowhere, ROUTE_MESSAGES.noLocation],
    ] as const) {
      const error = await fails(s, 'coordinator', SAVE, {
        input: input({ versionId: current.versionId, appointmentIds: [visits.west, id] }),
      });
      expect(error, message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'appointmentIds' } });
    }
    const twice = await fails(s, 'coordinator', SAVE, { input: input({ appointmentIds: [visits.west, visits.west] }) });
    expect(twice).toMatchObject({ message: ROUTE_MESSAGES.duplicate, extensions: { field: 'appointmentIds' } });
    const departure = await fails(s, 'coordinator', SAVE, { input: input({ departure: '8:30am' }) });
    expect(departure.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'departure' });
    const point = await fails(s, 'coordinator', SAVE, { input: input({ startPoint: { ...HOME, latitude: 95 } }) });
    expect(point).toMatchObject({ message: ROUTE_MESSAGES.latitude, extensions: { field: 'startPoint.latitude' } });
    expect((await stores.route.read(s.db, current.id))?.versionId).toBe(current.versionId);
    // The day now holds routable visits that are not on the route.
    expect((await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day })).outdated).toBe(true);
  });

  it('flags a route over the MileageThreshold setting', async () => {
    await s.db.insert(schema.settings).values({ key: MILEAGE_THRESHOLD_SETTING, value: '5' });
    try {
      const route = await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day });
      expect(route).toMatchObject({ mileageThreshold: 5, overThreshold: true });
    } finally {
      await s.db.delete(schema.settings).where(eq(schema.settings.key, MILEAGE_THRESHOLD_SETTING));
    }
  });

  it('removes the route: a stale version is CONFLICT; then no route, no routeOrder, and a new route can be made', async () => {
    const current = await ok<Route>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day });
    const stale = await fails(s, 'coordinator', REMOVE, {
      clinicianId: clinic.practitionerId,
      date: day,
      versionId: current.versionId - 1,
    });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: current.versionId });
    expect(
      await ok<boolean>(s, 'coordinator', REMOVE, { clinicianId: clinic.practitionerId, date: day, versionId: current.versionId }),
    ).toBe(true);
    expect(await ok<Route | null>(s, 'coordinator', GET, { clinicianId: clinic.practitionerId, date: day })).toBeNull();
    for (const id of Object.values(visits)) expect((await appointment(s, id)).content.routeOrder).toBeUndefined();
    expect((await stores.route.read(s.db, current.id, { includeDeleted: true }))?.deleted).toBe(true);
    const missing = await fails(s, 'coordinator', REMOVE, { clinicianId: clinic.practitionerId, date: day, versionId: current.versionId });
    expect(missing.extensions?.code).toBe('NOT_FOUND');

    // The clinician plans their own day anew.
    const again = await ok<Route>(s, 'clinician', SAVE, { input: input({ appointmentIds: [visits.south, visits.west] }) });
    expect(again.versionId).toBe(1);
    expect(again.id).not.toBe(current.id);
    expect((await appointment(s, visits.south)).content.routeOrder).toBe(1);
    expect((await appointment(s, visits.north)).content.routeOrder).toBeUndefined();
  });

  it('TravelMatrix: the estimate between up to 41 valid points', async () => {
    const points = [HOME, PLACES.west, PLACES.north].map(({ latitude, longitude }) => ({ latitude, longitude }));
    const matrix = await ok<{ source: string; minutes: number[][]; miles: number[][] }>(s, 'coordinator', MATRIX, { points });
    expect(matrix.source).toBe('estimate');
    expect(matrix.miles[0]?.[1]).toBeCloseTo(roadMiles(HOME, PLACES.west), 9);
    expect(matrix.minutes.map((row) => row.length)).toEqual([3, 3, 3]);

    const tooMany = await fails(s, 'coordinator', MATRIX, { points: Array.from({ length: 42 }, () => points[0]) });
    expect(tooMany).toMatchObject({ message: ROUTE_MESSAGES.tooManyPoints, extensions: { code: 'BAD_USER_INPUT', field: 'points' } });
    const latitude = await fails(s, 'coordinator', MATRIX, { points: [points[0], { latitude: 91, longitude: 0 }] });
    expect(latitude).toMatchObject({
      message: `points.1.latitude ${ROUTE_MESSAGES.latitude}`,
      extensions: { code: 'BAD_USER_INPUT', field: 'points.1.latitude' },
    });
    const longitude = await fails(s, 'coordinator', MATRIX, { points: [{ latitude: 0, longitude: -181 }] });
    expect(longitude.message).toBe(`points.0.longitude ${ROUTE_MESSAGES.longitude}`);
    expect((await fails(s, 'external', MATRIX, { points })).extensions?.code).toBe('FORBIDDEN');
  });
});

describe.each(kinds)('clinician routes with ROUTING_URL on %s', (kind) => {
  let s: TestServer;
  let osrm: http.Server;
  const asked: string[] = [];

  beforeAll(async () => {
    // A stub OSRM table service: every leg 10 minutes and 8046.72 m (5 miles).
    osrm = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      const n = (request.url ?? '').split('?')[0]?.split('/').at(-1)?.split(';').length ?? 0;
      const cells = (value: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : value)));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'Ok', durations: cells(600), distances: cells(8046.72) }));
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    s = await startServer(kind, { env: { ROUTING_URL: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await s?.close();
    osrm?.closeAllConnections();
    await new Promise((resolve) => osrm?.close(resolve));
  });

  it("measures the route and the TravelMatrix with the routing service's table", async () => {
    const clinic = await addPractitioner(s, 'FL', 'clinician', ['FL']);
    const day = tuesday(clinic.zone, 1);
    const first = await addVisit(s, clinic, day, '09:00', PLACES.west);
    const second = await addVisit(s, clinic, day, '10:00', PLACES.north);
    const route = await ok<Route>(s, 'coordinator', SAVE, {
      input: { clinicianId: clinic.practitionerId, date: day, startPoint: HOME, departure: '08:30', appointmentIds: [first, second] },
    });
    expect(route.stops.map((stop) => [stop.miles, stop.minutes])).toEqual([
      [5, 10],
      [5, 10],
    ]);
    expect(route).toMatchObject({ totalMiles: 10, totalMinutes: 20 });
    expect(route.stops[0]?.arrive).toBe(localInstant(clinic.zone, `${day} 08:40`));
    expect(asked.at(-1)).toMatch(
      /^\/table\/v1\/driving\/-82\.460000,27\.950000;-82\.500000,27\.980000;-82\.400000,28\.050000\?annotations=duration,distance$/,
    );

    const matrix = await ok<{ source: string; miles: number[][] }>(s, 'coordinator', MATRIX, {
      points: [HOME, PLACES.west].map(({ latitude, longitude }) => ({ latitude, longitude })),
    });
    expect(matrix.source).toBe('osrm');
    expect(matrix.miles[0]?.[1]).toBeCloseTo(5, 9);
  });
});
