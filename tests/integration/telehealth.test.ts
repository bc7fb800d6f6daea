// The telehealth waiting room over real HTTP and WebSocket (SPEC §2 waiting room, /telemedicine,
// /my-encounters; §7 startEncounter with teleMedicineType, the waiting-room subscription,
// PerformTMAutoCheckout; §8 messages): an onsite provider requests a visit, telehealth clinicians
// of the patient's market hear it live (and replay it after a reconnect), exactly one of two
// concurrent check-ins wins, a resent change is answered from its receipt and told once, and
// nobody else reads or changes any of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationReceiptRepository } from '../../server/modules/shared/mutation-receipt-repository.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { addPractitioner } from './encounters-fixtures.ts';
import { type GqlError, kinds, makePatient, startServer, subscribe, type TestServer } from './harness.ts';

const FIELDS = `id versionId telemedicineStatus requestedAt requestedByName patientId patientName patientState clinicianId
  appointmentId checkedInAt teleMedicineType meetingUrl encounter { id versionId status stateText practitionerId appointmentId }`;
const REQUEST = `mutation($cmid: ID!, $patientId: ID!, $url: String) {
  requestTelehealthVisit(clientMutationId: $cmid, patientId: $patientId, meetingUrl: $url) { ${FIELDS} } }`;
const LIST = `query($states: [String!], $statuses: [String!], $mine: Boolean) {
  TelehealthEncounterList(patientStates: $states, telemedicineStatuses: $statuses, mine: $mine) {
    totalCount eventCursor edges { node { ${FIELDS} } } } }`;
const CHECK_IN = `mutation($cmid: ID!, $id: ID!, $v: Int!, $at: DateTime!) {
  startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: { recorded: $at }, teleMedicineType: "video") {
    id versionId status stateText practitionerId appointmentId } }`;
const AUTO_CHECKOUT = `mutation($cmid: ID!, $id: ID!, $v: Int!) {
  PerformTMAutoCheckout(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { id versionId status stateText } }`;
const CANCEL = `mutation($cmid: ID!, $id: ID!, $v: Int!) {
  cancelTelehealthRequest(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { id telemedicineStatus } }`;
const ROOM = `subscription($states: [String!], $since: String) {
  onWaitingRoomChanged(patientStates: $states, since: $since) { cursor kind request { id telemedicineStatus patientId } } }`;

interface Request {
  id: string;
  versionId: number;
  telemedicineStatus: string;
  patientId: string;
  clinicianId: string | null;
  appointmentId: string | null;
  encounter: { id: string; versionId: number; status: string; stateText: string | null; practitionerId: string | null };
}
interface RoomEvent {
  data?: { onWaitingRoomChanged?: { cursor: string; kind: string; request: { id: string; telemedicineStatus: string } } } | null;
}

