// PCP letters (SPEC §2 /missed-appointments, /made-encounters; §3 Letters; §6 only pons and poff):
// the missed appointments and made encounters of a range, of the caller's readable patients, each
// flagged No PCP or No Fax when it cannot be faxed; a bulk send faxes each ready letter once,
// through the fax gateway's simulator, and stores it as the patient's document (category Letters);
// a send the gateway refuses ends Failed after its retries; a second send, or a server that stops
// before the jobs ran, never sends a letter twice. Each letter sent is heard live by the PCC users
// who may read its patient; a letter whose sender lost the right before the job ran is not sent.

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app.ts';
import { documentReferences, users } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { createFaxGateway } from '../../server/modules/letters/fax-gateway.ts';
import { LETTER_REFUSED } from '../../server/modules/letters/letter-sender.ts';
import { topics } from '../../server/realtime/emitter.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { addAppointment, addPractitioner, fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, subscribe, type TestServer } from './harness.ts';
import { startWorkerApp } from './worker-app.ts';

const LIST = `query ($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {
  PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {
    nextOffset counts { total ready none completed inProgress failed }
    rows { sourceId patientId patientName at pcpName fax status flags documentId error sentAt } } }`;
const CHANGES = 'subscription ($kind: String!) { onPcpLetterChanged(kind: $kind) { kind sourceId patientId status } }';
const SEND = `mutation ($kind: String!, $from: String!, $to: String!, $ids: [ID!]) {
  sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $ids) { queued } }`;

interface Row {
  sourceId: string;
  patientId: string;
  patientName: string;
  pcpName: string | null;
  fax: string | null;
  status: string;
  flags: string[];
  documentId: string | null;
  error: string | null;
}
interface Page {
  nextOffset: number | null;
  counts: { total: number; ready: number; none: number; completed: number; inProgress: number; failed: number };
  rows: Row[];
}

const yesterday = dayjs().subtract(1, 'day');
const range = { from: yesterday.subtract(2, 'day').format('YYYY-MM-DD'), to: dayjs().add(1, 'day').format('YYYY-MM-DD') };
const missed = { kind: 'missed-appointment', ...range };

