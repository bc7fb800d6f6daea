// Every event checked against its receiver as they are at that moment (DESIGN §5 'Realtime under
// the HTTP rules', §8 'Realtime'): a telehealth clinician whose job function is taken away hears
// no more of the waiting room (and hears it again once it is given back), one who loses a market
// hears nothing more of that market's patients, one whose session ends loses the connection at
// the next event.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import type { JobFunction } from '../../src/domain/access.ts';
import { kinds, makePatient, startServer, subscribe, type TestServer } from './harness.ts';

const REQUEST = `mutation($cmid: ID!, $patientId: ID!) {
  requestTelehealthVisit(clientMutationId: $cmid, patientId: $patientId) { id } }`;
const LIST = 'query { TelehealthEncounterList(telemedicineStatuses: ["requested"]) { eventCursor } }';
const ROOM = `subscription($since: String) {
  onWaitingRoomChanged(since: $since) { cursor kind request { id patientId patientName } } }`;
type RoomEvent = { data?: { onWaitingRoomChanged?: { request: { id: string; patientName: string | null } } } | null };

const heard = (events: RoomEvent[], id: string) => events.some((e) => e.data?.onWaitingRoomChanged?.request.id === id);

describe.each(kinds)('realtime access as it is now (%s)', (kind) => {
  let s: TestServer;
  const patients = new Map<string, string>();

  const patient = (key: string) => {
    const id = patients.get(key);
    if (!id) throw new Error(`no patient ${key}`);
    return id;
  };
  /** A waiting-room request for the patient, made by the onsite provider of its market. */
  const request = async (onsiteKey: string, patientKey: string): Promise<string> => {
    const res = await s.gql<{ requestTelehealthVisit: { id: string } }>(
      REQUEST,
      { cmid: randomUUID(), patientId: patient(patientKey) },
      await s.token(onsiteKey),
    );
    const made = res.body.data?.requestTelehealthVisit;
    if (!made) throw new Error(JSON.stringify(res.body.errors));
    return made.id;
  };
  const cursorNow = async () => {
    const res = await s.gql<{ TelehealthEncounterList: { eventCursor: string } }>(LIST, {}, await s.token('th-control'));
    return res.body.data?.TelehealthEncounterList.eventCursor ?? '0';
  };
  const setUser = (key: string, values: { jobFunctions?: JobFunction[]; markets?: string[] }) =>
    s.db
      .update(schema.users)
      .set(values)
      .where(eq(schema.users.id, s.user(key).id));

  beforeAll(async () => {
    s = await startServer(kind);
    const clinician = { roles: ['staff' as const], permissions: ['patient' as const], jobFunctions: ['telemedicine-clinician' as const] };
    await s.addUser({ key: 'th-control', ...clinician, markets: ['FL'] });
    await s.addUser({ key: 'th-leaver', ...clinician, markets: ['FL'] });
    await s.addUser({ key: 'th-mover', ...clinician, markets: ['FL', 'TX'] });
    await s.addUser({ key: 'th-ended', ...clinician, markets: ['FL'] });
    const onsite = { roles: ['staff' as const], permissions: ['patient' as const], jobFunctions: ['onsite-provider' as const] };
    await s.addUser({ key: 'onsite-fl', ...onsite, markets: ['FL'] });
    await s.addUser({ key: 'onsite-tx', ...onsite, markets: ['TX'] });
    const rows = await s.addPatients([
      makePatient('Fay', 'One'),
      makePatient('Fay', 'Two'),
      makePatient('Fay', 'Three'),
      makePatient('Fay', 'Four'),
      makePatient('Fay', 'Five'),
      makePatient('Fay', 'Six'),
      makePatient('Tex', 'One', { state: 'TX' }),
      makePatient('Tex', 'Two', { state: 'TX' }),
    ]);
    ['fl1', 'fl2', 'fl3', 'fl4', 'fl5', 'fl6', 'tx1', 'tx2'].forEach((key, i) => {
      const row = rows[i];
      if (row) patients.set(key, row.id);
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a clinician whose telehealth job function is taken away hears no more waiting-room events', async () => {
    const since = await cursorNow();
    const leaverClient = s.ws(await s.token('th-leaver'));
    const controlClient = s.ws(await s.token('th-control'));
    try {
      const leaver = subscribe<RoomEvent>(leaverClient, ROOM, { since });
      const control = subscribe<RoomEvent>(controlClient, ROOM, { since });
      const first = await request('onsite-fl', 'fl1');
      await leaver.waitFor((events) => heard(events, first));
      await control.waitFor((events) => heard(events, first));

      await setUser('th-leaver', { jobFunctions: ['clin'] });
      const second = await request('onsite-fl', 'fl2');
      // The control clinician's copy of the event is decided in the same read as the leaver's.
      await control.waitFor((events) => heard(events, second));

      await setUser('th-leaver', { jobFunctions: ['telemedicine-clinician'] });
      const third = await request('onsite-fl', 'fl3');
      await leaver.waitFor((events) => heard(events, third));
      expect(heard(leaver.events, second)).toBe(false);
      expect(leaver.events.some((e) => e.data?.onWaitingRoomChanged?.request.patientName?.includes('Two'))).toBe(false);
      expect(leaver.errors).toEqual([]);
    } finally {
      await leaverClient.dispose();
      await controlClient.dispose();
    }
  });

  it("a clinician who loses a market hears nothing more of that market's patients", async () => {
    const since = await cursorNow();
    const client = s.ws(await s.token('th-mover'));
    try {
      const room = subscribe<RoomEvent>(client, ROOM, { since });
      const texan = await request('onsite-tx', 'tx1');
      await room.waitFor((events) => heard(events, texan));

      await setUser('th-mover', { markets: ['FL'] });
      const lost = await request('onsite-tx', 'tx2');
      const kept = await request('onsite-fl', 'fl4');
      // One subscription hears its events in order: once it has the later one, the earlier was decided.
      await room.waitFor((events) => heard(events, kept));
      expect(heard(room.events, lost)).toBe(false);
      expect(room.errors).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('a clinician whose session ends loses the connection at the next event', async () => {
    const since = await cursorNow();
    const client = s.ws(await s.token('th-ended'));
    let closed = false;
    client.on('closed', () => {
      closed = true;
    });
    try {
      const room = subscribe<RoomEvent>(client, ROOM, { since });
      const before = await request('onsite-fl', 'fl5');
      await room.waitFor((events) => heard(events, before));
      await s.db
        .update(schema.authSessions)
        .set({ endedAt: new Date(), endedReason: 'sign-out' })
        .where(sql`${schema.authSessions.userId} = ${s.user('th-ended').id}`);
      await request('onsite-fl', 'fl6');
      await room.waitFor(() => closed);
      expect(room.events.filter((e) => !heard([e], before))).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
