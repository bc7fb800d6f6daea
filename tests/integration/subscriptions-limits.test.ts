// The WebSocket under the HTTP rules (DESIGN §5 'Realtime under the HTTP rules'): queries and
// mutations sent over /subscriptions/ws/graphql count against the same per-user budget as
// /graphql requests (GRAPHQL_RATE_LIMIT a minute, one budget for both), and are refused for the
// same length, token bound and cost; a connection runs at most MAX_IN_FLIGHT_PER_SOCKET
// operations at once, and holds at most MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions, a user
// MAX_SUBSCRIPTIONS_PER_USER over all their connections. Each refusal is an error with a code,
// and the connection stays open.
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  MAX_IN_FLIGHT_PER_SOCKET,
  MAX_QUERY_LENGTH,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  MAX_SUBSCRIPTIONS_PER_USER,
  MAX_TOKENS,
} from '../../server/graphql/limits.ts';
import { type GqlError, kinds, type Subscription, startServer, subscribe, type TestServer } from './harness.ts';
import { isProbe, type NotificationEvent, PROBE, publishNotification } from './notification-probe.ts';

const ME = '{ me { id } }';
const COUNT = '{ GetNotificationsCount }';
const SUB = 'subscription { onNotificationAdded { _id } }';

type Outcome = { data?: Record<string, unknown> | null; errors?: GqlError[] } | { refused: GqlError };

/** A connection opened at once and kept (the harness's is lazy: it would reconnect for each operation). */
const connect = (s: TestServer, token: string): Client =>
  createClient({
    url: s.wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });

/** One query or mutation over the socket: its result, or the error the server refused it with. */
const run = (client: Client, query: string): Promise<Outcome> =>
  new Promise((resolve) => {
    let result: Outcome = {};
    client.subscribe(
      { query },
      {
        next: (value) => {
          result = value as Outcome;
        },
        error: (error) => resolve({ refused: (Array.isArray(error) ? error[0] : error) as GqlError }),
        complete: () => resolve(result),
      },
    );
  });

const refusal = (outcome: Outcome): GqlError | undefined => ('refused' in outcome ? outcome.refused : undefined);

describe.each(kinds)('the socket under the HTTP rate limit on %s', (kind) => {
  const LIMIT = 5;
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { env: { GRAPHQL_RATE_LIMIT: String(LIMIT) } });
    await s.addUser({ key: 'ws-rate', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    await s.addUser({ key: 'ws-mixed', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
  });
  afterAll(() => s?.close());

  it(`refuses the operation past ${LIMIT} a minute on the socket, as /graphql refuses the request`, async () => {
    const token = await s.token('ws-rate');
    const client = connect(s, token);
    try {
      for (let i = 0; i < LIMIT; i++) expect(await run(client, ME)).toEqual({ data: { me: { id: s.user('ws-rate').id } } });
      const refused = refusal(await run(client, ME));
      expect(refused?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused?.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      expect(refused?.extensions?.retryAfter).toEqual(expect.any(Number));
      // The same budget: /graphql refuses this user now too, saying when to try again.
      const overHttp = await s.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: ME }),
      });
      expect(overHttp.status).toBe(429);
      expect(Number(overHttp.headers.get('retry-after'))).toBeGreaterThan(0);
      // The connection is still open: a refusal is the operation's, not the socket's.
      expect(refusal(await run(client, ME))?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await client.dispose();
    }
  });

  it('counts /graphql requests and socket operations of a user in one budget', async () => {
    const token = await s.token('ws-mixed');
    for (let i = 0; i < 3; i++) expect((await s.gql(ME, undefined, token)).status).toBe(200);
    const client = connect(s, token);
    try {
      for (let i = 0; i < LIMIT - 3; i++) expect(refusal(await run(client, ME))).toBeUndefined();
      expect(refusal(await run(client, ME))?.extensions?.code).toBe('RATE_LIMITED');
      expect((await s.gql(ME, undefined, token)).status).toBe(429);
    } finally {
      await client.dispose();
    }
  });
});

