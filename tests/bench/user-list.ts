// SPEC §2 Users at scale: UserList (SPEC §7 filters) on 5,000 users (BENCH_USERS), server p95
// per kind of filter [≤ 30 ms on PostgreSQL], over the real /graphql with an administrator's
// token (the round trip on loopback, so parsing, the session check, the page and count queries
// and the organizations of the page are all in it). PostgreSQL on a fresh database of
// BENCH_DATABASE_URL or DATABASE_URL when one is set (skipped otherwise); PGlite for comparison.
// Users are written straight into app_user (the demo seed's payers and markets as their
// organizations), then ANALYZE. Each filter kind: one warm-up, then BENCH_USER_ROUNDS (30) samples
// over varied values. Smoke: 300 users on PGlite, 3 samples a kind.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { organizations, users } from '../../server/db/schema.ts';
import { seededFaker } from '../../server/seed/random.ts';
import { JOB_FUNCTIONS, ROLES } from '../../src/domain/access.ts';
import { SUPPORTED_STATES } from '../../src/domain/time-zone.ts';
import { onPostgresAndPglite, samplesByKind, signInToken, timedGraphql } from './graphql-bench.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL = { users: Number(process.env.BENCH_USERS ?? 5_000), rounds: Number(process.env.BENCH_USER_ROUNDS ?? 30) };
const SMOKE = { users: 300, rounds: 3 };
const GOAL_MS = { postgres: 30 } as const;
const BATCH = 1_000;

const LIST = `query($term: String, $active: Boolean, $firstName: String, $lastName: String, $organizationId: ID,
  $jobFunction: String, $state: String, $role: String, $first: Int, $after: String) {
  UserList(term: $term, active: $active, firstName: $firstName, lastName: $lastName, organizationId: $organizationId,
    jobFunction: $jobFunction, state: $state, role: $role, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name email status roles jobFunctions { code title } lastLoggedIn statusUpdatedDate
      legalEntities { id name } payers { id name } } } } }`;

interface Pools {
  families: string[];
  givens: string[];
  orgIds: string[];
}

export async function seedUsers(
  db: Awaited<ReturnType<typeof startBuiltServer>>['built']['database']['db'],
  count: number,
): Promise<Pools> {
  const orgs = await db
    .select({ id: organizations.id, type: organizations.type })
    .from(organizations)
    .where(inArray(organizations.type, ['ins', 'mso', 'ipa', 'market']));
  const payers = orgs.filter((o) => o.type !== 'market').map((o) => o.id);
  const markets = orgs.filter((o) => o.type === 'market').map((o) => o.id);
  const faker = seededFaker('bench-user-list');
  const pools: Pools = { families: [], givens: [], orgIds: [...payers.slice(0, 10), ...markets.slice(0, 5)] };
  const now = new Date();
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  for (let start = 0; start < count; start += BATCH) {
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const givenName = faker.person.firstName();
      const familyName = faker.person.lastName();
      if (i % 41 === 0) {
        pools.families.push(familyName);
        pools.givens.push(givenName);
      }
      rows.push({
        id: randomUUID(),
        email: `${givenName}.${familyName}.${i}@bench.test`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
        givenName,
        familyName,
        status: i % 10 === 0 ? 'inactive' : 'active',
        userType: i % 13 === 0 ? 'external' : 'internal',
        roles: [pick(ROLES, i)],
        jobFunctions: [pick(JOB_FUNCTIONS, i * 7)],
        permissions: ['patient'],
        markets: [pick(SUPPORTED_STATES, i)],
        state: pick(SUPPORTED_STATES, i * 3),
        legalEntityIds: markets.length ? [pick(markets, i)] : [],
        payerIds: payers.length ? [pick(payers, i), pick(payers, i + 5)] : [],
        passwordHash: 'bench-no-sign-in',
        passwordChangedOn: now,
        statusUpdatedDate: now,
        createdAt: now,
        lastLoggedIn: i % 3 ? now : null,
      });
    }
    await db.insert(users).values(rows);
  }
  await db.execute('analyze');
  return pools;
}

/** The filter kinds of SPEC §7 UserList, each as a function of the sample's index. */
function filterKinds(p: Pools): Record<string, (i: number) => Record<string, unknown>> {
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  return {
    none: () => ({}),
    term: (i) => ({ term: at(p.families, i).slice(0, 3 + (i % 3)) }),
    termEmail: (i) => ({ term: `${at(p.givens, i).toLowerCase().slice(0, 4)}` }),
    names: (i) => ({ firstName: at(p.givens, i).slice(0, 2), lastName: at(p.families, i).slice(0, 3) }),
    active: (i) => ({ active: i % 2 === 0 }),
    state: (i) => ({ state: at(SUPPORTED_STATES, i) }),
    role: (i) => ({ role: at(ROLES, i) }),
    jobFunction: (i) => ({ jobFunction: at(JOB_FUNCTIONS, i) }),
    organization: (i) => ({ organizationId: at(p.orgIds, i) }),
    combined: (i) => ({
      active: true,
      state: at(SUPPORTED_STATES, i),
      jobFunction: at(JOB_FUNCTIONS, i),
      term: at(p.families, i).slice(0, 2),
    }),
    secondPage: () => ({ active: true, after: Buffer.from('o:25').toString('base64url') }),
  };
}

async function measureOn(kind: 'postgres' | 'pglite', adminUrl: string | undefined, size: typeof FULL) {
  const server = await startBuiltServer({}, kind === 'postgres' ? adminUrl : undefined);
  try {
    const t0 = performance.now();
    const pools = await seedUsers(server.built.database.db, size.users);
    const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const token = await signInToken(server.origin, 'admin@demo.test');
    const ask = async (variables: Record<string, unknown>) => {
      const { ms, data } = await timedGraphql<{ UserList: { totalCount: number } }>(server.origin, token, LIST, {
        first: 25,
        ...variables,
      });
      return { ms, total: data.UserList.totalCount };
    };
    const { byKind, p95Ms, worstKindP95Ms } = await samplesByKind(filterKinds(pools), size.rounds, ask);
    const goal = kind === 'postgres' ? { goalMs: GOAL_MS.postgres, met: worstKindP95Ms <= GOAL_MS.postgres } : {};
    const out = { users: size.users, seedSeconds, p95Ms, worstKindP95Ms, ...goal, byKind };
    console.log(`user-list ${kind}:`, JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}

export const userListBench = (options: BenchOptions) =>
  onPostgresAndPglite(options, (kind, adminUrl) => measureOn(kind, adminUrl, options.smoke ? SMOKE : FULL));
