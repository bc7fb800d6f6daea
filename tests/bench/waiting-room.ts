// The telehealth waiting room's realtime figures (SPEC §2 waiting room; DESIGN §8 'Realtime'):
// - request → clinician: an onsite provider's requestTelehealthVisit over HTTP until a telehealth
//   clinician's WebSocket delivers its onWaitingRoomChanged event, p95 over 200 requests (each
//   then withdrawn), on one instance (in-memory pub/sub) and across two instances sharing the
//   database and Redis (sent to B, heard on A) [goal ≤ 250 ms]. The browser's paint of the event
//   is not in it (a list update of one row).
// - 1,000 open subscriptions on one instance, the server in its own process on PGlite: its
//   resident memory per connection, and the fan-out of one request: the first and the last
//   subscriber to have it [goal: the last ≤ 1 s]. The subscribers are 10 telehealth clinicians
//   (copies of telehealth@demo.test) with 100 connections each: a user holds at most
//   MAX_SUBSCRIPTIONS_PER_USER subscriptions, and each event is checked against every receiver's
//   session, user and grants as they are then (DESIGN §5 'Realtime under the HTTP rules').
// - The same fan-out on PostgreSQL across two instances sharing Redis, each in its own process,
//   half of the subscribers on each, the request sent to the second [goal: last ≤ 1 s].
// Smoke: 5 requests and 20 subscriptions. Redis: TEST_REDIS_URL, else the machine's on 6379;
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else the machine's on 5432; without them the
// figures that need them are skipped (said so).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../../server/db/client.ts';
import type { BenchOptions } from './options.ts';
import { benchDist, seededDataDir, startBuiltServer, startSecondInstance } from './server.ts';

const PASSWORD = 'Demo!2026pass';
const GOAL_P95_MS = 250;
const GOAL_FAN_OUT_MS = 1000;
/** Connections per bench clinician (under MAX_SUBSCRIPTIONS_PER_USER). */
const CONNECTIONS_PER_USER = 100;
/** The same secret for both instances of the two-instance figure: a token from one is good on the other. */
const BENCH_SECRET = 'bench-access-token-secret-of-enough-length-0123456789';
const SUBSCRIPTION_PATH = '/subscriptions/ws/graphql';
const PATIENT = 'query { PatientList(first: 1) { edges { node { id } } } }';
const REQUEST = 'mutation ($cmid: ID!, $id: ID!) { requestTelehealthVisit(clientMutationId: $cmid, patientId: $id) { id versionId } }';
const CANCEL =
  'mutation ($cmid: ID!, $id: ID!, $v: Int!) { cancelTelehealthRequest(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { id } }';
const ROOM = 'subscription { onWaitingRoomChanged(telemedicineStatuses: ["requested"]) { cursor kind request { id } } }';

interface Made {
  id: string;
  versionId: number;
}

const requestVisit = async (origin: string, onsite: string, patientId: string): Promise<Made> =>
  (await gql<{ requestTelehealthVisit: Made }>(origin, onsite, REQUEST, { cmid: randomUUID(), id: patientId })).requestTelehealthVisit;

const withdraw = (origin: string, onsite: string, made: Made) =>
  gql(origin, onsite, CANCEL, { cmid: randomUUID(), id: made.id, v: made.versionId });

type RoomEvent = { data?: { onWaitingRoomChanged?: { kind: string; request: { id: string } } } };

