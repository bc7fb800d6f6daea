// The one patient access rule (DESIGN §8 'Access', SPEC §6) through the API: a clinician reads
// the patients of their market and of the visits they cover, a coordinator the markets their user
// record grants, an administrator all; encounter reads keep to the same patients, reviewer-readonly
// reads signed encounters only, and an encounter event reaches only receivers who may read it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { topics } from '../../server/realtime/emitter.ts';
import {
  addAppointment,
  addPractitioner,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  M,
  ok,
  Q,
  todayAt,
} from './encounters-fixtures.ts';
import { type GqlError, kinds, makePatient, type Subscription, startServer, subscribe, type TestServer } from './harness.ts';

interface Page {
  totalCount: number;
  edges: { node: { id: string } }[];
}

const LIST = `query($state: String, $first: Int) { PatientList(state: $state, first: $first) { totalCount edges { node { id } } } }`;
const PATIENT = 'query($id: ID!) { Patient(id: $id) { id name } }';
const RESPONSES = 'query($e: ID!) { QuestionnaireResponseListForClinical(encounterId: $e) { id } }';

describe.each(kinds)('patient access on %s', (kind) => {
  let s: TestServer;
  let fl: { id: string }[];
  let tx: { id: string }[];
  let ca: { id: string }[];
  let flClinic: Clinic;
  let txClinic: Clinic;

  const ids = (page: Page) => page.edges.map((e) => e.node.id).sort();
  const list = (userKey: string, variables: Record<string, unknown> = {}) => ok<Page>(s, userKey, LIST, { first: 100, ...variables });
  const clinician = (key: string, markets: string[]) =>
    s.addUser({ key, roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets });
  const telehealth = (key: string, markets: string[]) =>
    s.addUser({ key, roles: ['staff'], jobFunctions: ['telemedicine-clinician'], permissions: ['patient'], markets });
  const setMarkets = (userKey: string, markets: string[]) =>
    s.db
      .update(schema.users)
      .set({ markets })
      .where(eq(schema.users.id, s.user(userKey).id));

  beforeAll(async () => {
    s = await startServer(kind);
    const rows = await s.addPatients([
      makePatient('Fiona', 'Florida', { state: 'FL' }),
      makePatient('Frank', 'Florida', { state: 'FL' }),
      makePatient('Tessa', 'Texas', { state: 'TX' }),
      makePatient('Tom', 'Texas', { state: 'TX' }),
      makePatient('Ted', 'Texas', { state: 'TX' }),
      makePatient('Cora', 'California', { state: 'CA' }),
    ]);
    const inState = (state: string) => rows.filter((r) => r.content.address[0]?.state === state).map((r) => ({ id: r.id }));
    fl = inState('FL');
    tx = inState('TX');
    ca = inState('CA');
    await clinician('fl-clinician', ['FL']);
    await clinician('tx-clinician', ['TX']);
    await s.addUser({
      key: 'fl-ca-coordinator',
      roles: ['staff'],
      jobFunctions: ['other'],
      permissions: ['patient', 'tasking'],
      markets: ['FL', 'CA'],
    });
    flClinic = await addPractitioner(s, 'FL', 'fl-clinician', ['Tampa Bay']);
    txClinic = await addPractitioner(s, 'TX', 'tx-clinician', ['Houston']);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a Florida clinician cannot page Texas patients or open one', async () => {
    expect(await list('fl-clinician', { state: 'TX' })).toEqual({ totalCount: 0, edges: [] });
    const all = await list('fl-clinician');
    expect(ids(all)).toEqual(fl.map((p) => p.id).sort());
    for (const patient of [...tx, ...ca]) {
      expect((await fails(s, 'fl-clinician', PATIENT, { id: patient.id })).extensions?.code).toBe('FORBIDDEN');
    }
    expect(await ok(s, 'fl-clinician', PATIENT, { id: fl[0]?.id })).toMatchObject({ id: fl[0]?.id });
    // The other way round too.
    expect(ids(await list('tx-clinician'))).toEqual(tx.map((p) => p.id).sort());
  });

  it('a coordinator sees only the markets their user record grants', async () => {
    const page = await list('fl-ca-coordinator');
    expect(ids(page)).toEqual([...fl, ...ca].map((p) => p.id).sort());
    expect((await list('fl-ca-coordinator', { state: 'TX' })).totalCount).toBe(0);
    expect((await fails(s, 'fl-ca-coordinator', PATIENT, { id: tx[0]?.id })).extensions?.code).toBe('FORBIDDEN');
    expect(await ok(s, 'fl-ca-coordinator', PATIENT, { id: ca[0]?.id })).toMatchObject({ id: ca[0]?.id });
  });

  it('an administrator sees every patient; a user granted nothing sees none', async () => {
    expect((await list('admin')).totalCount).toBe(6);
    expect((await list('admin', { state: 'TX' })).totalCount).toBe(3);
    // external@demo.test has the patient permission but no market.
    expect((await list('external')).totalCount).toBe(0);
    expect((await fails(s, 'external', PATIENT, { id: fl[0]?.id })).extensions?.code).toBe('FORBIDDEN');
  });

  it('a clinician sees a patient of another market whose visit they cover, and only that one', async () => {
    const covered = tx[2]?.id ?? '';
    expect((await fails(s, 'fl-clinician', PATIENT, { id: covered })).extensions?.code).toBe('FORBIDDEN');
    await addAppointment(s, { patientId: covered, practitionerId: flClinic.practitionerId, start: todayAt(flClinic.zone, '15:00') });
    expect(await ok(s, 'fl-clinician', PATIENT, { id: covered })).toMatchObject({ id: covered });
    expect(ids(await list('fl-clinician', { state: 'TX' }))).toEqual([covered]);
  });

  it('a market taken away is gone at once (no new sign-in)', async () => {
    const patient = ca[0]?.id ?? '';
    expect(await ok(s, 'fl-ca-coordinator', PATIENT, { id: patient })).toMatchObject({ id: patient });
    await setMarkets('fl-ca-coordinator', ['FL']);
    try {
      expect((await fails(s, 'fl-ca-coordinator', PATIENT, { id: patient })).extensions?.code).toBe('FORBIDDEN');
      expect((await list('fl-ca-coordinator')).totalCount).toBe(fl.length);
    } finally {
      await setMarkets('fl-ca-coordinator', ['FL', 'CA']);
    }
  });

  describe('encounters keep to the same patients', () => {
    let texan: EncounterResult;
    let floridian: EncounterResult;

    beforeAll(async () => {
      const txVisit = await addAppointment(s, {
        patientId: tx[0]?.id ?? '',
        practitionerId: txClinic.practitionerId,
        start: todayAt(txClinic.zone, '09:00'),
      });
      const planned = await ok<EncounterResult>(s, 'tx-clinician', M.create, {
        cmid: cmid(),
        encounter: { id: cmid(), appointmentId: txVisit },
      });
      texan = await ok<EncounterResult>(s, 'tx-clinician', M.start, { cmid: cmid(), id: planned.id, v: 1, p: { recorded: deviceTime(5) } });
      const flVisit = await addAppointment(s, {
        patientId: fl[0]?.id ?? '',
        practitionerId: flClinic.practitionerId,
        start: todayAt(flClinic.zone, '09:00'),
      });
      floridian = await ok<EncounterResult>(s, 'fl-clinician', M.create, {
        cmid: cmid(),
        encounter: { id: cmid(), appointmentId: flVisit },
      });
    });

    it("a coordinator reads no encounter of another market's patient, by id or in a list", async () => {
      expect((await fails(s, 'fl-ca-coordinator', Q.encounter, { id: texan.id })).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(s, 'fl-ca-coordinator', Q.provenance, { id: texan.id })).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(s, 'fl-ca-coordinator', RESPONSES, { e: texan.id })).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(s, 'fl-ca-coordinator', Q.list, { patientId: tx[0]?.id })).extensions?.code).toBe('FORBIDDEN');
      const page = await ok<{ edges: { node: { id: string } }[] }>(s, 'fl-ca-coordinator', Q.list, {});
      expect(page.edges.map((e) => e.node.id)).toEqual([floridian.id]);
      // A Texas clinician's visits are not the coordinator's to follow.
      expect((await fails(s, 'fl-ca-coordinator', Q.latest, { id: txClinic.practitionerId })).extensions?.code).toBe('FORBIDDEN');
      expect(await ok(s, 'admin', Q.latest, { id: txClinic.practitionerId })).toMatchObject({ id: texan.id });
      // The administrator reads both.
      expect((await ok<{ totalCount: number }>(s, 'admin', Q.list, {})).totalCount).toBe(2);
    });

    it('reviewer-readonly reads signed encounters and their forms only, and changes nothing', async () => {
      await setMarkets('reviewer', ['FL', 'TX']);
      expect((await fails(s, 'reviewer', Q.encounter, { id: floridian.id })).extensions?.code).toBe('FORBIDDEN');
      expect((await ok<{ totalCount: number }>(s, 'reviewer', Q.list, {})).totalCount).toBe(0);
      const row = await stores.encounter.read(s.db, floridian.id);
      if (!row) throw new Error('no encounter');
      await stores.encounter.update(
        s.db,
        row.id,
        { ...row.content, status: 'finished', stateText: 'eSigned', signedAt: new Date().toISOString() },
        row.versionId,
        { authorId: null },
      );
      expect(await ok(s, 'reviewer', Q.encounter, { id: floridian.id })).toMatchObject({ id: floridian.id, stateText: 'eSigned' });
      expect(await ok(s, 'reviewer', RESPONSES, { e: floridian.id })).toEqual([]);
      const page = await ok<{ edges: { node: { id: string } }[] }>(s, 'reviewer', Q.list, {});
      expect(page.edges.map((e) => e.node.id)).toEqual([floridian.id]);
      // Not the provenance, the narrative, nor any change.
      expect((await fails(s, 'reviewer', Q.provenance, { id: floridian.id })).extensions?.code).toBe('FORBIDDEN');
      const amend = await fails(s, 'reviewer', M.amend, { cmid: cmid(), id: floridian.id, v: 2, reason: 'x' });
      expect(amend.extensions?.code).toBe('FORBIDDEN');
    });

    it('an external user reads no encounter, even of a patient of their market', async () => {
      await setMarkets('external', ['FL']);
      try {
        expect(await ok(s, 'external', PATIENT, { id: fl[0]?.id })).toMatchObject({ id: fl[0]?.id });
        expect((await fails(s, 'external', Q.encounter, { id: floridian.id })).extensions?.code).toBe('FORBIDDEN');
        expect((await fails(s, 'external', Q.list, {})).extensions?.code).toBe('FORBIDDEN');
      } finally {
        await setMarkets('external', []);
      }
    });
  });

  describe('encounter events', () => {
    type Event = { data?: { onEncounterCreated?: { id: string } } | null; errors?: GqlError[] };
    const CREATED = (clinicianId?: string) =>
      `subscription { onEncounterCreated${clinicianId ? `(telemedicineClinicianId: "${clinicianId}")` : ''} { id } }`;
    const PROBE = 'probe-';
    const real = (events: Event[]) =>
      events.map((e) => e.data?.onEncounterCreated?.id).filter((id): id is string => !!id && !id.startsWith(PROBE));

    /** Publishes probes (an encounter of a Florida patient) until the subscription hears one. */
    async function untilLive(sub: Subscription<Event>): Promise<void> {
      for (let i = 0; i < 100; i++) {
        const id = `${PROBE}${i}-${cmid()}`;
        const payload = { onEncounterCreated: { id, practitionerId: flClinic.practitionerId, patientId: fl[1]?.id, stateText: null } };
        await new Promise<void>((resolve) =>
          s.built.app.graphql.pubsub.publish({ topic: topics.encounterCreated(flClinic.practitionerId), payload }, () => resolve()),
        );
        try {
          await sub.waitFor((events) => events.some((e) => e.data?.onEncounterCreated?.id === id), 50);
          return;
        } catch {
          // not subscribed yet
        }
      }
      throw new Error('subscription never became live');
    }

    const visitOf = async (patientId: string, hhmm: string) => {
      const appointmentId = await addAppointment(s, {
        patientId,
        practitionerId: flClinic.practitionerId,
        start: todayAt(flClinic.zone, hhmm),
      });
      return ok<EncounterResult>(s, 'fl-clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    };

    it('a follower of another market does not receive the event; one who loses the market stops receiving', async () => {
      await telehealth('tele-fl', ['FL']);
      await telehealth('tele-tx', ['TX']);
      const clients = {
        owner: s.ws(await s.token('fl-clinician')),
        teleFl: s.ws(await s.token('tele-fl')),
        teleTx: s.ws(await s.token('tele-tx')),
      };
      try {
        // A telehealth user follows only a clinician of their own markets.
        const refused = subscribe<Event>(clients.teleTx, CREATED(flClinic.practitionerId));
        await refused.waitFor((_events, errors) => errors.length > 0);
        expect((refused.errors[0] as GqlError[] | undefined)?.[0]?.extensions?.code).toBe('FORBIDDEN');

        const owner = subscribe<Event>(clients.owner, CREATED());
        const follower = subscribe<Event>(clients.teleFl, CREATED(flClinic.practitionerId));
        await untilLive(owner);
        await untilLive(follower);

        // The clinician's visit of a Texas patient (theirs to cover): the owner hears it, the Florida follower does not.
        const texan = await visitOf(tx[1]?.id ?? '', '10:00');
        const floridian = await visitOf(fl[1]?.id ?? '', '11:00');
        await owner.waitFor((events) => real(events).length >= 2);
        await follower.waitFor((events) => real(events).includes(floridian.id));
        expect(real(owner.events)).toEqual([texan.id, floridian.id]);
        // Events arrive in order: had the Texas one been sent, it would be here already.
        expect(real(follower.events)).toEqual([floridian.id]);

        // Florida taken away: the next Florida event is withheld, with the socket still open.
        await setMarkets('tele-fl', []);
        const withheld = await visitOf(fl[0]?.id ?? '', '12:00');
        await owner.waitFor((events) => real(events).includes(withheld.id));
        await setMarkets('tele-fl', ['FL']);
        const after = await visitOf(fl[1]?.id ?? '', '13:00');
        await follower.waitFor((events) => real(events).includes(after.id));
        expect(real(follower.events)).toEqual([floridian.id, after.id]);
      } finally {
        await Promise.all(Object.values(clients).map((c) => c.dispose()));
      }
    });
  });
});
