// Drain of a ≈ 500-mutation backlog (goal ≤ 1 s) and the same backlog resent (goal ≤ 0.5 s), in
// Node: the real server in-process (startBuiltServer: PGlite in a temp dir, demo seed; or
// PostgreSQL with BENCH_DATABASE_URL) and the real offline core on fake-indexeddb. 84 new booked
// follow-ups today for the seeded clinician; each is done as on a field day through the real
// commands: checkIn (createEncounter + startEncounter), its two required forms submitted
// (saveQuestionnaireResponse ×2: Interval History and one wound's Wound Assessment; e-sign
// refuses without them), checkOut (updateEncounter) and esign (esignEncounter): 504 outbox
// entries, each with its clientMutationId and base-version chain. drainOutbox sends them over
// HTTP with the clinician's bearer token, in syncEncounterCommands batches. Then the same backlog
// is resent twice — the recorded HTTP requests re-POSTed as they were, and the original outbox
// entries restored and drained again — and every answer must be the stored result with nothing
// new written (resource_history, provenance and mutation_receipt row counts before/after).
// Baseline: 84 other visits today through the same mutations straight on the services in one
// server-side loop (fresh ids; no HTTP, GraphQL or device). Smoke: 5 visits after 1 warm-up visit.
import './node-indexeddb.ts';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { count } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { intervalHistory } from '../../server/seed/forms/clinical-forms.ts';
import { woundAssessment } from '../../server/seed/forms/wound-assessment.ts';
import type { Appointment, Patient } from '../../src/domain/resources.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import { checkIn, checkOut, esign } from '../../src/offline/commands.ts';
import { deviceDb } from '../../src/offline/device-db.ts';
import { drainOutbox } from '../../src/offline/drain.ts';
import { submitForm } from '../../src/offline/form-commands.ts';
import { pullSchedulePack } from '../../src/offline/pack.ts';
import { provideTestKeys } from '../../src/offline/testing/keys.ts';
import { INTERVAL, WOUND } from '../integration/forms-fixtures.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { httpRequest, postGraphql, type RecordedCall } from './offline-request.ts';
import { signInApi } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
// Issue 5: the device database is sealed; the benchmark's user gets a device key on first use.
provideTestKeys();

/** A follow-up's required forms (the seeded plan), answered as the forms tests answer them. */
const FORMS = [
  { questionnaireCode: intervalHistory.code, answers: INTERVAL },
  { questionnaireCode: woundAssessment.code, answers: WOUND },
];
/** BENCH_DRAIN_PROFILE=file.cpuprofile: the timed drain's CPU profile (server and device, one process), for DevTools. */
const startProfile = () => (process.env.BENCH_DRAIN_PROFILE ? startCpuProfile(process.env.BENCH_DRAIN_PROFILE) : Promise.resolve(null));
/** Mutations per visit: create, start, a save per form, check-out, e-sign (84 visits: 504). */
const PER_VISIT = 4 + FORMS.length;
const FULL = { visits: Number(process.env.BENCH_DRAIN_VISITS ?? 84), warmupVisits: 5 };
const SMOKE = { visits: 5, warmupVisits: 1 };

const seconds = (ms: number) => +(ms / 1000).toFixed(3);

async function rowCounts(db: Database) {
  const [history] = await db.select({ n: count() }).from(schema.resourceHistory);
  const [provenance] = await db.select({ n: count() }).from(schema.provenances);
  const [receipts] = await db.select({ n: count() }).from(schema.mutationReceipts);
  return { resourceHistory: history?.n ?? 0, provenance: provenance?.n ?? 0, mutationReceipts: receipts?.n ?? 0 };
}

const diff = (a: Awaited<ReturnType<typeof rowCounts>>, b: Awaited<ReturnType<typeof rowCounts>>) => ({
  resourceHistory: b.resourceHistory - a.resourceHistory,
  provenance: b.provenance - a.provenance,
  mutationReceipts: b.mutationReceipts - a.mutationReceipts,
});

const patientContent = (i: number): Patient => ({
  active: true,
  name: [{ use: 'official', given: [`Bench${i}`], family: 'Drain' }],
  gender: 'female',
  birthDate: '1950-06-15',
  telecom: [],
  address: [{ line: [`${i} Main St`], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 }],
  payerName: 'Acme Health',
});

interface Outcome {
  clientMutationId: string;
  error: unknown;
}

/** The per-command answers of recorded syncEncounterCommands requests. */
const outcomesOf = (calls: readonly RecordedCall[]): Outcome[] =>
  calls.flatMap((call) => ((call.data as { syncEncounterCommands?: Outcome[] } | null)?.syncEncounterCommands ?? []) as Outcome[]);

