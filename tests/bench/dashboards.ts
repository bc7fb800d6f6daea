// SPEC §2 dashboards at scale: AdminDashboard, ReportDashboard, CbrDashboard and the visits behind
// a number over 200,000 encounters and their appointments (BENCH_ENCOUNTERS; encounter-fixture.ts)
// [p95 ≤ 200 ms on PostgreSQL, each kind], over the real /graphql with the administrator's token,
// so the session, the patient access rule, the grouping-sets walks and the views are all in it.
// PostgreSQL on a fresh database of BENCH_DATABASE_URL or DATABASE_URL when one is set (skipped
// otherwise); PGlite for comparison. Each kind: one warm-up, then BENCH_DASHBOARD_ROUNDS (20)
// samples over ranges ending on varied days. Smoke: 2,000 encounters on PGlite, 3 samples a kind.
import { type EncounterPools, seedEncounters } from './encounter-fixture.ts';
import { onPostgresAndPglite, samplesByKind, signInToken, timedGraphql } from './graphql-bench.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { encounters: Number(process.env.BENCH_ENCOUNTERS ?? 200_000), rounds: Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 20) };
const SMOKE = { encounters: 2_000, rounds: 3 };
const GOAL_MS = { postgres: 200 } as const;
const DAY = 86_400_000;

const COUNTS = 'scheduled made missed cancelled open missedRate cancelledRate';
const GROUP = `key label visits { ${COUNTS} } signing { documented signedWithin24h rate }`;
const ADMIN = `query ($f: DashboardFilter!) { AdminDashboard(filter: $f) { totals { ${GROUP} } days { day visits { ${COUNTS} } signing { documented signedWithin24h rate } }
  markets { ${GROUP} } clinicians { ${GROUP} } devices { deviceId stale syncAgeHours } staleDevices } }`;
const REPORT = `query ($f: DashboardFilter!) { ReportDashboard(filter: $f) { encounters { market total planned inProgress finished cancelled soc evaluation readmit followUp }
  visits { ${GROUP} } } }`;
const CBR = `query ($f: DashboardFilter!) { CbrDashboard(filter: $f) { clinicians { ${GROUP} } totals { ${GROUP} } } }`;
const VISITS = `query ($f: DashboardFilter!, $day: String, $outcome: String) { DashboardVisits(filter: $f, day: $day, outcome: $outcome, first: 25) {
  totalCount edges { node { appointmentId patientName practitionerName start status outcome } } } }`;

const MARKETS = ['FL', 'TX', 'CA', 'AZ', 'NJ', 'OH'] as const;

interface Sample {
  query: string;
  variables: Record<string, unknown>;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function kinds(p: EncounterPools): Record<string, (i: number) => Sample> {
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  /** A range of `days` ending on a day that moves back 11 days a sample, inside the data's two years. */
  const range = (i: number, days: number) => {
    const end = p.to - ((i * 11 * DAY) % (p.to - p.from - (days + 1) * DAY));
    return { from: dayOf(end - (days - 1) * DAY), to: dayOf(end) };
  };
  return {
    admin30: (i) => ({ query: ADMIN, variables: { f: range(i, 30) } }),
    admin90Market: (i) => ({ query: ADMIN, variables: { f: { ...range(i, 90), market: at(MARKETS, i) } } }),
    admin30Clinician: (i) => ({ query: ADMIN, variables: { f: { ...range(i, 30), practitionerId: at(p.practitionerIds, i) } } }),
    admin90: (i) => ({ query: ADMIN, variables: { f: range(i, 90) } }),
    admin365: (i) => ({ query: ADMIN, variables: { f: range(i, 365) } }),
    report30: (i) => ({ query: REPORT, variables: { f: range(i, 30) } }),
    cbr90: (i) => ({ query: CBR, variables: { f: range(i, 90) } }),
    visitsOfDay: (i) => {
      const f = range(i, 30);
      return { query: VISITS, variables: { f, day: f.to, outcome: at(['made', 'missed', 'cancelled'], i) } };
    },
  };
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const t0 = performance.now();
    const pools = await seedEncounters(server.built.database.db, size.encounters, { appointments: true });
    const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const token = await signInToken(server.origin, 'admin@demo.test');
    const samples = kinds(pools);
    // samplesByKind asks with the kind's variables: each kind's function names its query too.
    const byName = Object.fromEntries(Object.entries(samples).map(([name, make]) => [name, (i: number) => ({ ...make(i), kind: name })]));
    const ask = async (sample: Record<string, unknown>) => {
      const { query, variables } = sample as unknown as Sample;
      const { ms, data } = await timedGraphql<Record<string, unknown>>(server.origin, token, query, variables);
      const answer = Object.values(data)[0] as {
        totals?: { visits: { scheduled: number } };
        totalCount?: number;
        encounters?: { total: number }[];
      };
      return { ms, total: answer.totals?.visits.scheduled ?? answer.totalCount ?? answer.encounters?.at(-1)?.total ?? 0 };
    };
    const { byKind, p95Ms, worstKindP95Ms } = await samplesByKind(byName, size.rounds, ask);
    const goal = kind === 'postgres' ? { goalMs: GOAL_MS.postgres, met: worstKindP95Ms <= GOAL_MS.postgres } : {};
    const out = { encounters: size.encounters, seedSeconds, p95Ms, worstKindP95Ms, ...goal, byKind };
    console.log(`dashboards ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const dashboardsBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
