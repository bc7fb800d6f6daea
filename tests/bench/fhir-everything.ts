// GET /fhir/R4/Patient/{id}/$everything for a patient with 50 encounters (each with a wound
// assessment), a demo patient's problems, coverages and documents: client-timed over the real HTTP
// with the coordinator's token, p50/p95 of BENCH_FHIR_ROUNDS (20) requests after one warm-up
// [goal ≤ 500 ms]. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set, and PGlite.
// Smoke: PGlite, 10 encounters, 3 requests.
import { randomUUID } from 'node:crypto';
import { patients } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { onPostgresAndPglite, signInToken } from './graphql-bench.ts';
import { percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { encounters: 50, rounds: Number(process.env.BENCH_FHIR_ROUNDS ?? 20) };
const SMOKE = { encounters: 10, rounds: 3 };
const GOAL_MS = 500;
const DAY = 86_400_000;

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const db = server.built.database.db;
    // A demo patient with a chart (problems, coverages, documents), given 50 weekly visits more.
    const [patient] = await db.select({ id: patients.id }).from(patients).orderBy(patients.nameSearch).limit(1);
    const patientId = patient?.id;
    if (!patientId) throw new Error('no seeded patient');
    const start = Date.now() - size.encounters * 7 * DAY;
    for (let i = 0; i < size.encounters; i++) {
      const at = new Date(start + i * 7 * DAY).toISOString();
      const content: Encounter = {
        status: 'finished',
        stateText: 'eSigned',
        class: 'home',
        deliveryType: 'in-person',
        type: 'follow-up',
        period: { start: at },
        subject: { reference: `Patient/${patientId}` },
      };
      const encounter = await stores.encounter.create(db, content, { authorId: null });
      await stores.questionnaireResponse.create(
        db,
        {
          questionnaire: 'wound-assessment',
          questionnaireVersion: 1,
          encounter: { reference: `Encounter/${encounter.id}` },
          subject: { reference: `Patient/${patientId}` },
          author: { reference: `User/${randomUUID()}` },
          authored: at,
          status: 'completed',
          answers: { 'wound-count': [1], 'w1-length': [{ value: 5 - i * 0.05, unit: 'cm' }], 'w1-width': [{ value: 3, unit: 'cm' }] },
        },
        { authorId: null },
      );
    }
    const token = await signInToken(server.origin, 'coordinator@demo.test');
    const ask = async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.origin}/fhir/R4/Patient/${patientId}/$everything`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { total?: number };
      if (res.status !== 200) throw new Error(`$everything answered ${res.status}`);
      return { ms: performance.now() - t0, total: body.total ?? 0 };
    };
    const warm = await ask();
    const samples: number[] = [];
    for (let i = 0; i < size.rounds; i++) samples.push((await ask()).ms);
    const p95Ms = +percentile(samples, 95).toFixed(1);
    const out = {
      encounters: size.encounters,
      resources: warm.total,
      p50Ms: +percentile(samples, 50).toFixed(1),
      p95Ms,
      goalMs: GOAL_MS,
      met: p95Ms <= GOAL_MS,
    };
    console.log(`fhir-everything ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const fhirEverythingBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
