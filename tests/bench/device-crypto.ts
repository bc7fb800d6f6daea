// Device encryption (issue 5), in Chromium (its IndexedDB and WebCrypto: the numbers a tablet's
// browser gives, not fake-indexeddb's), on the real offline core bundled for a blank page served
// from 127.0.0.1 (device-crypto-entry.ts). No app server: the 7-day pack is made here, sized as
// the seeded clinician's (7 visits a day, today − 1 … today + 7, 45 patients, the seeded forms and
// plans, filled forms for the visits done and earlier answers for each patient), and written by
// the real pullSchedulePack through a canned MySchedule answer.
// - unlock: lock, then unlockWithPin (PBKDF2 derive + unwrap) and the first read of the day's
//   schedule (readDay), median and p95; also with the database connection closed first (as after
//   a reload), and the derive + unwrap alone (goal: unlock → first screen ≤ 300 ms);
// - pack: writing the 7-day pack, sealed vs unsealed (setSealingForBenchmarks), cold (empty
//   device) and warm (the pack again over itself), as a ratio (goal ≤ 1.5×);
// - enqueue: check-in, check-out, e-sign per call (one read-write transaction each: reads,
//   optimistic writes, outbox adds), sealed vs unsealed, in ENQUEUE_RUNS runs (each on a fresh
//   page, with its own two users): the p50 and p95 of each run and the worst p95 (goal: sealed
//   p95 ≤ 5 ms in every run), and the sealed / unsealed ratio of the medians (goal ≤ 1.5×).
// Sealed and unsealed calls alternate, so drift of the machine hits both alike.
// `smoke` (npm run bench -- --smoke): one round of each step at its smallest, no goal held.
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { faker } from '@faker-js/faker';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { FORM_LOGIC } from '../../src/domain/forms/form-logic.ts';
import { type Answers, type AnswerValue, isAnswerable, type Questionnaire, walkItems } from '../../src/domain/forms/questionnaire.ts';
import { PBKDF2_ITERATIONS } from '../../src/offline/crypto/device-keys.ts';
import { appointmentFixture, encounterFixture, patientFixture } from '../../src/offline/testing/fixtures.ts';
import type { BenchOptions } from './options.ts';

interface Sizes {
  rounds: number;
  warmupRounds: number;
  /** Visits per enqueue run: 3 command calls each, per mode. */
  visits: number;
  warmupVisits: number;
  enqueueRuns: number;
  unlocks: number;
  warmupUnlocks: number;
}

const sizesFor = ({ smoke }: BenchOptions): Sizes =>
  smoke
    ? { rounds: 1, warmupRounds: 0, visits: 2, warmupVisits: 1, enqueueRuns: 1, unlocks: 1, warmupUnlocks: 0 }
    : {
        rounds: Number(process.env.BENCH_CRYPTO_ROUNDS ?? 10),
        warmupRounds: 2,
        visits: Number(process.env.BENCH_CRYPTO_VISITS ?? 40),
        warmupVisits: 5,
        enqueueRuns: Number(process.env.BENCH_CRYPTO_ENQUEUE_RUNS ?? 10),
        unlocks: Number(process.env.BENCH_CRYPTO_UNLOCKS ?? 20),
        warmupUnlocks: 3,
      };

const ENQUEUE_GOAL_P95_MS = 5;
const PIN = '135790';
const TIME_ZONE = 'America/New_York';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------- statistics ----------

const round = (ms: number) => +ms.toFixed(2);
const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? Number.NaN;
};
const summarize = (samples: readonly number[]) => ({
  n: samples.length,
  p50ms: round(percentile(samples, 50)),
  p95ms: round(percentile(samples, 95)),
  meanms: round(samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)),
});
const ratio = (sealed: readonly number[], plain: readonly number[]) => round(percentile(sealed, 50) / percentile(plain, 50));

// ---------- the 7-day pack ----------

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function answersFor(questionnaire: Questionnaire): Answers {
  const answers: Record<string, AnswerValue[]> = {};
  for (const { item } of walkItems(questionnaire.items)) {
    if (!isAnswerable(item.type)) continue;
    switch (item.type) {
      case 'string':
      case 'text':
        answers[item.linkId] = [faker.lorem.sentence()];
        break;
      case 'date':
        answers[item.linkId] = ['2026-01-15'];
        break;
      case 'integer':
        answers[item.linkId] = [faker.number.int({ min: 0, max: 10 })];
        break;
      case 'decimal':
        answers[item.linkId] = [faker.number.float({ min: 0, max: 20, fractionDigits: 1 })];
        break;
      case 'boolean':
        answers[item.linkId] = [true];
        break;
      case 'coding':
        if (item.answerOptions?.[0]) answers[item.linkId] = [item.answerOptions[0]];
        break;
      case 'quantity':
        answers[item.linkId] = [{ value: 2.5, unit: item.units?.[0] ?? 'cm' }];
        break;
      default:
        break;
    }
  }
  return answers;
}

