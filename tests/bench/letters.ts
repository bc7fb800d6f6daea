// PCP letters (SPEC §2 /missed-appointments, §3 Letters): 1,000 missed visits of Florida patients
// whose PCP has a fax; the PCC sends them in bulk over the real GraphQL, and the list is read every
// 100 ms until none is queued. Figures: letters per second (drawn with pdfkit, faxed through the
// simulator, stored as the patient's document) and the time to the first letter sent.
// PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set, and PGlite. Smoke: PGlite, 20 letters.
import dayjs from 'dayjs';
import { stores } from '../../server/db/stores.ts';
import type { Appointment, Patient } from '../../src/domain/resources.ts';
import { onPostgresAndPglite, signInToken, timedGraphql } from './graphql-bench.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { letters: 1_000 };
const SMOKE = { letters: 20 };
const POLL_MS = 100;

const SEND = 'mutation ($from: String!, $to: String!) { sendPcpLetters(kind: "missed-appointment", from: $from, to: $to) { queued } }';
const LIST = `query ($from: String!, $to: String!) { PcpLetterList(kind: "missed-appointment", from: $from, to: $to, first: 1) {
  counts { total completed inProgress failed } } }`;

interface Counts {
  PcpLetterList: { counts: { total: number; completed: number; inProgress: number; failed: number } };
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const db = server.built.database.db;
    // A day with no demo visits: a week ahead, marked missed (the list reads any day in range).
    const day = dayjs().add(7, 'day').startOf('day');
    const range = { from: day.format('YYYY-MM-DD'), to: day.format('YYYY-MM-DD') };
    const pcp = await stores.organization.create(
      db,
      {
        active: true,
        name: 'Bench Family Practice',
        type: 'pcp',
        address: [{ line: ['2 Doctor Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
        telecom: [{ system: 'fax', value: '8135550199', use: 'work' }],
      },
      { authorId: null },
    );
    const patients = await stores.patient.createMany(
      db,
      Array.from(
        { length: size.letters },
        (_, i) =>
          ({
            active: true,
            name: [{ use: 'official', given: ['Bench'], family: `Letter${String(i).padStart(5, '0')}` }],
            gender: 'female',
            birthDate: '1950-01-01',
            telecom: [],
            address: [{ use: 'home', line: [`${i} Bench St`], city: 'Tampa', state: 'FL', postalCode: '33601' }],
            generalPractitioner: [{ reference: `Organization/${pcp.id}`, display: pcp.content.name }],
          }) as unknown as Patient,
      ),
      { authorId: null },
    );
    await stores.appointment.createMany(
      db,
      patients.map(
        (p, i): Appointment =>
          ({
            status: 'noshow',
            appointmentType: 'follow-up',
            serviceType: 'woundcare',
            start: day
              .add(8, 'hour')
              .add(i % 600, 'minute')
              .toISOString(),
            end: day
              .add(9, 'hour')
              .add(i % 600, 'minute')
              .toISOString(),
            patient: { reference: `Patient/${p.id}` },
          }) as unknown as Appointment,
      ),
      { authorId: null },
    );
    const token = await signInToken(server.origin, 'pcc@demo.test');
    const t0 = performance.now();
    const sent = await timedGraphql<{ sendPcpLetters: { queued: number } }>(server.origin, token, SEND, range);
    if (sent.data.sendPcpLetters.queued !== size.letters) throw new Error(`queued ${sent.data.sendPcpLetters.queued} of ${size.letters}`);
    let firstSentMs: number | null = null;
    let counts: Counts['PcpLetterList']['counts'];
    for (;;) {
      counts = (await timedGraphql<Counts>(server.origin, token, LIST, range)).data.PcpLetterList.counts;
      if (firstSentMs === null && counts.completed > 0) firstSentMs = performance.now() - t0;
      if (counts.inProgress === 0) break;
      if (performance.now() - t0 > 20 * 60_000) throw new Error('the letters were not sent within 20 minutes');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const seconds = (performance.now() - t0) / 1000;
    const out = {
      letters: counts.total,
      sent: counts.completed,
      failed: counts.failed,
      firstSentMs: +(firstSentMs ?? 0).toFixed(0),
      seconds: +seconds.toFixed(1),
      lettersPerSecond: +(counts.completed / seconds).toFixed(1),
    };
    console.log(`letters ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const lettersBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
