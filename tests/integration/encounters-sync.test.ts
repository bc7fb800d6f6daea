// What the device's outbox relies on (DESIGN §4 step 3): a stale base version is refused with
// CONFLICT and the current version, writing nothing; a resend of a clientMutationId returns the
// stored result and writes nothing; another user's id is refused; duplicates sent at once apply
// exactly once; two devices creating an encounter for one visit get one encounter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  historyCount,
  M,
  ok,
  provenanceCount,
  Q,
  receiptOf,
} from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

describe.each(kinds)('offline sync of encounter mutations on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let hour = 6;

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    // clinician2 is a clinician of their own, for the "another user" cases.
    await addPractitioner(s, 'FL', 'clinician2');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A planned encounter on a fresh visit of today. */
  const planned = async () => {
    const appointmentId = await addVisit(s, clinic, `${String(hour++).padStart(2, '0')}:00`);
    const encounter = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    return { appointmentId, encounter };
  };
  /** Everything written about an encounter and its appointment, to prove "nothing written". */
  const footprint = async (encounterId: string, appointmentId: string) => ({
    encounterHistory: await historyCount(s, encounterId),
    appointmentHistory: await historyCount(s, appointmentId),
    provenance: await provenanceCount(s, encounterId),
  });
  const checkOutNow = async (id: string, v: number) =>
    ok(s, 'clinician', M.update, { cmid: cmid(), id, v, e: { checkedOutAt: new Date().toISOString() } });

  it('refuses a stale baseVersion with CONFLICT and the current version, writing nothing', async () => {
    const { appointmentId, encounter } = await planned();
    await ok(s, 'clinician', M.start, { cmid: cmid(), id: encounter.id, v: 1, p: { recorded: deviceTime(10) } });
    const before = await footprint(encounter.id, appointmentId);
    const id = cmid();
    const error = await fails(s, 'clinician', M.cancel, { cmid: id, id: encounter.id, v: 1, reason: 'Error' });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.currentVersion).toBe(2);
    expect(error.message).toBe(MESSAGES.conflict);
    expect(await footprint(encounter.id, appointmentId)).toEqual(before);
    expect(await receiptOf(s, id)).toBeNull();
    expect(await ok(s, 'clinician', Q.encounter, { id: encounter.id })).toMatchObject({ versionId: 2, status: 'in-progress' });
    await checkOutNow(encounter.id, 2);
  });

  it('answers a resend with the stored result, identical, and applies it only once', async () => {
    const { appointmentId, encounter } = await planned();
    const id = cmid();
    const variables = { cmid: id, id: encounter.id, v: 1, p: { recorded: deviceTime(20), device: 'tablet' } };
    const first = await ok<EncounterResult>(s, 'clinician', M.start, variables);
    const after = await footprint(encounter.id, appointmentId);
    const again = await ok<EncounterResult>(s, 'clinician', M.start, variables);
    expect(again).toEqual(first);
    expect(await footprint(encounter.id, appointmentId)).toEqual(after);
    expect(await receiptOf(s, id)).toMatchObject({ userId: s.user('clinician').id, operation: 'startEncounter' });

    // Even after later changes, the resend still gets what the first send got, not a CONFLICT.
    await checkOutNow(encounter.id, 2);
    const late = await ok<EncounterResult>(s, 'clinician', M.start, variables);
    expect(late).toEqual(first);
    expect(await ok(s, 'clinician', Q.encounter, { id: encounter.id })).toMatchObject({ versionId: 3, status: 'finished' });
  });

  it('answers a resend of e-sign with the stored EsignResult', async () => {
    const { encounter } = await planned();
    await ok(s, 'clinician', M.start, { cmid: cmid(), id: encounter.id, v: 1, p: { recorded: deviceTime(20) } });
    await checkOutNow(encounter.id, 2);
    const variables = { cmid: cmid(), id: encounter.id, v: 3 };
    const first = await ok(s, 'clinician', M.esign, variables);
    expect(await ok(s, 'clinician', M.esign, variables)).toEqual(first);
  });

  it("refuses another user's clientMutationId, writing nothing", async () => {
    const { appointmentId, encounter } = await planned();
    const id = cmid();
    await ok(s, 'clinician', M.start, { cmid: id, id: encounter.id, v: 1, p: { recorded: deviceTime(5) } });
    const before = await footprint(encounter.id, appointmentId);
    const stolen = await fails(s, 'clinician2', M.start, { cmid: id, id: encounter.id, v: 1, p: { recorded: deviceTime(5) } });
    expect(stolen.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stolen.message).toBe('clientMutationId has already been used for another change');
    // Nor may the owner reuse the id for a different operation.
    const reused = await fails(s, 'clinician', M.cancel, { cmid: id, id: encounter.id, v: 2 });
    expect(reused.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await footprint(encounter.id, appointmentId)).toEqual(before);
    await checkOutNow(encounter.id, 2);
  });

  it('applies a mutation sent several times at once exactly once', async () => {
    const { appointmentId, encounter } = await planned();
    const before = await footprint(encounter.id, appointmentId);
    const variables = { cmid: cmid(), id: encounter.id, v: 1, p: { recorded: deviceTime(3) } };
    const results = await Promise.all(Array.from({ length: 5 }, () => ok<EncounterResult>(s, 'clinician', M.start, variables)));
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0]).toMatchObject({ versionId: 2, status: 'in-progress' });
    expect(await footprint(encounter.id, appointmentId)).toEqual({
      encounterHistory: before.encounterHistory + 1,
      appointmentHistory: before.appointmentHistory + 1,
      provenance: before.provenance + 1,
    });
    await checkOutNow(encounter.id, 2);
  });

  it('lets one of two devices win a race on the same base version; the other gets CONFLICT', async () => {
    const { encounter } = await planned();
    const token = await s.token('clinician');
    const [a, b] = await Promise.all(
      ['first', 'second'].map((reason) => s.gql(M.cancel, { cmid: cmid(), id: encounter.id, v: 1, reason }, token)),
    );
    const codes = [a, b].map((r) => r?.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(await historyCount(s, encounter.id)).toBe(2);
  });

  it('creates idempotently with the client id, and answers a second create for the visit with CONFLICT', async () => {
    const appointmentId = await addVisit(s, clinic, '20:00');
    const encounterId = cmid();
    const variables = { cmid: cmid(), encounter: { id: encounterId, appointmentId } };
    const first = await ok<EncounterResult>(s, 'clinician', M.create, variables);
    expect(first.id).toBe(encounterId);
    expect(await ok(s, 'clinician', M.create, variables)).toEqual(first);
    expect(await historyCount(s, encounterId)).toBe(1);

    const other = await fails(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    expect(other.extensions).toMatchObject({ code: 'CONFLICT', encounterId, currentVersion: 1 });
  });

  it('creates one encounter when two devices create one for the same visit at once', async () => {
    const appointmentId = await addVisit(s, clinic, '21:00');
    const ids = [cmid(), cmid(), cmid()];
    const token = await s.token('clinician');
    const responses = await Promise.all(ids.map((id) => s.gql(M.create, { cmid: cmid(), encounter: { id, appointmentId } }, token)));
    const winners = responses.filter((r) => !r.body.errors);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((r) => r.body.errors))
      expect(loser.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 1 });
    expect(await ok(s, 'clinician', Q.active, { id: appointmentId })).toMatchObject({ appointmentId });
  });
});
