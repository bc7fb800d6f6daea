// What the GraphQL benches share: a user's token from the real sign-in, a timed request, each kind
// of request's p50/p95, and the run on PostgreSQL (a fresh database of BENCH_DATABASE_URL or
// DATABASE_URL, when set; never in smoke) then on PGlite.
import { percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';

export async function signInToken(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!2026pass' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One GraphQL request, timed on the client (the loopback round trip included); throws on errors. */
export async function timedGraphql<T>(
  origin: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ ms: number; data: T }> {
  const started = performance.now();
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  const ms = performance.now() - started;
  if (!body.data) throw new Error(`${JSON.stringify(variables)}: ${body.errors?.[0]?.message ?? res.status}`);
  return { ms, data: body.data };
}

const r1 = (ms: number) => +ms.toFixed(1);

/** Each kind: one warm-up, then `rounds` samples; `ask` answers the sample's time and a count it matched. */
export async function samplesByKind(
  kinds: Record<string, (i: number) => Record<string, unknown>>,
  rounds: number,
  ask: (variables: Record<string, unknown>) => Promise<{ ms: number; total: number }>,
) {
  const byKind: Record<string, { p50Ms: number; p95Ms: number; meanTotal: number }> = {};
  const all: number[] = [];
  for (const [name, vars] of Object.entries(kinds)) {
    await ask(vars(0));
    const samples: number[] = [];
    let matched = 0;
    for (let i = 0; i < rounds; i++) {
      const { ms, total } = await ask(vars(i + 1));
      samples.push(ms);
      matched += total;
    }
    all.push(...samples);
    byKind[name] = { p50Ms: r1(percentile(samples, 50)), p95Ms: r1(percentile(samples, 95)), meanTotal: Math.round(matched / rounds) };
  }
  const worstKindP95Ms = Math.max(...Object.values(byKind).map((k) => k.p95Ms));
  return { byKind, p95Ms: r1(percentile(all, 95)), worstKindP95Ms };
}

/** The bench on PostgreSQL (full size, when a server is configured) and on PGlite. */
export async function onPostgresAndPglite<R>(
  options: BenchOptions,
  measureOn: (kind: 'postgres' | 'pglite', adminUrl: string | undefined) => Promise<R>,
): Promise<Record<string, unknown>> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results: Record<string, unknown> = {};
  if (options.smoke || !adminUrl) {
    results.postgres = { skipped: options.smoke ? 'smoke runs PGlite only' : 'no BENCH_DATABASE_URL or DATABASE_URL' };
  } else {
    results.postgres = await measureOn('postgres', adminUrl);
  }
  results.pglite = await measureOn('pglite', undefined);
  return results;
}