async function pcpOrg(s: TestServer, name: string, fax: string | null): Promise<string> {
  const row = await stores.organization.create(
    s.db,
    {
      active: true,
      name,
      type: 'pcp',
      address: [{ line: ['2 Doctor Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
      telecom: [
        { system: 'phone', value: '8135550100', use: 'work' },
        ...(fax ? [{ system: 'fax', value: fax, use: 'work' } as const] : []),
      ],
    },
    { authorId: null },
  );
  return row.id;
}

/** A patient of `state` whose PCP is `pcpId` (none: no PCP), with a missed visit yesterday. */
async function missedPatient(s: TestServer, family: string, pcpId: string | null, practitionerId: string, state = 'FL') {
  const content = makePatient('Letter', family, { state });
  if (pcpId) content.generalPractitioner = [{ reference: `Organization/${pcpId}`, display: family }];
  const [patient] = await s.addPatients([content]);
  if (!patient) throw new Error('no patient');
  const appointmentId = await addAppointment(s, {
    patientId: patient.id,
    practitionerId,
    start: yesterday.hour(10).toISOString(),
    status: 'noshow',
  });
  return { patientId: patient.id, appointmentId };
}

/** The probe changes published by `inPlace`: never a letter's. */
const PROBE = 'probe';

/**
 * Publishes a probe change about `patientId` until `sub` hears it: the server has no answer to a
 * subscription that says it is registered, and a letter sent before it is would not be heard.
 * Probes published before the first was heard may still arrive: `letterChanges` leaves them out.
 */
async function inPlace(s: TestServer, sub: ReturnType<typeof subscribe<{ data?: unknown }>>, patientId: string): Promise<void> {
  const probe = { kind: 'missed-appointment', sourceId: randomUUID(), patientId, status: PROBE };
  const deadline = Date.now() + 15_000;
  while (!JSON.stringify(sub.events).includes(probe.sourceId)) {
    if (Date.now() > deadline) throw new Error('the subscription never heard its probe');
    await s.built.app.graphql.pubsub.publish({ topic: topics.pcpLetters(probe.kind), payload: { onPcpLetterChanged: probe } });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Heard = { data?: { onPcpLetterChanged: { sourceId: string; status: string } } | null };
/** What a subscription heard of letters, its probes left out. */
const letterChanges = (events: readonly Heard[]) =>
  events.map((e) => e.data?.onPcpLetterChanged).filter((change) => change && change.status !== PROBE);

/** Waits for no letter of the range to be queued. */
async function settled(s: TestServer, user: string, vars: Record<string, unknown>, seconds = 60): Promise<Page> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const page = await ok<Page>(s, user, LIST, { ...vars, first: 100 });
    // The rows and the counts are two reads: both must say nothing is queued.
    if (page.counts.inProgress === 0 && page.rows.every((r) => r.status !== 'in-progress')) return page;
    if (Date.now() > deadline) throw new Error(`letters still queued: ${JSON.stringify(page.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(kinds)('PCP letters on %s', (kind) => {
  let s: TestServer;
  let withFax: Awaited<ReturnType<typeof missedPatient>>;
  let noPcp: Awaited<ReturnType<typeof missedPatient>>;
  let noFax: Awaited<ReturnType<typeof missedPatient>>;
  let texan: Awaited<ReturnType<typeof missedPatient>>;
  let encounterId: string;

  beforeAll(async () => {
    s = await startServer(kind, { env: { JOB_WORKERS: 'true' } });
    const { practitionerId } = await addPractitioner(s, 'FL');
    const faxed = await pcpOrg(s, 'Bayside Family Practice', '8135550199');
    const unfaxed = await pcpOrg(s, 'No Fax Clinic', null);
    withFax = await missedPatient(s, 'Faxable', faxed, practitionerId);
    noPcp = await missedPatient(s, 'Orphan', null, practitionerId);
    noFax = await missedPatient(s, 'Unfaxed', unfaxed, practitionerId);
    texan = await missedPatient(s, 'Texan', faxed, practitionerId, 'TX');
    // A visit that was not missed is no letter.
    await addAppointment(s, { patientId: withFax.patientId, practitionerId, start: yesterday.hour(14).toISOString(), status: 'booked' });
    const encounter: Encounter = {
      status: 'finished',
      stateText: 'eSigned',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start: yesterday.hour(9).toISOString(), end: yesterday.hour(10).toISOString() },
      signedAt: yesterday.hour(11).toISOString(),
      subject: { reference: `Patient/${withFax.patientId}` },
      practitioner: { reference: `Practitioner/${practitionerId}`, display: 'Pat Practitioner FL' },
    };
    encounterId = (await stores.encounter.create(s.db, encounter, { authorId: null })).id;
    await s.addUser({ key: 'poff', roles: ['staff'], jobFunctions: ['poff'], permissions: ['patient'], markets: ['FL'] });
    await s.addUser({ key: 'ext-pcc', roles: ['external'], jobFunctions: ['pons'], permissions: ['patient'], markets: ['FL'] });
    await s.addUser({ key: 'tx-pcc', roles: ['staff'], jobFunctions: ['pons'], permissions: ['patient'], markets: ['TX'] });
  }, 120_000);
  afterAll(() => s?.close());

  it("lists the range's missed appointments of the PCC's patients, flagged No PCP and No Fax", async () => {
    const page = await ok<Page>(s, 'pcc', LIST, missed);
    expect(page.rows.map((r) => r.sourceId).sort()).toEqual([withFax.appointmentId, noPcp.appointmentId, noFax.appointmentId].sort());
    expect(page.rows.map((r) => r.sourceId)).not.toContain(texan.appointmentId);
    const of = (id: string) => page.rows.find((r) => r.sourceId === id);
    expect(of(withFax.appointmentId)).toMatchObject({ status: 'none', flags: [], pcpName: 'Bayside Family Practice', fax: '8135550199' });
    expect(of(noPcp.appointmentId)).toMatchObject({ status: 'none', flags: ['No PCP'], pcpName: null });
    expect(of(noFax.appointmentId)).toMatchObject({ status: 'none', flags: ['No Fax'], fax: null });
    expect(page.counts).toMatchObject({ total: 3, ready: 1, none: 3 });
  });

  it('faxes each ready letter once and keeps it on the patient (category Letters), heard live; a second send sends nothing', async () => {
    const pccSocket = s.ws(await s.token('pcc'));
    const texasSocket = s.ws(await s.token('tx-pcc'));
    const clinicianSocket = s.ws(await s.token('clinician'));
    const live = subscribe<Heard>(pccSocket, CHANGES, { kind: 'missed-appointment' });
    const texas = subscribe<Heard>(texasSocket, CHANGES, { kind: 'missed-appointment' });
    const refused = subscribe(clinicianSocket, CHANGES, { kind: 'missed-appointment' });
    await refused.waitFor((events, errors) => events.length > 0 || errors.length > 0, 15_000);
    expect(JSON.stringify([refused.events, refused.errors])).toContain('FORBIDDEN');
    // Each subscription is in place once it hears a probe about a patient of its market.
    await inPlace(s, live, withFax.patientId);
    await inPlace(s, texas, texan.patientId);

    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 1 });
    await live.waitFor((events) => letterChanges(events).length > 0, 30_000);
    expect(letterChanges(live.events)).toEqual([
      { kind: 'missed-appointment', sourceId: withFax.appointmentId, patientId: withFax.patientId, status: 'completed' },
    ]);
    const page = await settled(s, 'pcc', missed);
    // Texas's PCC hears nothing of a Florida patient's letter.
    expect(letterChanges(texas.events)).toEqual([]);
    for (const sub of [live, texas, refused]) sub.dispose();
    for (const socket of [pccSocket, texasSocket, clinicianSocket]) await socket.dispose();
    const sent = page.rows.find((r) => r.sourceId === withFax.appointmentId);
    expect(sent).toMatchObject({ status: 'completed', flags: [], error: null });
    expect(page.rows.find((r) => r.sourceId === noPcp.appointmentId)).toMatchObject({ status: 'none', flags: ['No PCP'] });
    const documents = await s.db.select().from(documentReferences).where(eq(documentReferences.patientId, withFax.patientId));
    expect(documents).toHaveLength(1);
    expect(documents[0]?.id).toBe(sent?.documentId);
    expect(documents[0]?.content).toMatchObject({
      category: 'letter',
      type: 'missed-appointment',
      subject: { reference: `Patient/${withFax.patientId}` },
    });
    // The PDF is the patient's document, served under the documents' access rule.
    const file = await s.fetch(`/api/documents/${sent?.documentId}/content`, {
      headers: { authorization: `Bearer ${await s.token('pcc')}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(readdirSync(path.join(s.dataDir, 'fax-outbox'))).toHaveLength(1);

    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 0 });
    expect(await ok(s, 'poff', SEND, { ...missed, ids: [withFax.appointmentId] })).toEqual({ queued: 0 });
    expect(readdirSync(path.join(s.dataDir, 'fax-outbox'))).toHaveLength(1);
  }, 60_000);

  it('writes one letter for each made encounter', async () => {
    const made = { kind: 'made-encounter', ...range };
    const page = await ok<Page>(s, 'poff', LIST, made);
    expect(page.rows.map((r) => r.sourceId)).toEqual([encounterId]);
    expect(await ok(s, 'poff', SEND, made)).toEqual({ queued: 1 });
    expect((await settled(s, 'poff', made)).rows[0]).toMatchObject({ status: 'completed' });
  }, 60_000);

  it('is only for the PCC job functions (pons, poff), never external users, and refuses bad input in words', async () => {
    for (const who of ['clinician', 'coordinator', 'admin', 'ext-pcc']) {
      expect(await fails(s, who, LIST, missed), who).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(await fails(s, who, SEND, missed), who).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect(await fails(s, 'pcc', LIST, { ...missed, kind: 'letters' })).toMatchObject({
      message: 'kind must be missed-appointment or made-encounter',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fails(s, 'pcc', LIST, { ...missed, from: '2026-11-30', to: '2026-11-01' })).toMatchObject({
      message: 'The end date must be on or after the start date.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fails(s, 'pcc', LIST, { ...missed, from: 'soon' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fails(s, 'pcc', SEND, { ...missed, ids: ['nope'] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    // Another market's source id sends nothing (it is not among the caller's rows).
    expect(await ok(s, 'pcc', SEND, { ...missed, ids: [texan.appointmentId] })).toEqual({ queued: 0 });
  });
});

describe.each(kinds)('PCP letters that fail, and across a restart, on %s', (kind) => {
  let s: TestServer;
  const apps: BuiltApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s?.close();
  });

  const workerApp = async (env: Record<string, string>) => {
    const app = await startWorkerApp(s, env);
    apps.push(app);
    return app;
  };

  it('marks Failed a letter the fax service never takes, sends it again on request, and never twice across a restart', async () => {
    // This server only enqueues.
    s = await startServer(kind);
    const { practitionerId } = await addPractitioner(s, 'FL');
    const faxed = await pcpOrg(s, 'Restart Practice', '8135550111');
    const patients = [];
    for (let i = 0; i < 3; i++) patients.push(await missedPatient(s, `Restart${i}`, faxed, practitionerId));
    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 3 });

    // A worker whose fax service refuses every send: retried, then Failed.
    const failing = await workerApp({ FAX_SIMULATOR_FAILURE_RATE: '1' });
    const failed = await settled(s, 'pcc', missed, 90);
    expect(failed.counts).toMatchObject({ total: 3, failed: 3, completed: 0 });
    expect(failed.rows[0]).toMatchObject({
      status: 'entered-in-error',
      flags: ['Failed'],
      error: 'The fax service did not take the letter after several tries. Send it again later.',
    });
    expect(existsSync(path.join(s.dataDir, 'fax-outbox'))).toBe(false);
    await failing.close();
    apps.splice(apps.indexOf(failing), 1);

    // Sent again while no worker runs; a new server picks them up and sends each once.
    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 3 });
    await workerApp({});
    const sent = await settled(s, 'pcc', missed, 60);
    expect(sent.counts).toMatchObject({ total: 3, completed: 3, failed: 0 });
    expect(readdirSync(path.join(s.dataDir, 'fax-outbox'))).toHaveLength(3);
    for (const p of patients) {
      expect(await s.db.select().from(documentReferences).where(eq(documentReferences.patientId, p.patientId))).toHaveLength(1);
    }
  }, 180_000);

  it('does not send a letter whose sender may no longer send letters when its job runs', async () => {
    for (const app of apps.splice(0)) await app.close();
    const { practitionerId } = await addPractitioner(s, 'FL');
    const faxed = await pcpOrg(s, 'Leaver Practice', '8135550122');
    const leaving = await missedPatient(s, 'LeaverPatient', faxed, practitionerId);
    const leaver = await s.addUser({ key: 'leaver', roles: ['staff'], jobFunctions: ['pons'], permissions: ['patient'], markets: ['FL'] });
    expect(await ok(s, 'leaver', SEND, { ...missed, ids: [leaving.appointmentId] })).toEqual({ queued: 1 });
    const outbox = path.join(s.dataDir, 'fax-outbox');
    const faxesBefore = existsSync(outbox) ? readdirSync(outbox).length : 0;
    // The PCC job function is taken away before any worker runs the job.
    await s.db
      .update(users)
      .set({ jobFunctions: ['other'] })
      .where(eq(users.id, leaver.id));
    await workerApp({});
    const page = await settled(s, 'pcc', missed, 60);
    expect(page.rows.find((r) => r.sourceId === leaving.appointmentId)).toMatchObject({
      status: 'entered-in-error',
      flags: ['Failed'],
      error: LETTER_REFUSED,
      documentId: null,
    });
    expect(existsSync(outbox) ? readdirSync(outbox).length : 0).toBe(faxesBefore);
    expect(await s.db.select().from(documentReferences).where(eq(documentReferences.patientId, leaving.patientId))).toHaveLength(0);
  }, 120_000);

  it('answers a key sent twice (a retry after a crash) with the fax it already sent', async () => {
    const dir = path.join(s.dataDir, 'gateway-twice');
    const gateway = createFaxGateway('simulator', { dir });
    const first = await gateway.send({ key: 'letter-1', to: '8135550100', pdf: new Uint8Array([1]) });
    const again = await createFaxGateway('simulator', { dir }).send({ key: 'letter-1', to: '8135550100', pdf: new Uint8Array([1]) });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ faxId: first.faxId, duplicate: true });
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