/** How many answers are exactly the first answer of the same command (recognised resends). */
const recognisedIn = (outcomes: readonly Outcome[], first: ReadonlyMap<string, Outcome>) =>
  outcomes.filter((o) => o.error === null && isDeepStrictEqual(o, first.get(o.clientMutationId))).length;

export async function drainBacklog(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const server = await startBuiltServer();
  const { db } = server.built.database;
  const services = server.built.services;
  try {
    const api = await signInApi(server.origin);
    const me = await services.auth.authenticate(api.token);
    if (!me?.practitionerId) throw new Error('the clinician is not linked to a practitioner');
    const { practitionerId } = me;
    const practitioner = await stores.practitioner.read(db, me.practitionerId);
    const zone = timeZoneForState(practitioner?.content.address[0]?.state);
    const today = dayjs().tz(zone).format('YYYY-MM-DD');

    // Fixtures: patients and booked visits for the clinician.
    const patients = await stores.patient.createMany(
      db,
      Array.from({ length: 25 }, (_, i) => patientContent(i)),
      { authorId: null },
    );
    const visit = (date: string, i: number): Appointment => {
      const start = dayjs.tz(`${date} 06:00`, zone).add(i * 2, 'minute');
      const patientId = patients[i % patients.length]?.id ?? '';
      return {
        status: 'booked',
        appointmentType: 'follow-up',
        serviceType: 'woundcare',
        start: start.toISOString(),
        end: start.add(45, 'minute').toISOString(),
        routeOrder: 100 + i,
        patient: { reference: `Patient/${patientId}` },
        practitioner: { reference: `Practitioner/${practitionerId}` },
        location: { address: { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 } },
      };
    };
    // Today for both (a check-in is not taken before its visit's day): the drained visits first, then the baseline's.
    const todays = await stores.appointment.createMany(
      db,
      Array.from({ length: size.warmupVisits + 2 * size.visits }, (_, i) => visit(today, i)),
      { authorId: null },
    );
    const warmup = todays.slice(0, size.warmupVisits);
    const drained = todays.slice(size.warmupVisits, size.warmupVisits + size.visits);
    const baseline = todays.slice(size.warmupVisits + size.visits);

    // The device: today's pack pulled from the server, then the backlog made with the real commands.
    const url = `${server.origin}/graphql`;
    const userId = api.userId;
    await pullSchedulePack(userId, { from: today, to: today }, { request: httpRequest({ url, token: api.token }) });
    const device = deviceDb(userId);
    const visitOffline = async (appointmentId: string) => {
      const encounterId = await checkIn(userId, { appointmentId, device: 'bench' });
      for (const form of FORMS) await submitForm(userId, { encounterId, questionnaireCode: form.questionnaireCode }, form.answers);
      await checkOut(userId, { encounterId });
      await esign(userId, { encounterId });
    };
    // Warm-up (not timed): a few visits drained first, so the server's GraphQL paths are warm
    // as they are on a server that has been up for a while.
    for (const appointment of warmup) await visitOffline(appointment.id);
    const warmCalls: RecordedCall[] = [];
    const warm = await drainOutbox(userId, {
      request: httpRequest({ url, token: api.token, onCall: (call) => warmCalls.push(call) }),
      pull: 'never',
      retryDelayMs: 0,
    });
    if (warm.acknowledged !== size.warmupVisits * PER_VISIT) {
      const left = (await device.outbox.toArray()).map((e) => `${e.operation} ${e.status}: ${e.error}`);
      const errors = warmCalls.flatMap((call) => call.error ?? []);
      throw new Error(`warm-up drain: ${JSON.stringify(warm)}; left: ${left.join('; ')}; server: ${errors.join('; ')}`);
    }

    const enqueueStarted = performance.now();
    for (const appointment of drained) await visitOffline(appointment.id);
    const enqueueMs = performance.now() - enqueueStarted;
    const backlog = await device.outbox.toArray();

    // 1. The drain.
    const before = await rowCounts(db);
    const sent: RecordedCall[] = [];
    const profile = await startProfile();
    const drainStarted = performance.now();
    const result = await drainOutbox(userId, {
      request: httpRequest({ url, token: api.token, onCall: (call) => sent.push(call) }),
      pull: 'never',
      retryDelayMs: 0,
    });
    const drainMs = performance.now() - drainStarted;
    await profile?.stop();
    const afterDrain = await rowCounts(db);
    const leftInOutbox = await device.outbox.count();
    const firstAnswer = new Map(outcomesOf(sent).map((o) => [o.clientMutationId, o]));

    // 2a. Resend: the recorded HTTP requests re-POSTed one after the other, as they were.
    const rawAnswers: RecordedCall[] = [];
    const rawStarted = performance.now();
    for (const call of sent) {
      const data = await postGraphql(url, api.token, call.query, call.variables).catch(() => null);
      rawAnswers.push({ ...call, data });
    }
    const rawMs = performance.now() - rawStarted;
    const afterRaw = await rowCounts(db);

    // 2b. Resend through the client: the original outbox entries restored (same ids, same seq,
    // as if every acknowledgement had been lost) and drained again.
    await device.outbox.bulkPut(backlog);
    const resent: RecordedCall[] = [];
    const resendStarted = performance.now();
    const again = await drainOutbox(userId, {
      request: httpRequest({ url, token: api.token, onCall: (call) => resent.push(call) }),
      pull: 'never',
      retryDelayMs: 0,
    });
    const resendMs = performance.now() - resendStarted;
    const afterResend = await rowCounts(db);
    const rawRecognised = recognisedIn(outcomesOf(rawAnswers), firstAnswer);
    const drainRecognised = recognisedIn(outcomesOf(resent), firstAnswer);

    // 3. Baseline: the same 500 mutations applied by the services in one loop (fresh ids).
    const commands = services.encounterCommands;
    const loopBefore = await rowCounts(db);
    const loopStarted = performance.now();
    for (const appointment of baseline) {
      const id = randomUUID();
      const recorded = () => new Date().toISOString();
      const created = await commands.create(me, { clientMutationId: randomUUID(), encounter: { id, appointmentId: appointment.id } });
      const started = await commands.start(me, {
        clientMutationId: randomUUID(),
        encounterId: id,
        baseVersion: created.versionId,
        provenance: { recorded: recorded(), device: 'bench' },
      });
      for (const form of FORMS) {
        await services.responses.save(me, {
          clientMutationId: randomUUID(),
          encounterId: id,
          questionnaireCode: form.questionnaireCode,
          baseVersion: 0,
          answers: form.answers,
          authored: recorded(),
          complete: true,
        });
      }
      const out = await commands.update(me, {
        clientMutationId: randomUUID(),
        id,
        baseVersion: started.versionId,
        encounter: { checkedOutAt: recorded() },
      });
      await commands.esign(me, {
        clientMutationId: randomUUID(),
        encounterId: id,
        baseVersion: out.versionId,
        provenance: { recorded: recorded() },
      });
    }
    const loopMs = performance.now() - loopStarted;
    const loopAfter = await rowCounts(db);

    const serverMs = sent.reduce((n, call) => n + call.ms, 0);
    const out = {
      database: server.built.database.kind,
      mutations: backlog.length,
      operations: Object.fromEntries(
        ['createEncounter', 'startEncounter', 'saveQuestionnaireResponse', 'updateEncounter', 'esignEncounter'].map((op) => [
          op,
          backlog.filter((e) => e.operation === op).length,
        ]),
      ),
      enqueueSeconds: seconds(enqueueMs),
      drain: {
        seconds: seconds(drainMs),
        acknowledged: result.acknowledged,
        failed: result.failed,
        conflicts: result.conflicts,
        stoppedBy: result.stoppedBy,
        leftInOutbox,
        requests: sent.length,
        msPerMutation: +(drainMs / backlog.length).toFixed(2),
        httpSeconds: seconds(serverMs),
        deviceSeconds: seconds(drainMs - serverMs),
        rowsWritten: diff(before, afterDrain),
        goalSeconds: 1,
      },
      resend: {
        seconds: seconds(rawMs),
        method: 'recorded HTTP requests re-POSTed sequentially',
        requests: sent.length,
        recognised: rawRecognised,
        rowsWritten: diff(afterDrain, afterRaw),
        goalSeconds: 0.5,
      },
      resendViaDrain: {
        seconds: seconds(resendMs),
        method: 'original outbox entries restored, drainOutbox again',
        acknowledged: again.acknowledged,
        requests: resent.length,
        recognised: drainRecognised,
        rowsWritten: diff(afterRaw, afterResend),
      },
      serverLoop: {
        seconds: seconds(loopMs),
        mutations: baseline.length * PER_VISIT,
        msPerMutation: +(loopMs / (baseline.length * PER_VISIT)).toFixed(2),
        rowsWritten: diff(loopBefore, loopAfter),
      },
      ratioDrainToLoop: +(drainMs / loopMs).toFixed(2),
      ratioResendToLoop: +(rawMs / loopMs).toFixed(2),
    };
    console.log('drain:', JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}
