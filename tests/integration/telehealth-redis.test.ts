// Two server instances on one database and one Redis behave as one waiting room (DESIGN §5, §8
// 'Realtime'): a request made through instance B reaches a telehealth clinician subscribed on
// instance A; a clinician who reconnects to B with the cursor they had replays what they missed;
// two check-ins through different instances still have exactly one winner. Runs when
// TEST_REDIS_URL is set (.ci/run sets it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { addPractitioner } from './encounters-fixtures.ts';
import { makePatient, startServer, subscribe, type TestServer } from './harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const REQUEST = `mutation($cmid: ID!, $patientId: ID!) { requestTelehealthVisit(clientMutationId: $cmid, patientId: $patientId) { id versionId } }`;
const LIST = 'query { TelehealthEncounterList(telemedicineStatuses: ["requested"]) { eventCursor } }';
const ROOM = `subscription($since: String) { onWaitingRoomChanged(since: $since) { cursor kind request { id telemedicineStatus } } }`;
const CHECK_IN = `mutation($cmid: ID!, $id: ID!, $v: Int!, $at: DateTime!) {
  startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: { recorded: $at }, teleMedicineType: "audio") { id status } }`;
type RoomEvent = { data?: { onWaitingRoomChanged?: { cursor: string; kind: string; request: { id: string } } } | null };

describe.skipIf(!REDIS_URL)('the waiting room across two instances sharing Redis', () => {
  let a: TestServer;
  let b: BuiltApp;
  let bUrl: string;
  let patientId: string;

  const gqlB = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${bUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, { id: string; versionId: number }>; errors?: { message: string }[] };
  };

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL ?? '' };
    a = await startServer('pglite', { env });
    b = await buildApp(loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', GRAPHQL_RATE_LIMIT: '0', ...env }), {
      database: a.built.database,
      logger: false,
    });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    bUrl = `http://127.0.0.1:${address.port}`;
    await addPractitioner(a, 'FL', 'telehealth', ['FL']);
    await a.addUser({ key: 'th2', jobFunctions: ['telemedicine-clinician'], roles: ['staff'], permissions: ['patient'], markets: ['FL'] });
    await addPractitioner(a, 'FL', 'th2', ['FL']);
    const [patient] = await a.addPatients([makePatient('Rhea', 'Redis')]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers, replays and decides the check-in as one waiting room', async () => {
    const onsite = await a.token('onsite');
    const listed = (await a.gql<{ TelehealthEncounterList: { eventCursor: string } }>(LIST, {}, await a.token('telehealth'))).body.data;
    const before = listed?.TelehealthEncounterList.eventCursor ?? '0';
    const clientA = a.ws(await a.token('telehealth'));
    try {
      const onA = subscribe<RoomEvent>(clientA, ROOM, { since: before });
      // Made through B: A hears it live through Redis, or (subscribing is asynchronous) from the shared log.
      const body = await gqlB(onsite, REQUEST, { cmid: randomUUID(), patientId });
      const made = body.data?.requestTelehealthVisit;
      if (!made) throw new Error(`no request: ${JSON.stringify(body.errors)}`);
      const id = made.id;
      await onA.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === id));

      // Reconnecting to B with the cursor from before: the request is replayed from the shared log.
      const clientB = (await import('graphql-ws')).createClient({
        url: `${bUrl.replace('http', 'ws')}/subscriptions/ws/graphql`,
        webSocketImpl: (await import('ws')).default,
        lazy: true,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${await a.token('th2')}` },
      });
      try {
        const onB = subscribe<RoomEvent>(clientB, ROOM, { since: before });
        await onB.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === id));

        // One check-in through each instance: exactly one wins.
        const at = new Date().toISOString();
        const [viaA, viaB] = await Promise.all([
          a.gql(CHECK_IN, { cmid: randomUUID(), id, v: made.versionId, at }, await a.token('telehealth')),
          gqlB(await a.token('th2'), CHECK_IN, { cmid: randomUUID(), id, v: made.versionId, at }),
        ]);
        const errors = [viaA.body.errors ?? [], viaB.errors ?? []];
        expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
        expect(errors.flat().map((e) => e.message)).toEqual([MESSAGES.encounterInProgress]);
        // Both instances' subscribers hear it taken.
        await onA.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.kind === 'updated'));
        await onB.waitFor((events) => events.some((e) => e.data?.onWaitingRoomChanged?.kind === 'updated'));
      } finally {
        await clientB.dispose();
      }
    } finally {
      await clientA.dispose();
    }
  });
});
