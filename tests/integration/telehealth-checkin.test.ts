// The waiting room's check-in makes the checks of every check-in (SPEC §4, §8; DESIGN §5 'One
// write pipeline'): one visit in progress at a time ('The encounter is already in progress.
// Please select another encounter to check-in.'), never over a visit already on the clinician's
// schedule (the booking rule), and a device time within its bounds (device-time.ts). And one
// open request per patient, also when two onsite providers ask at the same moment (PostgreSQL:
// real concurrency).
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { CLIENT_TIME_LABELS, clientTimeMessage } from '../../src/domain/client-time.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { BOOKING_MESSAGES } from '../../src/domain/scheduling/booking-rules.ts';
import { addAppointment, addPractitioner, type Clinic } from './encounters-fixtures.ts';
import { type GqlError, kinds, makePatient, startServer, type TestServer } from './harness.ts';

const FIELDS = 'id versionId telemedicineStatus patientId clinicianId';
const REQUEST = `mutation($cmid: ID!, $patientId: ID!) { requestTelehealthVisit(clientMutationId: $cmid, patientId: $patientId) { ${FIELDS} } }`;
const CHECK_IN = `mutation($cmid: ID!, $id: ID!, $v: Int!, $at: DateTime!) {
  startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: { recorded: $at }, teleMedicineType: "video") {
    id versionId status stateText practitionerId appointmentId } }`;
const AUTO_CHECKOUT = `mutation($cmid: ID!, $id: ID!, $v: Int!) {
  PerformTMAutoCheckout(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { id versionId status } }`;
const GET = `query($id: ID!) { TelehealthEncounter(id: $id) { ${FIELDS} } }`;

interface Request {
  id: string;
  versionId: number;
  telemedicineStatus: string;
  patientId: string;
  clinicianId: string | null;
}
interface CheckedIn {
  id: string;
  versionId: number;
  status: string;
  appointmentId: string;
}
interface Body {
  data?: Record<string, unknown> | null;
  errors?: GqlError[];
}

