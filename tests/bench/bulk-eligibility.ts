// Bulk eligibility over 5,000 patients with the built-in simulator (SPEC §2 /bulk-eligibility):
// a demo server gets an insurer with 5,000 covered patients; the administrator starts one run over
// the real GraphQL, and the run is read every 50 ms until it completes, as the page's bar is.
// Figures: the time from the request to the first result shown (the run's counts leave 0), checks
// per second over the whole run (the server's createdAt → completedAt), and the p95 of one check
// (the time between two checks of one job, read from their checkedAt: the payer's answer, its
// record on the patient and the item). PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set,
// and PGlite. Smoke: PGlite, 100 patients.
import { eq } from 'drizzle-orm';
import { bulkEligibilityItems } from '../../server/db/schema/bulk-eligibility.ts';
import { stores } from '../../server/db/stores.ts';
import type { Coverage } from '../../src/domain/coverage/coverage.ts';
import type { Patient } from '../../src/domain/resources.ts';
import { onPostgresAndPglite, signInToken, timedGraphql } from './graphql-bench.ts';
import { percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { patients: 5_000 };
const SMOKE = { patients: 100 };
const POLL_MS = 50;
const BATCH = 500;

const REQUEST = 'mutation ($f: BulkEligibilityFiltersInput!) { requestBulkEligibility(filters: $f) { id } }';
const RUN = 'query ($id: ID!) { BulkEligibilityRun(runId: $id) { createdAt completedAt progress { counts { total pending failed } } } }';

interface RunRead {
  BulkEligibilityRun: {
    createdAt: string;
    completedAt: string | null;
    progress: { counts: { total: number; pending: number; failed: number } };
  };
}

function patient(i: number): Patient {
  return {
    active: true,
    name: [{ use: 'official', given: ['Bench'], family: `Eligible${String(i).padStart(5, '0')}` }],
    gender: 'female',
    birthDate: '1950-01-01',
    telecom: [],
    address: [{ use: 'home', line: [`${i} Bench St`], city: 'Tampa', state: 'FL', postalCode: '33601' }],
  } as unknown as Patient;
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const db = server.built.database.db;
    const insurer = await stores.organization.create(
      db,
      {
        active: true,
        name: 'Bench Health of Florida',
        type: 'ins',
        address: [{ line: ['1 Payer Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
      },
      { authorId: null },
    );
    for (let from = 0; from < size.patients; from += BATCH) {
      const count = Math.min(BATCH, size.patients - from);
      const rows = await stores.patient.createMany(
        db,
        Array.from({ length: count }, (_, i) => patient(from + i)),
        { authorId: null },
      );
      await stores.coverage.createMany(
        db,
        rows.map(
          (p, i): Coverage => ({
            status: 'active',
            beneficiary: { reference: `Patient/${p.id}` },
            order: 1,
            payor: { reference: `Organization/${insurer.id}`, display: insurer.content.name },
            subscriberId: `BEN${String(from + i + 1).padStart(6, '0')}1`,
            approval: 'approved',
            period: { start: '2026-01-01' },
          }),
        ),
        { authorId: null },
      );
    }
    const token = await signInToken(server.origin, 'admin@demo.test');
    const t0 = performance.now();
    const asked = await timedGraphql<{ requestBulkEligibility: { id: string } }>(server.origin, token, REQUEST, {
      f: { payerId: insurer.id },
    });
    const runId = asked.data.requestBulkEligibility.id;
    const requestMs = performance.now() - t0;
    let firstResultMs: number | null = null;
    let run: RunRead['BulkEligibilityRun'];
    for (;;) {
      run = (await timedGraphql<RunRead>(server.origin, token, RUN, { id: runId })).data.BulkEligibilityRun;
      const { total, pending } = run.progress.counts;
      if (firstResultMs === null && pending < total) firstResultMs = performance.now() - t0;
      if (run.completedAt) break;
      if (performance.now() - t0 > 30 * 60_000) throw new Error('the run did not complete within 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const items = await db
      .select({ seq: bulkEligibilityItems.seq, checkedAt: bulkEligibilityItems.checkedAt })
      .from(bulkEligibilityItems)
      .where(eq(bulkEligibilityItems.runId, runId))
      .orderBy(bulkEligibilityItems.seq);
    // One check: from one item's check to the next of the same job (25 items a job).
    const perCheck: number[] = [];
    for (let i = 1; i < items.length; i++) {
      const a = items[i - 1];
      const b = items[i];
      if (!a?.checkedAt || !b?.checkedAt || Math.floor(a.seq / 25) !== Math.floor(b.seq / 25)) continue;
      perCheck.push(b.checkedAt.getTime() - a.checkedAt.getTime());
    }
    const runMs = Date.parse(run.completedAt ?? '') - Date.parse(run.createdAt);
    const out = {
      patients: run.progress.counts.total,
      failed: run.progress.counts.failed,
      requestMs: +requestMs.toFixed(0),
      firstResultMs: +(firstResultMs ?? 0).toFixed(0),
      runSeconds: +(runMs / 1000).toFixed(1),
      checksPerSecond: +((run.progress.counts.total * 1000) / runMs).toFixed(1),
      perCheckP50Ms: +percentile(perCheck, 50).toFixed(1),
      perCheckP95Ms: +percentile(perCheck, 95).toFixed(1),
    };
    console.log(`bulk-eligibility ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const bulkEligibilityBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