describe.each(kinds)('telehealth waiting room (%s)', (kind) => {
  let s: TestServer;
  let flPatient: string;
  let txPatient: string;
  let th2Practitioner: string;

  const as = async <T>(key: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await s.gql<Record<string, T>>(query, variables, await s.token(key));
    return res.body;
  };
  const ok = async <T>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const body = await as<T>(key, query, variables);
    if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data ?? {})[0] as T;
  };
  const refused = async (key: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlError> => {
    const body = await as(key, query, variables);
    const [error] = body.errors ?? [];
    if (!error) throw new Error(`expected a refusal, got ${JSON.stringify(body.data)}`);
    return error;
  };
  const request = (patientId: string, key = 'onsite', url?: string) =>
    ok<Request>(key, REQUEST, { cmid: randomUUID(), patientId, ...(url ? { url } : {}) });

  beforeAll(async () => {
    s = await startServer(kind);
    await addPractitioner(s, 'FL', 'telehealth', ['FL']);
    await s.addUser({ key: 'th2', jobFunctions: ['telemedicine-clinician'], roles: ['staff'], permissions: ['patient'], markets: ['FL'] });
    th2Practitioner = (await addPractitioner(s, 'FL', 'th2', ['FL'])).practitionerId;
    await s.addUser({ key: 'thTX', jobFunctions: ['telemedicine-clinician'], roles: ['staff'], permissions: ['patient'], markets: ['TX'] });
    await addPractitioner(s, 'TX', 'thTX', ['TX']);
    await s.addUser({ key: 'onsiteTX', jobFunctions: ['onsite-provider'], roles: ['staff'], permissions: ['patient'], markets: ['TX'] });
    const [fl, tx] = await s.addPatients([makePatient('Flora', 'Waiting'), makePatient('Tex', 'Waiting', { state: 'TX' })]);
    if (!fl || !tx) throw new Error('no patients');
    flPatient = fl.id;
    txPatient = tx.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('puts a request in the waiting room once, live to the clinicians of its market only, and replays it after a reconnect', async () => {
    const before = await ok<{ eventCursor: string; totalCount: number }>('telehealth', LIST, { statuses: ['requested'] });
    const flClient = s.ws(await s.token('telehealth'));
    const txClient = s.ws(await s.token('thTX'));
    try {
      const fl = subscribe<RoomEvent>(flClient, ROOM);
      const tx = subscribe<RoomEvent>(txClient, ROOM);
      // Subscribing is asynchronous: a TX request proves the TX subscription is live before the FL one is sent.
      let probe: Request | null = null;
      for (let i = 0; i < 50 && !tx.events.length; i++) {
        probe = await request(txPatient, 'onsiteTX');
        if (!tx.events.length) await new Promise((r) => setTimeout(r, 100));
        if (probe && !tx.events.length) await ok('thTX', CANCEL, { cmid: randomUUID(), id: probe.id, v: probe.versionId });
      }
      const made = await request(flPatient, 'onsite', 'https://meet.example.test/room-1');
      expect(made).toMatchObject({ telemedicineStatus: 'requested', patientId: flPatient, clinicianId: null, appointmentId: null });
      expect(made.encounter).toMatchObject({ status: 'planned', practitionerId: null });
      // Asking again while it waits answers the same request.
      expect((await request(flPatient)).id).toBe(made.id);

      await fl.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === made.id));
      expect(fl.events.find((e) => e.data?.onWaitingRoomChanged?.request.id === made.id)?.data?.onWaitingRoomChanged?.kind).toBe('created');
      // The TX clinician hears only TX requests.
      await new Promise((r) => setTimeout(r, 200));
      expect(tx.events.some((e) => e.data?.onWaitingRoomChanged?.request.id === made.id)).toBe(false);
      fl.dispose();
      tx.dispose();

      // A client that was away names the cursor it had: what it missed comes first.
      const replay = subscribe<RoomEvent>(flClient, ROOM, { since: before.eventCursor });
      await replay.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === made.id));
      expect(replay.events.every((e) => e.data?.onWaitingRoomChanged?.request.id !== probe?.id)).toBe(true);
      replay.dispose();

      const listed = await ok<{ edges: { node: Request }[] }>('telehealth', LIST, { statuses: ['requested'], states: ['FL'] });
      expect(listed.edges.map((e) => e.node.id)).toContain(made.id);
      const texan = await ok<{ edges: { node: Request }[] }>('thTX', LIST, {});
      expect(texan.edges.map((e) => e.node.id)).not.toContain(made.id);

      // Two clinicians take it at once: exactly one wins, the other is told it is in progress.
      const at = new Date().toISOString();
      const [first, second] = await Promise.all([
        as<Request>('telehealth', CHECK_IN, { cmid: randomUUID(), id: made.id, v: made.versionId, at }),
        as<Request>('th2', CHECK_IN, { cmid: randomUUID(), id: made.id, v: made.versionId, at }),
      ]);
      const outcomes = [first, second];
      const winners = outcomes.filter((b) => !b.errors?.length);
      const losers = outcomes.filter((b) => b.errors?.length);
      expect(winners).toHaveLength(1);
      expect(losers[0]?.errors?.[0]?.message).toBe(MESSAGES.encounterInProgress);
      const taken = Object.values(winners[0]?.data ?? {})[0] as unknown as Request['encounter'] & { appointmentId: string };
      expect(taken).toMatchObject({ status: 'in-progress', stateText: 'Checked-in' });
      expect(taken.appointmentId).toEqual(expect.any(String));

      const winnerKey = taken.practitionerId === th2Practitioner ? 'th2' : 'telehealth';
      const mine = await ok<{ edges: { node: Request }[] }>(winnerKey, LIST, { mine: true });
      expect(mine.edges.map((e) => e.node)).toEqual([expect.objectContaining({ id: made.id, telemedicineStatus: 'in-progress' })]);

      // The session closes once; then there is none to close.
      const closed = await ok<{ versionId: number; status: string }>(winnerKey, AUTO_CHECKOUT, { cmid: randomUUID(), id: made.id, v: 2 });
      expect(closed).toMatchObject({ status: 'finished', stateText: 'checkedOut' });
      const again = await refused(winnerKey, AUTO_CHECKOUT, { cmid: randomUUID(), id: made.id, v: closed.versionId });
      expect(again.message).toBe(MESSAGES.noSessionData);
      // The room hears the session closed too (a change made through the encounter commands).
      const after = subscribe<RoomEvent>(flClient, ROOM, { since: before.eventCursor });
      await after.waitFor((events) =>
        events.some(
          (e) =>
            e.data?.onWaitingRoomChanged?.request.id === made.id && e.data.onWaitingRoomChanged.request.telemedicineStatus === 'finished',
        ),
      );
      after.dispose();
    } finally {
      await flClient.dispose();
      await txClient.dispose();
    }
  });

  it('refuses everyone but telehealth users, and other markets', async () => {
    for (const key of ['clinician', 'coordinator', 'external', 'reviewer']) {
      expect((await refused(key, LIST)).extensions?.code).toBe('FORBIDDEN');
      expect((await refused(key, REQUEST, { cmid: randomUUID(), patientId: flPatient })).extensions?.code).toBe('FORBIDDEN');
    }
    // Only onsite providers request, and only for their own market's patients.
    expect((await refused('telehealth', REQUEST, { cmid: randomUUID(), patientId: flPatient })).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('onsite', REQUEST, { cmid: randomUUID(), patientId: txPatient })).extensions?.code).toBe('FORBIDDEN');
    const waiting = await request(flPatient);
    const at = new Date().toISOString();
    expect((await refused('thTX', CHECK_IN, { cmid: randomUUID(), id: waiting.id, v: waiting.versionId, at })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await refused('clinician', CHECK_IN, { cmid: randomUUID(), id: waiting.id, v: waiting.versionId, at })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    const GET = `query($id: ID!) { TelehealthEncounter(id: $id) { id } }`;
    expect((await refused('thTX', GET, { id: waiting.id })).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('thTX', CANCEL, { cmid: randomUUID(), id: waiting.id, v: waiting.versionId })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await refused('external', GET, { id: waiting.id })).extensions?.code).toBe('FORBIDDEN');
    expect((await refused('reviewer', GET, { id: waiting.id })).extensions?.code).toBe('FORBIDDEN');
    const cancelled = await ok<{ telemedicineStatus: string }>('onsite', CANCEL, {
      cmid: randomUUID(),
      id: waiting.id,
      v: waiting.versionId,
    });
    expect(cancelled.telemedicineStatus).toBe('cancelled');
  });

  it('answers a resent request and withdrawal from their receipts: the room hears each change once', async () => {
    const [resent, marker] = await s.addPatients([makePatient('Rhea', 'Resend'), makePatient('Mark', 'Marker')]);
    if (!resent || !marker) throw new Error('no patients');
    const { eventCursor } = await ok<{ eventCursor: string }>('telehealth', LIST, { statuses: ['requested'] });
    const asked = { cmid: randomUUID(), patientId: resent.id };
    const made = await ok<Request>('onsite', REQUEST, asked);
    expect(await ok<Request>('onsite', REQUEST, asked)).toEqual(made);
    const withdrawn = { cmid: randomUUID(), id: made.id, v: made.versionId };
    const cancelled = await ok<{ id: string; telemedicineStatus: string }>('onsite', CANCEL, withdrawn);
    expect(cancelled.telemedicineStatus).toBe('cancelled');
    expect(await ok('onsite', CANCEL, withdrawn)).toEqual(cancelled);
    // The receipts name the GraphQL field, as they did before these writes were declared.
    const receipts = await mutationReceiptRepository.find(s.db, [asked.cmid, withdrawn.cmid]);
    expect([receipts.get(asked.cmid)?.operation, receipts.get(withdrawn.cmid)?.operation]).toEqual([
      'requestTelehealthVisit',
      'cancelTelehealthRequest',
    ]);

    // Everything after the cursor, replayed from the log in order; a later request marks the end.
    const last = await request(marker.id);
    const client = s.ws(await s.token('telehealth'));
    try {
      const room = subscribe<RoomEvent>(client, ROOM, { since: eventCursor });
      await room.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === last.id));
      const heard = room.events.filter((e) => e.data?.onWaitingRoomChanged?.request.id === made.id);
      expect(heard.map((e) => e.data?.onWaitingRoomChanged?.kind)).toEqual(['created', 'updated']);
      room.dispose();
    } finally {
      await client.dispose();
    }
  });

  it('names the field of bad input', async () => {
    const badStatus = await refused('telehealth', LIST, { statuses: ['bogus'] });
    expect(badStatus.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'telemedicineStatuses.0' });
    const badUrl = await refused('onsite', REQUEST, { cmid: randomUUID(), patientId: flPatient, url: 'javascript:alert(1)' });
    expect(badUrl.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'meetingUrl' });
    const badType = await refused('telehealth', CHECK_IN.replace('"video"', '"smoke"'), {
      cmid: randomUUID(),
      id: randomUUID(),
      v: 1,
      at: new Date().toISOString(),
    });
    expect(badType.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'teleMedicineType' });
  });
});
