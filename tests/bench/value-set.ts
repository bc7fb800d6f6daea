// expandValueSet at scale (SPEC §7; DESIGN §5): a 5,000-code value set (BENCH_CODES) published as
// the formulary's newest version, then server p95 over the real /graphql as a clinician [goal
// ≤ 20 ms on PostgreSQL] for: the first page (as the forms ask it; kept in memory after the first
// ask), pages further in (each a new page: read from the database; reported, not held to the
// goal), and a filtered search with a different word each time (never kept before). PostgreSQL on a fresh database of
// BENCH_DATABASE_URL or DATABASE_URL when one is set; PGlite for comparison. Smoke: 300 codes on
// PGlite, 3 samples a kind. Then, on the same server, the pack's growth from the value sets and a
// publish while 50 clinicians pull (value-set-pull.ts).
import { eq, sql } from 'drizzle-orm';
import { codeSystems, valueSetConcepts, valueSetVersions } from '../../server/db/schema/terminology.ts';
import { seededFaker } from '../../server/seed/random.ts';
import { valueSetUrl } from '../../src/domain/terminology/code-systems.ts';
import { onPostgresAndPglite, samplesByKind, signInToken, timedGraphql } from './graphql-bench.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';
import { measurePulls, PULLS_FULL, PULLS_SMOKE } from './value-set-pull.ts';

const FULL = { codes: Number(process.env.BENCH_CODES ?? 5_000), rounds: Number(process.env.BENCH_VALUE_SET_ROUNDS ?? 40) };
const SMOKE = { codes: 300, rounds: 3 };
const GOAL_MS = 20;
const BATCH = 1_000;
const SYSTEM = 'products';

const EXPAND = `query($url: String!, $filter: String, $offset: Int, $count: Int) {
  expandValueSet(url: $url, filter: $filter, offset: $offset, count: $count) { version total offset contains { code display category } } }`;

type Db = Awaited<ReturnType<typeof startBuiltServer>>['built']['database']['db'];

/** A new newest version of the formulary with `count` codes; the words the search samples use. */
async function publishLargeVersion(db: Db, count: number): Promise<string[]> {
  const faker = seededFaker('bench-value-set');
  const [system] = await db.select().from(codeSystems).where(eq(codeSystems.id, SYSTEM));
  const version = (system?.publishedVersion ?? 0) + 1;
  const words: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const display = `${faker.commerce.productAdjective()} ${faker.commerce.productMaterial()} dressing ${i}`;
      if (i % 97 === 0) words.push(display.split(' ')[0]?.toLowerCase().slice(0, 5) ?? 'foam');
      const code = `bench-${i}`;
      rows.push({
        systemId: SYSTEM,
        version,
        code,
        display,
        status: i % 50 === 0 ? 'inactive' : 'active',
        category: null,
        ord: i + 1,
        search: `${code} ${display}`.toLowerCase(),
      });
    }
    await db.insert(valueSetConcepts).values(rows);
  }
  await db.update(valueSetVersions).set({ status: 'retired' }).where(eq(valueSetVersions.systemId, SYSTEM));
  await db.insert(valueSetVersions).values({ systemId: SYSTEM, version, status: 'active', publishedAt: new Date(), count });
  await db.update(codeSystems).set({ publishedVersion: version }).where(eq(codeSystems.id, SYSTEM));
  await db.execute(sql`analyze value_set_concept`);
  return words;
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const words = await publishLargeVersion(server.built.database.db, size.codes);
    const token = await signInToken(server.origin, 'clinician@demo.test');
    const ask = async (variables: Record<string, unknown>) => {
      const { ms, data } = await timedGraphql<{ expandValueSet: { total: number } }>(server.origin, token, EXPAND, {
        url: valueSetUrl(SYSTEM),
        ...variables,
      });
      return { ms, total: data.expandValueSet.total };
    };
    const kinds: Record<string, (i: number) => Record<string, unknown>> = {
      firstPage: () => ({}),
      laterPage: (i) => ({ offset: 100 * (1 + (i % Math.max(1, Math.floor(size.codes / 100) - 1))) }),
      filtered: (i) => ({ filter: `${words[i % words.length] ?? 'foam'} ${i % 10}` }),
    };
    const { byKind, worstKindP95Ms } = await samplesByKind(kinds, size.rounds, ask);
    // The goal holds for the first page and a filtered search (the forms' two asks); pages further
    // in are reported beside them.
    const goalP95Ms = Math.max(byKind.firstPage?.p95Ms ?? 0, byKind.filtered?.p95Ms ?? 0);
    const goal = kind === 'postgres' ? { goalMs: GOAL_MS, goalP95Ms, met: goalP95Ms <= GOAL_MS } : {};
    const out = { codes: size.codes, worstKindP95Ms, ...goal, byKind };
    console.log(`value-set ${kind}:`, JSON.stringify(out));
    const pulls = await measurePulls(server, kind, size.codes === SMOKE.codes ? PULLS_SMOKE : PULLS_FULL);
    return { ...out, pulls };
  } finally {
    await server.stop();
  }
}

export const valueSetBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