interface BenchPatient {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  phone: string;
  address: { line: string[]; city: string; state: string; postalCode: string };
}

const CHART_TABS = ['alerts', 'problems', 'coverage', 'documents', 'orders', 'referrals', 'tasks', 'careplans'];

/** A pack patient's chart frame (PatientChartFields) sized like the server's answer. */
function chartOf(patient: BenchPatient) {
  return {
    patient: {
      id: patient.id,
      name: patient.name,
      birthDate: patient.birthDate,
      age: 80,
      gender: 'female',
      phone: patient.phone,
      externalNumber: `EXT-${patient.id}`,
      admissionStatus: 'active',
      state: 'FL',
      marketName: 'Tampa',
    },
    demographics: {
      fullName: patient.name,
      preferredName: patient.givenName,
      gender: 'female',
      birthDate: patient.birthDate,
      age: 80,
      maritalStatus: 'Married',
      externalNumber: `EXT-${patient.id}`,
      ssnLast4: '1234',
      email: faker.internet.email({ firstName: patient.givenName, lastName: patient.familyName }),
      fax: null,
      race: null,
      ethnicity: null,
      timeZone: 'America/New_York',
      phones: [{ use: 'mobile', value: patient.phone, display: patient.phone }],
      emergencyContact: { name: faker.person.fullName(), relationship: 'Daughter', phone: faker.phone.number() },
      caregivers: [{ name: faker.person.fullName(), relationship: 'Son', phone: faker.phone.number() }],
      addresses: [
        {
          ...patient.address,
          county: 'Hillsborough',
          addressType: 'home',
          facilityName: null,
          marketName: 'Tampa',
          instruction: null,
          serviceAddress: true,
          verified: true,
          additionalMarket: false,
        },
      ],
      availability: {
        patientId: patient.id,
        versionId: 1,
        type: 'PATIENT_ALWAYS_AVAILABLE',
        timeZone: 'America/New_York',
        lastUpdated: '2026-01-10T14:00:00.000Z',
        weekdays: [],
        dates: [],
      },
    },
    tabs: CHART_TABS.map((key, i) => ({ key, count: i % 4 })),
  };
}

/** One active admission (AdmissionFields). */
function admissionOf(patientId: string) {
  return {
    id: `adm-${patientId}`,
    versionId: 1,
    status: 'active',
    periodStart: '2026-01-10',
    periodEnd: null,
    holdReason: null,
    readmitReason: null,
    readmitText: null,
    hospitalName: null,
    statusHistory: [{ status: 'active', start: '2026-01-10', end: null }],
  };
}

