// The telehealth waiting room's realtime figures (SPEC §2 waiting room; DESIGN §8 'Realtime'):
// - request → clinician: an onsite provider's requestTelehealthVisit over HTTP until a telehealth
//   clinician's WebSocket delivers its onWaitingRoomChanged event, p95 over 200 requests (each
//   then withdrawn), on one instance (in-memory pub/sub) and across two instances sharing the
//   database and Redis (sent to B, heard on A) [goal ≤ 250 ms]. The browser's paint of the event
//   is not in it (a list update of one row).
// - 1,000 open subscriptions on one instance, the server in its own process: its resident memory
//   per connection, and the fan-out of one request (until the last subscriber has it).
// Smoke: 5 requests and 20 subscriptions. Redis: TEST_REDIS_URL, else the machine's on 6379, else
// the two-instance figure is skipped (said so).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { BenchOptions } from './options.ts';
import { benchDist, seededDataDir, startBuiltServer, startSecondInstance } from './server.ts';

const PASSWORD = 'Demo!2026pass';
const GOAL_P95_MS = 250;
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

async function redisUrl(): Promise<string | null> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const up = await new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  return up ? 'redis://127.0.0.1:6379' : null;
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

/** The server alone in a child process (its memory is its own), on a copy of the seeded data. */
async function childServer(): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  // node with tsx's loader, not the tsx command (which runs the server in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: await seededDataDir(),
      DATABASE_URL: '',
      REDIS_URL: '',
      STATIC_DIR: benchDist,
      APP_ENV: 'dev',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '100000',
      GRAPHQL_RATE_LIMIT: '0',
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
    if (i > 240 || child.exitCode !== null) throw new Error('the server did not start');
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

async function manySubscriptions(n: number) {
  const server = await childServer();
  const pid = server.child.pid ?? 0;
  const clients: Client[] = [];
  try {
    const onsite = await signIn(server.origin, 'onsite@demo.test');
    const clinician = await signIn(server.origin, 'telehealth@demo.test');
    const patientId = (await gql<{ PatientList: { edges: { node: { id: string } }[] } }>(server.origin, onsite, PATIENT)).PatientList
      .edges[0]?.node.id;
    if (!patientId) throw new Error('no patient');
    // A request before measuring: the server's lazy paths (PGlite, query plans) are warm.
    const warm = await requestVisit(server.origin, onsite, patientId);
    await withdraw(server.origin, onsite, warm);
    await new Promise((r) => setTimeout(r, 500));
    const before = rssKb(pid);

    const arrivals = new Map<string, number[]>();
    let ready = 0;
    for (let i = 0; i < n; i++) {
      const client = wsClient(server.origin, clinician);
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
      const probe = await requestVisit(server.origin, onsite, patientId);
      const until = Date.now() + 5_000;
      while ((arrivals.get(probe.id)?.length ?? 0) < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      ready = arrivals.get(probe.id)?.length ?? 0;
      await withdraw(server.origin, onsite, probe);
      if (ready >= n || round > 10) break;
    }
    if (ready < n) throw new Error(`only ${ready} of ${n} subscriptions heard the probe`);
    await new Promise((r) => setTimeout(r, 500));
    const after = rssKb(pid);

    // The measured fan-out: one request, until the last of the n subscribers has it.
    const fanouts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = performance.now();
      const made = await requestVisit(server.origin, onsite, patientId);
      const until = Date.now() + 30_000;
      while ((arrivals.get(made.id)?.length ?? 0) < n && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      const got = arrivals.get(made.id) ?? [];
      if (got.length < n) throw new Error(`fan-out reached ${got.length} of ${n}`);
      const sorted = got.map((t) => t - sent).sort((a, b) => a - b);
      fanouts.push(sorted.at(-1) ?? 0);
      if (i === 0)
        console.log(
          `waiting-room: fan-out to ${n}: first ${round(sorted[0] ?? 0)} ms, median ${round(percentile(sorted, 50))} ms, last ${round(sorted.at(-1) ?? 0)} ms`,
        );
      await withdraw(server.origin, onsite, made);
    }
    return {
      subscriptions: n,
      serverRssBeforeMb: round(before / 1024),
      serverRssAfterMb: round(after / 1024),
      kbPerConnection: round((after - before) / n),
      fanOutLastMs: fanouts.map(round),
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.stop();
  }
}

export async function waitingRoomBench(options: BenchOptions) {
  const count = options.smoke ? 5 : 200;
  const one = await oneInstance(count);
  console.log(`waiting-room: one instance, request → clinician: ${JSON.stringify(one)} (goal p95 ≤ ${GOAL_P95_MS} ms)`);
  const redis = await redisUrl();
  const two = redis ? await twoInstances(count, redis) : { skipped: 'no Redis (TEST_REDIS_URL, or one on 127.0.0.1:6379)' };
  console.log(`waiting-room: two instances + Redis, request → clinician: ${JSON.stringify(two)}`);
  const many = await manySubscriptions(options.smoke ? 20 : 1000);
  console.log(`waiting-room: open subscriptions: ${JSON.stringify(many)}`);
  return { oneInstance: one, twoInstances: two, subscriptions: many, goalP95Ms: GOAL_P95_MS };
}