describe.each(kinds)('the telehealth check-in on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  const send = async (key: string, query: string, variables: Record<string, unknown>): Promise<Body> =>
    (await s.gql(query, variables, await s.token(key))).body;
  const ok = async <T>(key: string, query: string, variables: Record<string, unknown>): Promise<T> => {
    const body = await send(key, query, variables);
    if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data ?? {})[0] as T;
  };
  const refused = async (key: string, query: string, variables: Record<string, unknown>): Promise<GqlError> => {
    const body = await send(key, query, variables);
    const [error] = body.errors ?? [];
    if (!error) throw new Error(`expected a refusal, got ${JSON.stringify(body.data)}`);
    return error;
  };
  const newPatient = async (given: string): Promise<string> => {
    const [row] = await s.addPatients([makePatient(given, 'Telehealth')]);
    if (!row) throw new Error('no patient');
    return row.id;
  };
  const request = async (given: string) => ok<Request>('onsite', REQUEST, { cmid: randomUUID(), patientId: await newPatient(given) });
  const checkIn = (r: Request, at = new Date().toISOString()) =>
    send('telehealth', CHECK_IN, { cmid: randomUUID(), id: r.id, v: r.versionId, at });
  const stillWaiting = async (r: Request) =>
    expect(await ok<Request>('telehealth', GET, { id: r.id })).toMatchObject({ telemedicineStatus: 'requested', clinicianId: null });

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'telehealth', ['FL']);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('takes no second request while one is in progress; once it is closed, the next one', async () => {
    const first = await request('First');
    const taken = await checkIn(first);
    expect(taken.errors).toBeUndefined();
    const second = await request('Second');
    const refusal = await checkIn(second);
    expect(refusal.errors?.[0]).toMatchObject({ message: MESSAGES.encounterInProgress, extensions: { code: 'BAD_USER_INPUT' } });
    await stillWaiting(second);

    const visit = Object.values(taken.data ?? {})[0] as CheckedIn;
    await ok('telehealth', AUTO_CHECKOUT, { cmid: randomUUID(), id: visit.id, v: visit.versionId });
    // The closed visit's time is no longer open: the next request is taken at once.
    expect((await checkIn(second)).errors).toBeUndefined();
    const open = await ok<CheckedIn>('telehealth', AUTO_CHECKOUT, { cmid: randomUUID(), id: second.id, v: 2 });
    expect(open.status).toBe('finished');
  });

  it('books no visit over one already on the clinician’s schedule', async () => {
    const now = dayjs();
    const booked = await addAppointment(s, {
      patientId: await newPatient('Booked'),
      practitionerId: clinic.practitionerId,
      start: now.subtract(10, 'minute').toISOString(),
    });
    const waiting = await request('Overlap');
    const refusal = await refused('telehealth', CHECK_IN, {
      cmid: randomUUID(),
      id: waiting.id,
      v: waiting.versionId,
      at: now.toISOString(),
    });
    expect(refusal).toMatchObject({ message: BOOKING_MESSAGES.doubleBooked, extensions: { code: 'BAD_USER_INPUT' } });
    await stillWaiting(waiting);

    // With that visit cancelled, the time is free.
    const row = await stores.appointment.read(s.db, booked);
    if (!row) throw new Error('no appointment');
    await stores.appointment.update(s.db, row.id, { ...row.content, status: 'cancelled' }, row.versionId, { authorId: null });
    const taken = await ok<CheckedIn>('telehealth', CHECK_IN, {
      cmid: randomUUID(),
      id: waiting.id,
      v: waiting.versionId,
      at: now.toISOString(),
    });
    expect(taken.status).toBe('in-progress');
    await ok('telehealth', AUTO_CHECKOUT, { cmid: randomUUID(), id: taken.id, v: taken.versionId });
  });

  it('refuses a device time before the request’s day or in the future, naming the field', async () => {
    const waiting = await request('Device');
    const old = await refused('telehealth', CHECK_IN, {
      cmid: randomUUID(),
      id: waiting.id,
      v: waiting.versionId,
      at: '2020-01-06T15:00:00.000Z',
    });
    expect(old).toMatchObject({
      message: clientTimeMessage(CLIENT_TIME_LABELS.checkIn, 'beforeVisitDay'),
      extensions: { code: 'BAD_USER_INPUT', field: 'provenance.recorded' },
    });
    const ahead = await refused('telehealth', CHECK_IN, {
      cmid: randomUUID(),
      id: waiting.id,
      v: waiting.versionId,
      at: dayjs().add(2, 'hour').toISOString(),
    });
    expect(ahead).toMatchObject({
      message: clientTimeMessage(CLIENT_TIME_LABELS.checkIn, 'future'),
      extensions: { code: 'BAD_USER_INPUT', field: 'provenance.recorded' },
    });
    await stillWaiting(waiting);
    // Nothing was booked on the clinician's schedule in 2020.
    const booked2020 = await s.db
      .select({ id: schema.appointments.id })
      .from(schema.appointments)
      .where(eq(schema.appointments.practitionerId, clinic.practitionerId));
    for (const { id } of booked2020) {
      expect((await stores.appointment.read(s.db, id))?.content.start.startsWith('2020')).toBe(false);
    }
  });

  it('makes one open request when onsite providers ask for one patient at the same moment', async () => {
    await s.addUser({ key: 'onsite2', jobFunctions: ['onsite-provider'], roles: ['staff'], permissions: ['patient'], markets: ['FL'] });
    for (let round = 0; round < 4; round++) {
      const patientId = await newPatient(`Twice${round}`);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => ok<Request>(i % 2 ? 'onsite2' : 'onsite', REQUEST, { cmid: randomUUID(), patientId })),
      );
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      const open = await s.db
        .select({ id: schema.encounters.id })
        .from(schema.encounters)
        .where(
          and(
            eq(schema.encounters.patientId, patientId),
            eq(schema.encounters.deliveryType, 'telehealth'),
            eq(schema.encounters.status, 'planned'),
            isNull(schema.encounters.practitionerId),
          ),
        );
      expect(open).toHaveLength(1);
    }
  });
});