/** MySchedule for today − 1 … today + 7, and `extraToday` more booked visits today (for the enqueue runs). */
function sevenDayPack(today: Date, extraToday = 0) {
  faker.seed(5);
  const days = Array.from({ length: 9 }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1 + i));
  const patients = Array.from({ length: 45 }, (_, i) => {
    const givenName = faker.person.firstName();
    const familyName = faker.person.lastName();
    return {
      ...patientFixture(`p-${i}`),
      name: `${givenName} ${familyName}`,
      givenName,
      familyName,
      birthDate: faker.date.birthdate({ min: 60, max: 95, mode: 'age' }).toISOString().slice(0, 10),
      phone: faker.phone.number(),
      payerName: 'Medicare',
      address: {
        line: [faker.location.streetAddress()],
        city: 'Tampa',
        state: 'FL',
        postalCode: '33601',
        latitude: 27.95,
        longitude: -82.46,
      },
    };
  });
  const questionnaires = SEED_QUESTIONNAIRES.map((q, i) => ({
    id: `q-${i}`,
    versionId: 1,
    code: q.code,
    title: q.title,
    status: q.status,
    items: q.items,
  }));
  const plans = SEED_PLANS.map((plan, i) => ({
    id: `plan-${i}`,
    versionId: 1,
    title: plan.title,
    encounterType: plan.encounterType,
    deliveryType: plan.deliveryType,
    forms: plan.forms.map((f) => ({
      questionnaireCode: f.questionnaireCode,
      logic: f.logic,
      label: FORM_LOGIC[f.logic].label,
      listed: FORM_LOGIC[f.logic].visible,
      required: FORM_LOGIC[f.logic].required,
    })),
  }));
  const filled = SEED_QUESTIONNAIRES.filter((q) => ['wound-assessment', 'skin-assessment', 'interval-history'].includes(q.code));
  const appointments = [];
  const encounters = [];
  const responses = [];
  for (const [d, day] of days.entries()) {
    const count = 7 + (d === 1 ? extraToday : 0);
    for (let k = 0; k < count; k++) {
      const patient = patients[(d * 7 + k) % patients.length];
      if (!patient) continue;
      const start = new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 13 + (k % 8), 0));
      const appointment = {
        ...appointmentFixture(`a-${d}-${k}`, patient.id, 9, k < 7 ? k + 1 : 100 + k),
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        practitionerId: 'pr-bench',
        address: patient.address,
      };
      // Yesterday's visits and today's first two were documented: encounters and filled forms.
      if (d === 0 || (d === 1 && k < 2)) {
        const encounter = { ...encounterFixture(`e-${d}-${k}`, appointment), status: 'finished', stateText: 'eSigned' };
        appointment.encounterId = encounter.id;
        appointment.status = 'signed';
        encounters.push(encounter);
        for (const q of filled) {
          responses.push({
            id: `r-${encounter.id}-${q.code}`,
            versionId: 1,
            lastUpdated: appointment.start,
            questionnaireCode: q.code,
            questionnaireVersion: 1,
            encounterId: encounter.id,
            authorId: 'u-bench',
            authored: appointment.start,
            status: 'signed',
            answers: answersFor(q),
          });
        }
      }
      appointments.push(appointment);
    }
  }
  const earlierResponses = patients.flatMap((patient, i) =>
    filled.map((q) => ({
      questionnaireCode: q.code,
      encounterId: `e-earlier-${i}`,
      patientId: patient.id,
      visitStart: '2026-01-15T14:00:00.000Z',
      answers: answersFor(q),
    })),
  );
  // Each patient's chart travels with the pack (its frame and admissions), as the server sends it.
  const charts = patients.map((patient) => chartOf(patient));
  const chartAdmissions = patients.map((patient) => ({ patientId: patient.id, admissions: [admissionOf(patient.id)] }));
  const from = isoDay(days[0] ?? today);
  const to = isoDay(days.at(-1) ?? today);
  const pack = {
    MySchedule: {
      practitionerId: 'pr-bench',
      from,
      to,
      syncedAt: new Date().toISOString(),
      appointments,
      patients,
      encounters,
      questionnaires,
      plans,
      responses,
      earlierResponses,
      charts,
      chartAdmissions,
    },
  };
  const extraIds = appointments.filter((a) => a.routeOrder !== null && a.routeOrder >= 100).map((a) => a.id);
  return { pack, range: { from, to }, extraIds, bytes: JSON.stringify(pack).length };
}

// ---------- the page ----------

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'device-crypto-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced nothing');
  return file.text;
}

async function serve(script: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/bench.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>device crypto</title><script src="/bench.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** A fresh page with the offline core loaded (window.cryptoBench). */
async function benchPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' }); // tsx's keepNames helper
  await page.goto(origin);
  await page.waitForFunction(() => typeof window.cryptoBench === 'object');
  return page;
}

interface EnqueueRun {
  sealed: number[];
  plain: number[];
  /** Rows the sealed device sealed inside a write transaction (0: every row was sealed before). */
  sealedInTransaction: number;
  outbox: number;
}

