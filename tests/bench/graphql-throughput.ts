// /graphql throughput of an authenticated query of 25 patients against two bare Fastify JSON
// routes in the same run (autocannon, 10 connections, 10 s each, zero non-2xx required):
// - bare-db: the same SQL page of 25 patients, serialised, no GraphQL and no auth;
// - bare-static: a constant JSON body of the same size (Fastify's own ceiling).
// Smoke: 1 s each.
import autocannon from 'autocannon';
import { asc } from 'drizzle-orm';
import { patients } from '../../server/db/schema.ts';
import type { BenchOptions } from './options.ts';
import { startBuiltServer } from './server.ts';

const FULL_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SMOKE_SECONDS = 1;
const QUERY = `query Bench { PatientList(first: 25) { totalCount edges { node { id name birthDate age gender phone address { line city state postalCode latitude longitude } } } } }`;

async function run(name: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: 10, ...opts });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const row = { name, reqPerSec: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx };
  console.log('graphql:', JSON.stringify(row));
  return row;
}

export async function graphqlThroughput(options: BenchOptions) {
  const duration = options.smoke ? SMOKE_SECONDS : FULL_SECONDS;
  const server = await startBuiltServer();
  const { app, database } = server.built;
  try {
    const session = (await (
      await fetch(`${server.origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'coordinator@demo.test', password: 'Demo!2026pass' }),
      })
    ).json()) as { access_token: string };
    const body = JSON.stringify({ query: QUERY });
    const sample = await (
      await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body,
      })
    ).json();
    const staticBody = JSON.stringify(sample);

    // The bare routes are added to a second Fastify instance sharing the same database, so the
    // app under test is not modified for the benchmark.
    const Fastify = (await import('fastify')).default;
    const bare = Fastify({ logger: false });
    bare.get('/bare-db', async () => {
      const rows = await database.db.select().from(patients).orderBy(asc(patients.nameSearch), asc(patients.id)).limit(25);
      return { data: rows.map((r) => r.content) };
    });
    bare.get('/bare-static', async (_req, reply) => reply.type('application/json').send(staticBody));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareAddress = bare.server.address();
    const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;
    void app;

    const gql = await run('graphql PatientList(first: 25), authenticated', {
      url: `${server.origin}/graphql`,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body,
    });
    const bareDb = await run('bare Fastify route, same 25-patient SQL page', { url: `http://127.0.0.1:${barePort}/bare-db`, duration });
    const bareStatic = await run('bare Fastify route, constant JSON of the same size', {
      url: `http://127.0.0.1:${barePort}/bare-static`,
      duration,
    });
    await bare.close();
    const out = {
      database: database.kind,
      graphql: gql,
      bareDb,
      bareStatic,
      ratioVsBareDb: +(gql.reqPerSec / bareDb.reqPerSec).toFixed(2),
      ratioVsBareStatic: +(gql.reqPerSec / bareStatic.reqPerSec).toFixed(2),
      goalRatio: 0.3,
    };
    console.log('graphql:', JSON.stringify(out));
    return out;
  } finally {
    await server.stop();
  }
}