describe.each(kinds)('the socket under the HTTP query limits and its caps on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('refuses an over-long query, one past the token bound and a too costly one, in the words of /graphql', async () => {
    await s.addUser({ key: 'ws-long', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    const token = await s.token('ws-long');
    const long = `${ME}${' '.repeat(25_000)}`;
    const overHttp = await s.gql(long, undefined, token);
    expect(overHttp.status).toBe(400);
    const client = connect(s, token);
    try {
      const refused = refusal(await run(client, long));
      expect(refused).toMatchObject({
        message: `This request asks for more than ${MAX_QUERY_LENGTH} characters of query. Split it into smaller requests.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(refused?.message).toBe(overHttp.body.errors?.[0]?.message);

      const compact = `{ ${Array.from({ length: 400 }, (_, i) => `a${i}:me{id}`).join(' ')} }`;
      expect(refusal(await run(client, compact))).toMatchObject({
        message: `This request asks for more than ${MAX_TOKENS} tokens of query. Split it into smaller requests.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const pdfs = `mutation { ${Array.from({ length: 6 }, (_, i) => `a${i}: generateEncounterNarrativePDF(encounterId: "00000000-0000-4000-8000-000000000000") { fileName }`).join(' ')} }`;
      const costly = await run(client, pdfs);
      const costlyError = refusal(costly) ?? ('errors' in costly ? costly.errors?.[0] : undefined);
      expect(costlyError?.message).toMatch(/^Query is too costly \(\d+, limit 3000\)\.$/);
      // And the connection still answers.
      expect(await run(client, ME)).toEqual({ data: { me: { id: s.user('ws-long').id } } });
    } finally {
      await client.dispose();
    }
  });

  it(`runs at most ${MAX_IN_FLIGHT_PER_SOCKET} operations of a connection at once`, async () => {
    await s.addUser({ key: 'ws-busy', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    const token = await s.token('ws-busy');
    // Each count waits until the test lets it go, so the connection's operations stay in flight.
    const notifications = s.built.services.notifications;
    const count = notifications.count;
    let entered = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    notifications.count = async (...args: Parameters<typeof count>) => {
      entered += 1;
      await gate;
      return count(...args);
    };
    const client = connect(s, token);
    try {
      const running = Array.from({ length: MAX_IN_FLIGHT_PER_SOCKET }, () => run(client, COUNT));
      const waiting = async () => {
        const until = Date.now() + 10_000;
        while (entered < MAX_IN_FLIGHT_PER_SOCKET && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      };
      await waiting();
      expect(entered).toBe(MAX_IN_FLIGHT_PER_SOCKET);
      expect(refusal(await run(client, COUNT))).toMatchObject({
        message: `Too many operations at once on this connection (at most ${MAX_IN_FLIGHT_PER_SOCKET}). Wait for an answer before sending more.`,
        extensions: { code: 'RATE_LIMITED', limit: MAX_IN_FLIGHT_PER_SOCKET },
      });
      // Another connection of the same user has its own.
      const other = connect(s, token);
      try {
        const otherCount = run(other, COUNT);
        release();
        expect(await otherCount).toEqual({ data: { GetNotificationsCount: 0 } });
      } finally {
        await other.dispose();
      }
      for (const outcome of await Promise.all(running)) expect(outcome).toEqual({ data: { GetNotificationsCount: 0 } });
      // Answered operations give their places back.
      const again = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_SOCKET }, () => run(client, COUNT)));
      expect(again.every((o) => refusal(o) === undefined)).toBe(true);
    } finally {
      notifications.count = count;
      release();
      await client.dispose();
    }
  });

  /** Probes the user's topic until the subscription hears one (true) or is refused (false). */
  async function liveOrRefused(userId: string, sub: Subscription<NotificationEvent>): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      await publishNotification(s, userId, `${PROBE}check-${i}`);
      try {
        await sub.waitFor((events, errors) => errors.length > 0 || events.some(isProbe), 50);
      } catch {
        continue; // not subscribed yet
      }
      return sub.errors.length === 0;
    }
    throw new Error('the subscription was neither live nor refused');
  }

  /** `n` subscriptions on the connection, then one more, refused: the server has taken all `n`. */
  async function fill(client: Client, n: number): Promise<{ subs: Subscription<NotificationEvent>[]; refused: GqlError | undefined }> {
    const subs = Array.from({ length: n }, () => subscribe<NotificationEvent>(client, SUB));
    const extra = subscribe<NotificationEvent>(client, SUB);
    await extra.waitFor((_events, errors) => errors.length > 0, 20_000);
    const error = extra.errors[0];
    return { subs, refused: (Array.isArray(error) ? error[0] : error) as GqlError | undefined };
  }

  it(`holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions on a connection and ${MAX_SUBSCRIPTIONS_PER_USER} for a user`, async () => {
    const user = await s.addUser({ key: 'ws-many', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    const token = await s.token('ws-many');
    const full = Math.floor(MAX_SUBSCRIPTIONS_PER_USER / MAX_SUBSCRIPTIONS_PER_SOCKET);
    const clients = Array.from({ length: full + 1 }, () => connect(s, token));
    try {
      const filled: Subscription<NotificationEvent>[][] = [];
      for (const client of clients.slice(0, full)) {
        const { subs, refused } = await fill(client, MAX_SUBSCRIPTIONS_PER_SOCKET);
        expect(refused).toMatchObject({
          message: `Too many subscriptions on this connection (at most ${MAX_SUBSCRIPTIONS_PER_SOCKET}). Close one before opening another.`,
          extensions: { code: 'RATE_LIMITED', limit: MAX_SUBSCRIPTIONS_PER_SOCKET },
        });
        filled.push(subs);
      }
      // Every one of them is live (subscribing is asynchronous: probes until each has heard one).
      const all = filled.flat();
      for (let i = 0; i < 200 && !all.every((sub) => sub.events.some(isProbe)); i++) {
        await publishNotification(s, user.id, `${PROBE}all-${i}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(all.filter((sub) => !sub.events.some(isProbe)).length).toBe(0);

      const last = clients[full];
      if (!last) throw new Error('no client');
      const over = subscribe<NotificationEvent>(last, SUB);
      await over.waitFor((_events, errors) => errors.length > 0, 20_000);
      expect((over.errors[0] as GqlError[])[0]).toMatchObject({
        message: `Too many subscriptions for this user (at most ${MAX_SUBSCRIPTIONS_PER_USER}). Close one before opening another.`,
        extensions: { code: 'RATE_LIMITED', limit: MAX_SUBSCRIPTIONS_PER_USER },
      });

      // A closed subscription gives its place back, on its connection and for the user.
      const [socket0] = clients;
      if (!socket0) throw new Error('no client');
      filled[0]?.[1]?.dispose();
      expect(await liveOrRefused(user.id, subscribe<NotificationEvent>(socket0, SUB))).toBe(true);
      // So does a closed connection, all its subscriptions at once (the server hears the close a moment later).
      await socket0.dispose();
      let accepted = false;
      for (let i = 0; i < 50 && !accepted; i++) accepted = await liveOrRefused(user.id, subscribe<NotificationEvent>(last, SUB));
      expect(accepted).toBe(true);
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });
});