/** One enqueue run on a fresh page: two new users (sealed, unsealed), the same commands in turn. */
async function enqueueRun(page: Page, pack: unknown, range: { from: string; to: string }, ids: string[], warmup: number) {
  return page.evaluate(
    async ({ pack, range, ids, warmup, pin }): Promise<EnqueueRun> => {
      const b = window.cryptoBench;
      const request = b.cannedRequest(pack);
      const users = {
        plain: `bench-crypto-enqueue-plain-${crypto.randomUUID()}`,
        sealed: `bench-crypto-enqueue-sealed-${crypto.randomUUID()}`,
      };
      b.setSealingForBenchmarks(false);
      await b.pullSchedulePack(users.plain, range, { request });
      b.setSealingForBenchmarks(true);
      await b.enrollPin(users.sealed, pin);
      await b.pullSchedulePack(users.sealed, range, { request });
      const out = { sealed: [] as number[], plain: [] as number[] };
      let sealedInTransaction = 0;
      for (const [i, appointmentId] of ids.entries()) {
        for (const mode of i % 2 ? (['sealed', 'plain'] as const) : (['plain', 'sealed'] as const)) {
          b.setSealingForBenchmarks(mode === 'sealed');
          const userId = users[mode];
          const inTransaction = b.sealedInTransaction();
          const t0 = performance.now();
          const encounterId = await b.checkIn(userId, { appointmentId, device: 'bench' });
          const t1 = performance.now();
          await b.checkOut(userId, { encounterId, at: new Date(Date.now() + 60_000).toISOString() });
          const t2 = performance.now();
          await b.esign(userId, { encounterId });
          const t3 = performance.now();
          if (i < warmup) continue;
          out[mode].push(t1 - t0, t2 - t1, t3 - t2);
          if (mode === 'sealed') sealedInTransaction += b.sealedInTransaction() - inTransaction;
        }
      }
      b.setSealingForBenchmarks(true);
      return { ...out, sealedInTransaction, outbox: (await b.counts(users.sealed)).outbox };
    },
    { pack, range, ids, warmup, pin: PIN },
  );
}