async function signIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function gql<T>(origin: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL: ${body.errors?.[0]?.message ?? res.status}`);
  return body.data;
}

const wsClient = (origin: string, token: string): Client =>
  createClient({
    url: `${origin.replace('http', 'ws')}${SUBSCRIPTION_PATH}`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });

/** Subscribes and resolves once the server has the subscription (a probe request is heard). */
function listen(client: Client, onEvent: (event: RoomEvent) => void): () => void {
  return client.subscribe<RoomEvent['data']>(
    { query: ROOM },
    { next: (v) => onEvent(v as RoomEvent), error: () => {}, complete: () => {} },
  );
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50ms: round(percentile(sorted, 50)), p95ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? 0) };
};

/** request → event, `count` times: sent to `sendOrigin`, heard through `client` (already signed in as the clinician). */
async function requestToScreen(sendOrigin: string, onsite: string, client: Client, patientId: string, count: number): Promise<number[]> {
  const waiting = new Map<string, (at: number) => void>();
  const pending: { kind: string; id: string; at: number }[] = [];
  const stop = listen(client, (event) => {
    const e = event.data?.onWaitingRoomChanged;
    if (e?.kind !== 'created') return;
    const at = performance.now();
    const resolve = waiting.get(e.request.id);
    if (resolve) resolve(at);
    else pending.push({ kind: e.kind, id: e.request.id, at });
  });
  const heard = (id: string) =>
    new Promise<number>((resolve, reject) => {
      const early = pending.find((p) => p.id === id);
      if (early) return resolve(early.at);
      const timer = setTimeout(() => reject(new Error('no event within 10 s')), 10_000);
      waiting.set(id, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  try {
    // Warm-up until the subscription is live (subscribing is asynchronous).
    for (let i = 0; ; i++) {
      const made = await requestVisit(sendOrigin, onsite, patientId);
      const got = await Promise.race([heard(made.id).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 300))]);
      waiting.delete(made.id);
      await withdraw(sendOrigin, onsite, made);
      if (got) break;
      if (i > 50) throw new Error('the subscription never went live');
    }
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const sent = performance.now();
      const made = await requestVisit(sendOrigin, onsite, patientId);
      latencies.push((await heard(made.id)) - sent);
      waiting.delete(made.id);
      await withdraw(sendOrigin, onsite, made);
    }
    return latencies;
  } finally {
    stop();
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function redisUrl(): Promise<string | null> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  return (await listening(6379)) ? 'redis://127.0.0.1:6379' : null;
}

async function postgresAdminUrl(): Promise<string | null> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (configured) return configured;
  return (await listening(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

/**
 * `count` telehealth clinicians like telehealth@demo.test (its roles, markets and password; no
 * practitioner), telehealth-bench-1@demo.test and on, in one statement (the generated columns left
 * to the database).
 */
async function addBenchClinicians(query: (text: string) => Promise<{ rows: unknown[] }>, count: number): Promise<string[]> {
  const { rows } = await query(
    "select column_name from information_schema.columns where table_name = 'app_user' and is_generated = 'NEVER'",
  );
  const columns = (rows as { column_name: string }[]).map((r) => `"${r.column_name}"`);
  await query(`insert into app_user (${columns.join(', ')})
    select ${columns.map((c) => `r.${c}`).join(', ')}
    from app_user u, generate_series(1, ${count}) g,
      lateral jsonb_populate_record(null::app_user, to_jsonb(u) || jsonb_build_object(
        'id', gen_random_uuid(), 'email', 'telehealth-bench-' || g || '@demo.test', 'practitioner_id', null)) r
    where u.email = 'telehealth@demo.test'`);
  return Array.from({ length: count }, (_, i) => `telehealth-bench-${i + 1}@demo.test`);
}

async function oneInstance(count: number) {
  const server = await startBuiltServer();
  try {
    const onsite = await signIn(server.origin, 'onsite@demo.test');
    const clinician = await signIn(server.origin, 'telehealth@demo.test');
    const patientId = (await gql<{ PatientList: { edges: { node: { id: string } }[] } }>(server.origin, onsite, PATIENT)).PatientList
      .edges[0]?.node.id;
    if (!patientId) throw new Error('no patient');
    const client = wsClient(server.origin, clinician);
    try {
      return summary(await requestToScreen(server.origin, onsite, client, patientId, count));
    } finally {
      await client.dispose();
    }
  } finally {
    await server.stop();
  }
}

async function twoInstances(count: number, redis: string) {
  const a = await startBuiltServer({ REDIS_URL: redis });
  const b = await startSecondInstance(a.built, { REDIS_URL: redis });
  try {
    const onsite = await signIn(b.origin, 'onsite@demo.test');
    const clinician = await signIn(a.origin, 'telehealth@demo.test');
    const patientId = (await gql<{ PatientList: { edges: { node: { id: string } }[] } }>(b.origin, onsite, PATIENT)).PatientList.edges[0]
      ?.node.id;
    if (!patientId) throw new Error('no patient');
    const client = wsClient(a.origin, clinician);
    try {
      return summary(await requestToScreen(b.origin, onsite, client, patientId, count));
    } finally {
      await client.dispose();
    }
  } finally {
    await b.built.close();
    await a.stop();
  }
}

const rssKb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ChildServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The server alone in a child process (its memory is its own): on `dataDir`'s PGlite, or on `env`'s DATABASE_URL. */
async function childServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  // node with tsx's loader, not the tsx command (which runs the server in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      STATIC_DIR: benchDist,
      APP_ENV: 'dev',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '100000',
      GRAPHQL_RATE_LIMIT: '0',
      ACCESS_TOKEN_SECRET: BENCH_SECRET,
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/api/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 480 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where the subscribers connect and where the request is sent. */
interface FanOutSetup {
  /** Each subscriber connects to the next of these in turn. */
  subscribeTo: string[];
  sendTo: string;
  /** The bench clinicians' emails (CONNECTIONS_PER_USER connections each). */
  clinicians: string[];
  /** The resident memory of the one server, when there is one. */
  rssKb?: () => number;
}

/** `n` subscriptions, then one request's fan-out measured three times: first and last arrival. */
async function fanOut(setup: FanOutSetup, n: number, label: string) {
  const clients: Client[] = [];
  try {
    const onsite = await signIn(setup.sendTo, 'onsite@demo.test');
    const tokens: string[] = [];
    for (const email of setup.clinicians) tokens.push(await signIn(setup.subscribeTo[0] ?? setup.sendTo, email));
    const patientId = (await gql<{ PatientList: { edges: { node: { id: string } }[] } }>(setup.sendTo, onsite, PATIENT)).PatientList
      .edges[0]?.node.id;
    if (!patientId) throw new Error('no patient');
    // A request before measuring: the server's lazy paths (PGlite, query plans) are warm.
    const warm = await requestVisit(setup.sendTo, onsite, patientId);
    await withdraw(setup.sendTo, onsite, warm);
    await new Promise((r) => setTimeout(r, 500));
    const before = setup.rssKb?.() ?? 0;

    const arrivals = new Map<string, number[]>();
    let ready = 0;
    for (let i = 0; i < n; i++) {
      const origin = setup.subscribeTo[i % setup.subscribeTo.length] ?? setup.sendTo;
      const client = wsClient(origin, tokens[Math.floor(i / CONNECTIONS_PER_USER) % tokens.length] ?? '');
      clients.push(client);
      listen(client, (event) => {
        const e = event.data?.onWaitingRoomChanged;
        if (e?.kind !== 'created') return;
        const list = arrivals.get(e.request.id) ?? [];
        list.push(performance.now());
        arrivals.set(e.request.id, list);
      });
      // Open them in batches so the machine's two cores are not flooded by handshakes.
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 50));
    }
    // Every subscription is live once a probe request reaches all of them.
    for (let round = 0; ; round++) {
      const probe = await requestVisit(setup.sendTo, onsite, patientId);
      const until = Date.now() + 5_000;
      while ((arrivals.get(probe.id)?.length ?? 0) < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      ready = arrivals.get(probe.id)?.length ?? 0;
      await withdraw(setup.sendTo, onsite, probe);
      if (ready >= n || round > 10) break;
    }
    if (ready < n) throw new Error(`only ${ready} of ${n} subscriptions heard the probe`);
    await new Promise((r) => setTimeout(r, 500));
    const after = setup.rssKb?.() ?? 0;

    // The measured fan-out: one request, until the last of the n subscribers has it.
    const firsts: number[] = [];
    const lasts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = performance.now();
      const made = await requestVisit(setup.sendTo, onsite, patientId);
      const until = Date.now() + 30_000;
      while ((arrivals.get(made.id)?.length ?? 0) < n && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      const got = arrivals.get(made.id) ?? [];
      if (got.length < n) throw new Error(`fan-out reached ${got.length} of ${n}`);
      const sorted = got.map((t) => t - sent).sort((a, b) => a - b);
      firsts.push(sorted[0] ?? 0);
      lasts.push(sorted.at(-1) ?? 0);
      if (i === 0)
        console.log(
          `waiting-room: ${label}: fan-out to ${n}: first ${round(sorted[0] ?? 0)} ms, median ${round(percentile(sorted, 50))} ms, last ${round(sorted.at(-1) ?? 0)} ms`,
        );
      await withdraw(setup.sendTo, onsite, made);
    }
    return {
      subscriptions: n,
      users: setup.clinicians.length,
      instances: setup.subscribeTo.length,
      ...(setup.rssKb
        ? { serverRssBeforeMb: round(before / 1024), serverRssAfterMb: round(after / 1024), kbPerConnection: round((after - before) / n) }
        : {}),
      fanOutFirstMs: firsts.map(round),
      fanOutLastMs: lasts.map(round),
      goalLastMs: GOAL_FAN_OUT_MS,
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
}

const usersFor = (n: number) => Math.max(2, Math.ceil(n / CONNECTIONS_PER_USER));

/** One server on PGlite, in its own process (its memory measured). */
async function manySubscriptions(n: number) {
  const dataDir = await seededDataDir();
  const handle = await openDatabase({ dataDir });
  const clinicians = await addBenchClinicians((text) => handle.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>, usersFor(n));
  await handle.close();
  const server = await childServer(dataDir);
  const pid = server.child.pid ?? 0;
  try {
    return await fanOut(
      { subscribeTo: [server.origin], sendTo: server.origin, clinicians, rssKb: () => rssKb(pid) },
      n,
      'one instance, PGlite',
    );
  } finally {
    await server.stop();
  }
}

/** Two servers on one PostgreSQL database and one Redis, each in its own process; half the subscribers on each. */
async function manySubscriptionsTwoInstances(n: number, redis: string, adminUrl: string) {
  const name = `emr_bench_fanout_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redis };
  const dir = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'emr-bench-pg-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    return made;
  };
  let a: ChildServer | null = null;
  let b: ChildServer | null = null;
  try {
    // The first migrates and seeds the demo data; the second finds them.
    a = await childServer(dir(), { ...env, SEED_ON_START: 'true' });
    b = await childServer(dir(), env);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const clinicians = await addBenchClinicians((text) => client.query(text), usersFor(n)).finally(() => client.end());
    return await fanOut({ subscribeTo: [a.origin, b.origin], sendTo: b.origin, clinicians }, n, 'two instances, PostgreSQL + Redis');
  } finally {
    await b?.stop();
    await a?.stop();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

export async function waitingRoomBench(options: BenchOptions) {
  const count = options.smoke ? 5 : 200;
  const one = await oneInstance(count);
  console.log(`waiting-room: one instance, request → clinician: ${JSON.stringify(one)} (goal p95 ≤ ${GOAL_P95_MS} ms)`);
  const redis = await redisUrl();
  const two = redis ? await twoInstances(count, redis) : { skipped: 'no Redis (TEST_REDIS_URL, or one on 127.0.0.1:6379)' };
  console.log(`waiting-room: two instances + Redis, request → clinician: ${JSON.stringify(two)}`);
  const n = options.smoke ? 20 : 1000;
  const many = await manySubscriptions(n);
  console.log(`waiting-room: open subscriptions, one instance (PGlite): ${JSON.stringify(many)}`);
  const adminUrl = await postgresAdminUrl();
  const manyTwo =
    redis && adminUrl
      ? await manySubscriptionsTwoInstances(n, redis, adminUrl)
      : { skipped: 'no Redis or no PostgreSQL (TEST_REDIS_URL / BENCH_DATABASE_URL, or theirs on 127.0.0.1)' };
  console.log(`waiting-room: open subscriptions, two instances (PostgreSQL + Redis): ${JSON.stringify(manyTwo)}`);
  return { oneInstance: one, twoInstances: two, subscriptions: many, subscriptionsTwoInstances: manyTwo, goalP95Ms: GOAL_P95_MS };
}
