// expandValueSet at scale (SPEC §7; DESIGN §5): a 5,000-code value set (BENCH_CODES) published as
// the formulary's newest version, then server p95 over the real /graphql as a clinician [goal
// ≤ 20 ms on PostgreSQL] for: the first page (as the forms ask it; kept in memory after the first
// ask), pages further in (each a new page: read from the database), and a filtered search with a
// different word each time (never kept before). PostgreSQL on a fresh database of
// BENCH_DATABASE_URL or DATABASE_URL when one is set; PGlite for comparison. Smoke: 300 codes on
// PGlite, 3 samples a kind.
import { eq, sql } from 'drizzle-orm';
import { codeSystems, valueSetConcepts, valueSetVersions } from '../../server/db/schema/terminology.ts';
import { seededFaker } from '../../server/seed/random.ts';
import { valueSetUrl } from '../../src/domain/terminology/code-systems.ts';
import { percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

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

const r1 = (ms: number) => +ms.toFixed(1);

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const words = await publishLargeVersion(server.built.database.db, size.codes);
    const session = (await (
      await fetch(`${server.origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'clinician@demo.test', password: 'Demo!2026pass' }),
      })
    ).json()) as { access_token: string };
    const ask = async (variables: Record<string, unknown>) => {
      const started = performance.now();
      const res = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({ query: EXPAND, variables: { url: valueSetUrl(SYSTEM), ...variables } }),
      });
      const body = (await res.json()) as { data?: { expandValueSet: { total: number } }; errors?: { message: string }[] };
      const ms = performance.now() - started;
      if (!body.data) throw new Error(`expandValueSet ${JSON.stringify(variables)}: ${body.errors?.[0]?.message ?? res.status}`);
      return { ms, total: body.data.expandValueSet.total };
    };
    const kinds: Record<string, (i: number) => Record<string, unknown>> = {
      firstPage: () => ({}),
      laterPage: (i) => ({ offset: 100 * (1 + (i % Math.max(1, Math.floor(size.codes / 100) - 1))) }),
      filtered: (i) => ({ filter: `${words[i % words.length] ?? 'foam'} ${i % 10}` }),
    };
    const byKind: Record<string, { p50Ms: number; p95Ms: number; meanTotal: number }> = {};
    for (const [name, vars] of Object.entries(kinds)) {
      await ask(vars(0));
      const samples: number[] = [];
      let matched = 0;
      for (let i = 0; i < size.rounds; i++) {
        const { ms, total } = await ask(vars(i + 1));
        samples.push(ms);
        matched += total;
      }
      byKind[name] = {
        p50Ms: r1(percentile(samples, 50)),
        p95Ms: r1(percentile(samples, 95)),
        meanTotal: Math.round(matched / size.rounds),
      };
    }
    const worst = Math.max(...Object.values(byKind).map((k) => k.p95Ms));
    const out = {
      codes: size.codes,
      worstKindP95Ms: worst,
      ...(kind === 'postgres' ? { goalMs: GOAL_MS, met: worst <= GOAL_MS } : {}),
      byKind,
    };
    console.log(`value-set ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export async function valueSetBench(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results: Record<string, unknown> = {};
  if (options.smoke || !adminUrl) {
    results.postgres = { skipped: options.smoke ? 'smoke runs PGlite only' : 'no BENCH_DATABASE_URL or DATABASE_URL' };
  } else {
    results.postgres = await measureOn('postgres', adminUrl, size);
  }
  results.pglite = await measureOn('pglite', undefined, size);
  return results;
}