export async function deviceCrypto(options: BenchOptions) {
  const size = sizesFor(options);
  const loadAverage = loadavg();
  // Today as the clinician's device (TIME_ZONE) sees it: the visits are on that day, and a check-in
  // before the visit's own day is refused (src/domain/client-time.ts), which a UTC "today" would
  // give in the hours after midnight UTC.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date()).split('-').map(Number);
  const today = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const todayIso = isoDay(today);
  const { pack, range, bytes } = sevenDayPack(today);
  const enqueuePack = sevenDayPack(today, size.visits + size.warmupVisits);
  const { origin, server } = await serve(await pageScript());
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ timezoneId: TIME_ZONE });
    const page = await benchPage(context, origin);

    // Pack writes: cold (a new user's empty device) and warm (the same pack again over it).
    const packRuns = await page.evaluate(
      async ({ pack, range, rounds, warmup, pin }) => {
        const b = window.cryptoBench;
        const request = b.cannedRequest(pack);
        const out = { sealed: { cold: [] as number[], warm: [] as number[] }, plain: { cold: [] as number[], warm: [] as number[] } };
        let counts = {};
        for (let r = 0; r < warmup + rounds; r++) {
          for (const mode of r % 2 ? (['sealed', 'plain'] as const) : (['plain', 'sealed'] as const)) {
            const userId = `bench-crypto-pack-${mode}-${r}-${crypto.randomUUID()}`;
            b.setSealingForBenchmarks(mode === 'sealed');
            if (mode === 'sealed') await b.enrollPin(userId, pin);
            const t0 = performance.now();
            await b.pullSchedulePack(userId, range, { request });
            const t1 = performance.now();
            await b.pullSchedulePack(userId, range, { request });
            const t2 = performance.now();
            if (mode === 'sealed') counts = await b.counts(userId);
            if (r < warmup) continue;
            out[mode].cold.push(t1 - t0);
            out[mode].warm.push(t2 - t1);
          }
        }
        b.setSealingForBenchmarks(true);
        return { ...out, counts };
      },
      { pack, range, rounds: size.rounds, warmup: size.warmupRounds, pin: PIN },
    );

    // Enqueue: the same commands on a sealed and an unsealed device, visit by visit in turn; each
    // run on a fresh page (a new tab: its own caches), so one run's state does not carry over.
    const enqueueRuns: EnqueueRun[] = [];
    for (let run = 0; run < size.enqueueRuns; run++) {
      const runPage = await benchPage(context, origin);
      try {
        enqueueRuns.push(await enqueueRun(runPage, enqueuePack.pack, enqueuePack.range, enqueuePack.extraIds, size.warmupVisits));
      } finally {
        await runPage.close();
      }
    }
    const enqueueAll = { sealed: enqueueRuns.flatMap((r) => r.sealed), plain: enqueueRuns.flatMap((r) => r.plain) };
    const perRun = (mode: 'sealed' | 'plain') => ({
      p50ms: enqueueRuns.map((r) => round(percentile(r[mode], 50))),
      p95ms: enqueueRuns.map((r) => round(percentile(r[mode], 95))),
      maxP95ms: round(Math.max(...enqueueRuns.map((r) => percentile(r[mode], 95)))),
    });
    const sealedRuns = perRun('sealed');

    // Unlock → first screen: the PIN opens the key, then the day's schedule is read.
    const unlockRuns = await page.evaluate(
      async ({ pack, range, today, runs, warmup, pin, iterations }) => {
        const b = window.cryptoBench;
        const userId = `bench-crypto-unlock-${crypto.randomUUID()}`;
        await b.enrollPin(userId, pin);
        await b.pullSchedulePack(userId, range, { request: b.cannedRequest(pack) });
        const warm = { unlock: [] as number[], firstRead: [] as number[], total: [] as number[] };
        const cold = { unlock: [] as number[], firstRead: [] as number[], total: [] as number[] };
        let visits = 0;
        for (let i = 0; i < warmup + runs; i++) {
          for (const [mode, into] of [
            ['warm', warm],
            ['cold', cold],
          ] as const) {
            b.lockKeys();
            if (mode === 'cold') b.close(userId);
            const t0 = performance.now();
            if (!(await b.unlockWithPin(userId, pin))) throw new Error('the PIN did not unlock');
            const t1 = performance.now();
            visits = (await b.readDay(userId, today)).visits.length;
            const t2 = performance.now();
            if (i < warmup) continue;
            into.unlock.push(t1 - t0);
            into.firstRead.push(t2 - t1);
            into.total.push(t2 - t0);
          }
        }
        const deriveUnwrap: number[] = [];
        for (let i = 0; i < Math.min(runs, 10); i++) deriveUnwrap.push(await b.deriveAndUnwrap(pin, iterations));
        return { warm, cold, deriveUnwrap, visits };
      },
      {
        pack,
        range,
        today: todayIso,
        runs: size.unlocks,
        warmup: size.warmupUnlocks,
        pin: PIN,
        iterations: PBKDF2_ITERATIONS,
      },
    );

    const out = {
      method:
        'Chromium (headless, /usr/bin/chromium) IndexedDB + WebCrypto, bundled src/offline on a blank 127.0.0.1 page; sealed (AES-GCM per row) vs setSealingForBenchmarks(false)',
      smoke: options.smoke,
      // Other work on the machine inflates every figure (2 CPUs): the 1-, 5- and 15-minute load
      // when it started and when it ended.
      loadAverage: { start: loadAverage.map(round), end: loadavg().map(round) },
      pbkdf2Iterations: PBKDF2_ITERATIONS,
      pack: { days: `${range.from} … ${range.to}`, jsonBytes: bytes, records: packRuns.counts },
      unlock: {
        visitsOnFirstScreen: unlockRuns.visits,
        deriveAndUnwrap: summarize(unlockRuns.deriveUnwrap),
        openConnection: {
          unlockWithPin: summarize(unlockRuns.warm.unlock),
          firstRead: summarize(unlockRuns.warm.firstRead),
          total: summarize(unlockRuns.warm.total),
        },
        afterReload: {
          unlockWithPin: summarize(unlockRuns.cold.unlock),
          firstRead: summarize(unlockRuns.cold.firstRead),
          total: summarize(unlockRuns.cold.total),
        },
        goalMs: 300,
      },
      packWrite: {
        cold: {
          sealed: summarize(packRuns.sealed.cold),
          plain: summarize(packRuns.plain.cold),
          ratio: ratio(packRuns.sealed.cold, packRuns.plain.cold),
        },
        warm: {
          sealed: summarize(packRuns.sealed.warm),
          plain: summarize(packRuns.plain.warm),
          ratio: ratio(packRuns.sealed.warm, packRuns.plain.warm),
        },
        goalRatio: 1.5,
      },
      enqueue: {
        runs: enqueueRuns.length,
        callsPerRunAndMode: enqueueRuns[0]?.sealed.length ?? 0,
        sealed: perRun('sealed'),
        plain: perRun('plain'),
        allCalls: {
          sealed: summarize(enqueueAll.sealed),
          plain: summarize(enqueueAll.plain),
          ratio: ratio(enqueueAll.sealed, enqueueAll.plain),
        },
        sealedInTransaction: enqueueRuns.reduce((n, r) => n + r.sealedInTransaction, 0),
        sealedOutbox: enqueueRuns.map((r) => r.outbox),
        goalP95Ms: ENQUEUE_GOAL_P95_MS,
        // A smoke run is too short for a p95: no goal held.
        goalMet: options.smoke ? null : sealedRuns.maxP95ms <= ENQUEUE_GOAL_P95_MS,
        goalRatio: 1.5,
      },
    };
    console.log('device-crypto:', JSON.stringify(out));
    return out;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await deviceCrypto({ smoke: process.argv.includes('--smoke') }), null, 2));
}
