// SPEC §7 EncounterList at scale (/clinician-encounters): 200,000 encounters (BENCH_ENCOUNTERS)
// over the demo's patients and practitioners, server p95 per kind of filter [≤ 40 ms on
// PostgreSQL], over the real /graphql with the coordinator's token (every market: the patient
// access rule is in every query), so parsing, the session, the page and count queries and the page's
// names are all in it. PostgreSQL on a fresh database of BENCH_DATABASE_URL or DATABASE_URL when
// one is set (skipped otherwise); PGlite for comparison. Encounters are written straight into the
// encounter table, then ANALYZE (encounter-fixture.ts). Each kind: one warm-up, then BENCH_ENCOUNTER_ROUNDS (30) samples
// over varied values. Smoke: 2,000 encounters on PGlite, 3 samples a kind.
import { type EncounterPools as Pools, seedEncounters } from './encounter-fixture.ts';
import { onPostgresAndPglite, samplesByKind, signInToken, timedGraphql } from './graphql-bench.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { encounters: Number(process.env.BENCH_ENCOUNTERS ?? 200_000), rounds: Number(process.env.BENCH_ENCOUNTER_ROUNDS ?? 30) };
const SMOKE = { encounters: 2_000, rounds: 3 };
const GOAL_MS = { postgres: 40 } as const;
const DAY = 86_400_000;

const LIST = `query($patientId: ID, $status: [String!], $stateStatus: [String!], $periodStart: DateTime, $periodEnd: DateTime,
  $type: [String!], $typeNot: [String!], $deliveryType: String, $tmStatuses: [String!], $practitionerIds: [ID!], $includeSP: Boolean,
  $sort: String, $term: String, $first: Int, $after: String) {
  EncounterList(patientId: $patientId, status: $status, stateStatus: $stateStatus, period_start: $periodStart, periodEnd: $periodEnd,
    type: $type, typeNot: $typeNot, deliveryType: $deliveryType, tmStatuses: $tmStatuses, practitionerIds: $practitionerIds,
    includeSP: $includeSP, sort: $sort, term: $term, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id status stateText type deliveryType period { start } signedAt patientId patientName practitionerId practitionerName appointmentId reviewState } } } }`;

/** The filter kinds of SPEC §7 EncounterList, each as a function of the sample's index. */
function filterKinds(p: Pools): Record<string, (i: number) => Record<string, unknown>> {
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const month = (i: number) => {
    const start = p.from + ((i * 37 * DAY) % (p.to - p.from - 31 * DAY));
    return { periodStart: new Date(start).toISOString(), periodEnd: new Date(start + 31 * DAY).toISOString() };
  };
  return {
    none: () => ({}),
    patient: (i) => ({ patientId: at(p.patientIds, i) }),
    practitionerMonth: (i) => ({ practitionerIds: [at(p.practitionerIds, i)], ...month(i) }),
    practitionersSupervised: (i) => ({ practitionerIds: [at(p.practitionerIds, i), at(p.practitionerIds, i + 1)], includeSP: true }),
    stateStatus: (i) => ({ stateStatus: [at(['eSigned', 'checkedOut', 'Checked-in'], i)] }),
    typeAndMonth: (i) => ({ type: [at(['soc-patient', 're-admit'], i)], ...month(i) }),
    typeNot: () => ({ typeNot: ['follow-up'] }),
    telehealth: (i) => ({ deliveryType: 'telehealth', tmStatuses: [at(['finished', 'in-progress'], i)] }),
    status: (i) => ({ status: [at(['planned', 'cancelled'], i)] }),
    term: (i) => ({ term: at(p.names, i).slice(0, 4) }),
    oldestFirst: () => ({ sort: 'period-asc' }),
    combined: (i) => ({ practitionerIds: [at(p.practitionerIds, i)], stateStatus: ['eSigned'], typeNot: ['re-admit'], ...month(i) }),
    secondPage: () => ({ stateStatus: ['eSigned'], after: Buffer.from('o:24').toString('base64url') }),
  };
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const t0 = performance.now();
    const pools = await seedEncounters(server.built.database.db, size.encounters);
    const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const token = await signInToken(server.origin, 'coordinator@demo.test');
    const ask = async (variables: Record<string, unknown>) => {
      const { ms, data } = await timedGraphql<{ EncounterList: { totalCount: number } }>(server.origin, token, LIST, {
        first: 25,
        ...variables,
      });
      return { ms, total: data.EncounterList.totalCount };
    };
    const { byKind, p95Ms, worstKindP95Ms } = await samplesByKind(filterKinds(pools), size.rounds, ask);
    const goal = kind === 'postgres' ? { goalMs: GOAL_MS.postgres, met: worstKindP95Ms <= GOAL_MS.postgres } : {};
    const out = { encounters: size.encounters, seedSeconds, p95Ms, worstKindP95Ms, ...goal, byKind };
    console.log(`encounter-list ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const encounterListBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
