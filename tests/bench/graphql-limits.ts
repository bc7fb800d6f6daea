// The GraphQL abuse figure [≤ 5 ms of server time]: a signed-in request asking for
// syncEncounterCommands 1,000 times by aliases is refused (400, before validation and before
// any resolver) — server time as Fastify counts it (reply.elapsedTime: from the request's
// arrival to the answer), over in-process requests (app.inject: no network, no client). The same
// for 1,000 narrative PDFs, and a signed-in `{ __typename }` as the floor every request pays
// (the token and its session read). The real app on in-memory PGlite with one user; no seed.
// Full: 200 runs after 20 warm-up; smoke: 5 after 2.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../server/app.ts';
import { hashSecret } from '../../server/auth/passwords.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import type { BenchOptions } from './options.ts';

const GOAL_MS = 5;
const FULL = { runs: 200, warmup: 20 };
const SMOKE = { runs: 5, warmup: 2 };

const aliased = (n: number, field: string) => `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const CASES = {
  sync1000: aliased(1000, 'syncEncounterCommands(commands: []) { clientMutationId }'),
  pdf1000: aliased(1000, `generateEncounterNarrativePDF(encounterId: "${randomUUID()}") { fileName }`),
  floor: '{ __typename }',
} as const;

const round = (ms: number) => +ms.toFixed(3);
function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { runs: sorted.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1) ?? Number.NaN) };
}

export async function graphqlLimits(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_ON_START: 'false', GRAPHQL_RATE_LIMIT: '0' });
  const built = await buildApp(config, { database, logger: false });
  const elapsed: number[] = [];
  built.app.addHook('onResponse', async (_request, reply) => {
    elapsed.push(reply.elapsedTime);
  });
  try {
    const now = new Date();
    const email = 'bench.limits@bench.test';
    await database.db.insert(schema.users).values({
      id: randomUUID(),
      email,
      givenName: 'Bench',
      familyName: 'Limits',
      status: 'active',
      userType: 'internal',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
      passwordHash: await hashSecret(DEMO_PASSWORD),
      passwordChangedOn: now,
      statusUpdatedDate: now,
      createdAt: now,
    });
    const { access_token: token } = await built.services.auth.signIn({ email, password: DEMO_PASSWORD });

    const serverTime = async (query: string, expected: number) => {
      const times: number[] = [];
      for (let i = 0; i < size.warmup + size.runs; i++) {
        const res = await built.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: JSON.stringify({ query }),
        });
        if (res.statusCode !== expected) throw new Error(`expected ${expected}, got ${res.statusCode}: ${res.body.slice(0, 200)}`);
        const ms = elapsed.pop();
        if (ms === undefined) throw new Error('no server time recorded');
        if (i >= size.warmup) times.push(ms);
      }
      return stats(times);
    };

    const sync1000 = await serverTime(CASES.sync1000, 400);
    const pdf1000 = await serverTime(CASES.pdf1000, 400);
    const floor = await serverTime(CASES.floor, 200);
    const out = {
      method:
        'app.inject into the real app (PGlite in memory), signed in; server time = Fastify reply.elapsedTime; ' +
        `${size.runs} runs after ${size.warmup} warm-up, one at a time`,
      requestBytes: CASES.sync1000.length,
      sync1000,
      pdf1000,
      floor,
      goalMs: GOAL_MS,
      met: sync1000.medianMs <= GOAL_MS,
    };
    console.log(
      `graphql-limits: 1,000 aliases refused in median ${sync1000.medianMs} ms, p95 ${sync1000.p95Ms} ms of server time ` +
        `(1,000 PDFs ${pdf1000.medianMs} / ${pdf1000.p95Ms} ms; a signed-in { __typename } ${floor.medianMs} / ${floor.p95Ms} ms) [goal ≤ ${GOAL_MS} ms]`,
    );
    return out;
  } finally {
    await built.close();
    await database.close();
  }
}
