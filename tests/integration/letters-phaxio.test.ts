// PCP letters (SPEC §3 Letters) through the real fax client, Phaxio's (FAX_SERVICE=phaxio; DESIGN
// §8 'Outside services'), against an in-process Phaxio-compatible server
// (tests/support/phaxio-fax-server.ts): the letter job faxes each letter once under its key, also
// the one Phaxio took while its answer was lost (the job's retry finds it by its tag and records
// that fax) and one Phaxio refused once; a number Phaxio rejects ends Failed, never faxed.
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app.ts';
import { documentReferences, pcpLetters } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { KEY_TAG } from '../../server/modules/letters/phaxio-fax.ts';
import { PHAXIO_TEST_KEY, PHAXIO_TEST_SECRET, type PhaxioFaxServer, startPhaxioFaxServer } from '../support/phaxio-fax-server.ts';
import { addAppointment, addPractitioner, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';
import { startWorkerApp } from './worker-app.ts';

const LIST = `query ($kind: String!, $from: String!, $to: String!, $first: Int) {
  PcpLetterList(kind: $kind, from: $from, to: $to, first: $first) {
    counts { total inProgress completed failed } rows { sourceId patientId status flags error } } }`;
const SEND = `mutation ($kind: String!, $from: String!, $to: String!, $ids: [ID!]) {
  sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $ids) { queued } }`;

interface Page {
  counts: { total: number; inProgress: number; completed: number; failed: number };
  rows: { sourceId: string; patientId: string; status: string; flags: string[]; error: string | null }[];
}

const yesterday = dayjs().subtract(1, 'day');
const missed = {
  kind: 'missed-appointment',
  from: yesterday.subtract(2, 'day').format('YYYY-MM-DD'),
  to: dayjs().add(1, 'day').format('YYYY-MM-DD'),
};

async function settled(s: TestServer, seconds: number): Promise<Page> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const page = await ok<Page>(s, 'pcc', LIST, { ...missed, first: 100 });
    // The rows and the counts are two reads: both must say nothing is queued.
    if (page.counts.inProgress === 0 && page.rows.every((r) => r.status !== 'in-progress')) return page;
    if (Date.now() > deadline) throw new Error(`letters still queued: ${JSON.stringify(page.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(kinds)('PCP letters faxed through Phaxio on %s', (kind) => {
  let s: TestServer;
  let provider: PhaxioFaxServer;
  let practitionerId: string;
  let pcpId: string;
  const apps: BuiltApp[] = [];

  const phaxioWorker = async () => {
    const app = await startWorkerApp(s, {
      FAX_SERVICE: 'phaxio',
      FAX_API_URL: provider.url,
      FAX_API_KEY: PHAXIO_TEST_KEY,
      FAX_API_SECRET: PHAXIO_TEST_SECRET,
      FAX_CALLER_ID: '+18135550000',
    });
    apps.push(app);
    return app;
  };

  const missedPatient = async (family: string) => {
    const content = makePatient('Letter', family, { state: 'FL' });
    content.generalPractitioner = [{ reference: `Organization/${pcpId}`, display: family }];
    const [patient] = await s.addPatients([content]);
    if (!patient) throw new Error('no patient');
    await addAppointment(s, { patientId: patient.id, practitionerId, start: yesterday.hour(10).toISOString(), status: 'noshow' });
    return patient.id;
  };

  beforeAll(async () => {
    provider = await startPhaxioFaxServer();
    // This server only enqueues; the workers are Phaxio's.
    s = await startServer(kind);
    ({ practitionerId } = await addPractitioner(s, 'FL'));
    const pcp = await stores.organization.create(
      s.db,
      {
        active: true,
        name: 'Phaxio Practice',
        type: 'pcp',
        address: [{ line: ['2 Doctor Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
        telecom: [{ system: 'fax', value: '8135550111', use: 'work' }],
      },
      { authorId: null },
    );
    pcpId = pcp.id;
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s?.close();
    await provider?.close();
  });

  it('faxes each letter once under its key, also one whose answer was lost and one refused once', async () => {
    const patients = [];
    for (let i = 0; i < 3; i++) patients.push(await missedPatient(`Phaxio${i}`));
    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 3 });
    // The first send is taken but its answer never arrives; the second is refused (503).
    provider.failNext('lose-answer', 'refuse');
    await phaxioWorker();
    const page = await settled(s, 90);
    expect(page.counts).toMatchObject({ total: 3, completed: 3, failed: 0 });

    const letters = await s.db.select().from(pcpLetters).where(eq(pcpLetters.status, 'completed'));
    expect(letters).toHaveLength(3);
    // One fax a letter, to the PCP's number in E.164, from the caller id, tagged with the letter's key.
    expect(provider.faxes).toHaveLength(3);
    expect(provider.faxes.map((f) => f.tags[KEY_TAG]).sort()).toEqual(letters.map((l) => l.id).sort());
    for (const letter of letters) {
      const fax = provider.faxes.find((f) => f.tags[KEY_TAG] === letter.id);
      expect(letter.faxId).toBe(String(fax?.id));
      expect(fax).toMatchObject({ to: '+18135550111', callerId: '+18135550000' });
      expect(Buffer.from(fax?.pdf.subarray(0, 5) ?? []).toString()).toBe('%PDF-');
    }
    for (const patientId of patients) {
      expect(await s.db.select().from(documentReferences).where(eq(documentReferences.patientId, patientId))).toHaveLength(1);
    }

    // Sent again, nothing is queued and nothing more is faxed.
    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 0 });
    expect(provider.faxes).toHaveLength(3);
  }, 180_000);

  it('marks Failed at once, with the reason, a letter whose number Phaxio rejects, never faxed', async () => {
    const patientId = await missedPatient('Rejected');
    // Refused as an invalid number (422): sent again it would be refused again, so it is not retried.
    provider.failNext('reject-number');
    expect(await ok(s, 'pcc', SEND, missed)).toEqual({ queued: 1 });
    const page = await settled(s, 120);
    expect(page.rows.find((r) => r.patientId === patientId)).toMatchObject({
      status: 'entered-in-error',
      flags: ['Failed'],
      error: 'The fax service refused the letter (HTTP 422).',
    });
    expect(provider.faxes).toHaveLength(3);
  }, 180_000);
});
