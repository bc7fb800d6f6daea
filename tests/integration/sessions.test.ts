// Sessions end at once (SPEC §4 auth states and screen lock; DESIGN §5): every sign-in is an
// auth_session that its access tokens name, so sign-out, a password change (the other sign-ins),
// deactivation and refresh-token reuse refuse the very next request; a sign-in has an absolute
// end no refresh passes; a session the device locked refuses refresh and access until the PIN
// is given to the server. Subscriptions re-check the socket's user and session at connection_init
// and at every event.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashSecret } from '../../server/auth/passwords.ts';
import { createTokenIssuer } from '../../server/auth/tokens.ts';
import { DEV_SECRET } from '../../server/config.ts';
import * as schema from '../../server/db/schema.ts';
import { REFRESH_RETRY_GRACE_MS } from '../../server/modules/identity/auth-service.ts';
import { CHANGE_PASSWORD, postJson, refresh, type Session, signInSession } from './account-fixtures.ts';
import { type FixtureUser, kinds, startServer, subscribe, type TestServer } from './harness.ts';
import { type NotificationEvent, publishNotification, untilLive } from './notification-probe.ts';

const MAX_SECONDS = 3600;
const PIN = '135792';
const HOUR = 3_600_000;
const ME = '{ me { id } }';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid?: string; exp: number };

async function sessionRow(s: TestServer, id: string) {
  const [row] = await s.db.select().from(schema.authSessions).where(eq(schema.authSessions.id, id));
  if (!row) throw new Error(`no session ${id}`);
  return row;
}

const meStatus = async (s: TestServer, token: string) => (await s.gql(ME, undefined, token)).status;
const signOut = (s: TestServer, refreshToken: string) => s.fetch('/api/auth/sign-out', { method: 'POST', headers: { refreshToken } });
const unlockWith = (s: TestServer, headers: Record<string, string>, pin: string) =>
  s.fetch('/api/auth/unlock', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ pin }),
  });

describe.each(kinds)('sessions on %s', (kind) => {
  let s: TestServer;
  let serial = 0;
  /** A fresh user (its own sessions), with the PIN set. */
  const freshUser = async (): Promise<FixtureUser> => {
    serial += 1;
    const user = await s.addUser({ key: `session-${serial}`, roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    await s.db
      .update(schema.users)
      .set({ pinHash: await hashSecret(PIN) })
      .where(eq(schema.users.id, user.id));
    return user;
  };

  beforeAll(async () => {
    s = await startServer(kind, { env: { SESSION_MAX_SECONDS: String(MAX_SECONDS) } });
  });
  afterAll(() => s?.close());

  it('every sign-in is a session that its access tokens name, with an absolute end', async () => {
    const user = await freshUser();
    const session = await signInSession(s, user.email);
    const { sid, sub, exp } = claimsOf(session.access_token);
    expect(sub).toBe(user.id);
    const row = await sessionRow(s, sid ?? '');
    expect(row).toMatchObject({ userId: user.id, endedAt: null, lockedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(MAX_SECONDS * 1000);
    expect(exp * 1000).toBeLessThanOrEqual(row.expiresAt.getTime());
  });

  it('a token naming no session, or a session of someone else, is refused', async () => {
    const user = await freshUser();
    const other = await signInSession(s, (await freshUser()).email);
    const issuer = createTokenIssuer(DEV_SECRET, 900);
    const sessionUser = { ...user, userType: 'internal' as const, practitionerId: null, hasPin: true };
    expect(await meStatus(s, (await issuer.issue(sessionUser)).accessToken)).toBe(401);
    const borrowed = { id: claimsOf(other.access_token).sid ?? '', expiresAt: new Date(Date.now() + HOUR) };
    expect(await meStatus(s, (await issuer.issue(sessionUser, new Date(), borrowed)).accessToken)).toBe(401);
  });

  it('sign-out ends the access token at once, not at its expiry', async () => {
    const user = await freshUser();
    const session = await signInSession(s, user.email);
    expect(await meStatus(s, session.access_token)).toBe(200);
    expect((await signOut(s, session.refresh_token)).status).toBe(204);
    const res = await s.gql(ME, undefined, session.access_token);
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refresh(s, session.refresh_token)).status).toBe(401);
    expect(await sessionRow(s, claimsOf(session.access_token).sid ?? '')).toMatchObject({ endedReason: 'sign-out' });
  });

  it("a password change ends the user's other sessions and keeps the caller's", async () => {
    const user = await freshUser();
    const here = await signInSession(s, user.email);
    const elsewhere = await signInSession(s, user.email);
    const res = await s.gql(CHANGE_PASSWORD, { current: 'Demo!2026pass', next: 'Fresh!Start2026' }, here.access_token);
    expect(res.body).toEqual({ data: { changePassword: true } });

    expect(await meStatus(s, elsewhere.access_token)).toBe(401);
    expect((await refresh(s, elsewhere.refresh_token)).status).toBe(401);
    expect(await sessionRow(s, claimsOf(elsewhere.access_token).sid ?? '')).toMatchObject({ endedReason: 'password-change' });

    expect(await meStatus(s, here.access_token)).toBe(200);
    const renewed = await refresh(s, here.refresh_token);
    expect(renewed.status).toBe(200);
    expect(await meStatus(s, ((await renewed.json()) as Session).access_token)).toBe(200);
  });

  it('deactivation ends every session at once', async () => {
    const user = await freshUser();
    const a = await signInSession(s, user.email);
    const b = await signInSession(s, user.email);
    const admin = await s.token('admin');
    expect((await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: user.id }, admin)).body).toEqual({
      data: { deactivateUser: user.id },
    });
    for (const session of [a, b]) {
      expect(await meStatus(s, session.access_token)).toBe(401);
      expect(await sessionRow(s, claimsOf(session.access_token).sid ?? '')).toMatchObject({ endedReason: 'deactivated' });
    }
    // Reactivated, the old sessions stay over.
    await s.gql('mutation($id: ID!) { reactivateUser(id: $id) }', { id: user.id }, admin);
    expect(await meStatus(s, a.access_token)).toBe(401);
  });

  it('refresh-token reuse ends the session: the thief’s and the owner’s access tokens both stop', async () => {
    const user = await freshUser();
    const first = await signInSession(s, user.email);
    const rotated = (await (await refresh(s, first.refresh_token)).json()) as Session;
    // The owner has received and used the replacement: the first token presented again is a theft.
    const owner = (await (await refresh(s, rotated.refresh_token)).json()) as Session;
    expect(await meStatus(s, owner.access_token)).toBe(200);
    expect((await refresh(s, first.refresh_token)).status).toBe(401);
    expect(await meStatus(s, owner.access_token)).toBe(401);
    expect(await meStatus(s, first.access_token)).toBe(401);
    expect(await sessionRow(s, claimsOf(first.access_token).sid ?? '')).toMatchObject({ endedReason: 'refresh-reuse' });
  });

  it('a refresh whose answer was lost: the same token again at once is a retry, later it is reuse', async () => {
    const user = await freshUser();
    const first = await signInSession(s, user.email);
    // The answer to this refresh never reaches the device (a reload, a dropped connection)...
    expect((await refresh(s, first.refresh_token)).status).toBe(200);
    // ...which asks again with the token it still holds: the session goes on.
    const retried = await refresh(s, first.refresh_token);
    expect(retried.status).toBe(200);
    const kept = (await retried.json()) as Session;
    expect(await meStatus(s, kept.access_token)).toBe(200);
    const next = (await (await refresh(s, kept.refresh_token)).json()) as Session;
    expect(await meStatus(s, next.access_token)).toBe(200);
    expect(await sessionRow(s, claimsOf(first.access_token).sid ?? '')).toMatchObject({ endedAt: null });

    // Past the grace, the same lost-answer token is reuse: the session ends.
    const other = await signInSession(s, user.email);
    expect((await refresh(s, other.refresh_token)).status).toBe(200);
    const late = new Date(Date.now() + REFRESH_RETRY_GRACE_MS + 1000);
    await expect(s.built.services.auth.refresh(other.refresh_token, { now: late })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sessionRow(s, claimsOf(other.access_token).sid ?? '')).toMatchObject({ endedReason: 'refresh-reuse' });
  });

  it('no refresh goes past the absolute end (SESSION_MAX_SECONDS)', async () => {
    const user = await freshUser();
    const [row] = await s.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    if (!row) throw new Error('no user row');
    const auth = s.built.services.auth;
    const start = new Date(Date.now() - (MAX_SECONDS - 100) * 1000);
    const session = await auth.startSession(row, start);
    const sid = claimsOf(session.access_token).sid ?? '';
    const end = (await sessionRow(s, sid)).expiresAt.getTime();
    expect(end).toBe(start.getTime() + MAX_SECONDS * 1000);

    // 100 s are left: a refresh now gets tokens that end with the session, not an hour later.
    const renewed = await refresh(s, session.refresh_token);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as Session;
    expect(next.expiry).toBeLessThanOrEqual(100);
    expect(claimsOf(next.access_token).exp * 1000).toBeLessThanOrEqual(end);
    const tokens = await s.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.familyId, sid));
    expect(tokens.every((t) => t.expiresAt.getTime() <= end)).toBe(true);

    // Past the end (an injected clock): refused, the session is over, and its access token too.
    const later = new Date(end + 1000);
    await expect(auth.refresh(next.refresh_token, { now: later })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sessionRow(s, sid)).toMatchObject({ endedReason: 'expired' });
    expect(await auth.authenticate(next.access_token, { now: later })).toBeNull();
    expect(await meStatus(s, next.access_token)).toBe(401);
  });

  describe('a locked session', () => {
    const lockAt = (session: Session, at: Date, kinds: string[] = ['lock']) =>
      postJson(
        s,
        '/api/auth/audit',
        { events: kinds.map((k, i) => ({ kind: k, at: new Date(at.getTime() + i).toISOString() })) },
        session.access_token,
      );

    it('refuses refresh (403) and access until the PIN is given to the server', async () => {
      const user = await freshUser();
      const session = await signInSession(s, user.email);
      expect((await lockAt(session, new Date())).status).toBe(200);
      expect((await sessionRow(s, claimsOf(session.access_token).sid ?? '')).lockedAt).not.toBeNull();

      const refused = await refresh(s, session.refresh_token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'SESSION_LOCKED', message: 'Please verify your PIN' });
      expect(await meStatus(s, session.access_token)).toBe(401);
      // The device's own report still goes through while locked.
      expect((await lockAt(session, new Date(), ['unlock-failed'])).status).toBe(200);

      // The unlock takes the refresh token (the access token may have expired offline).
      const wrong = await unlockWith(s, { refreshToken: session.refresh_token }, '246801');
      expect(wrong.status).toBe(403);
      expect((await refresh(s, session.refresh_token)).status).toBe(403);
      expect((await unlockWith(s, { refreshToken: session.refresh_token }, PIN)).status).toBe(204);

      expect(await meStatus(s, session.access_token)).toBe(200);
      const renewed = await refresh(s, session.refresh_token);
      expect(renewed.status).toBe(200);
      expect(await meStatus(s, ((await renewed.json()) as Session).access_token)).toBe(200);
    });

    it('a report that ends unlocked locks nothing (a device unlock is no proof of the PIN, but opens nothing either)', async () => {
      const user = await freshUser();
      const session = await signInSession(s, user.email);
      expect((await lockAt(session, new Date(Date.now() - 60_000), ['lock', 'unlock'])).status).toBe(200);
      await expect((await refresh(s, session.refresh_token)).status).toBe(200);
    });

    it('a user without a PIN is never locked (there would be no way back)', async () => {
      const user = await s.addUser({ key: 'no-pin', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      const session = await signInSession(s, user.email);
      expect((await lockAt(session, new Date())).status).toBe(200);
      expect((await refresh(s, session.refresh_token)).status).toBe(200);
    });
  });
});

type Event = NotificationEvent;
const SUB = 'subscription { onNotificationAdded { _id } }';

/** The raw protocol: what the server answers a connection_init with, and whether it closed. */
function connectionInit(url: string, payload: Record<string, unknown>): Promise<{ messages: string[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    const messages: string[] = [];
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ messages, closed: false });
    }, 5000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('message', (data) => {
      messages.push((JSON.parse(String(data)) as { type: string }).type);
      if (messages.includes('connection_ack')) socket.close();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ messages, closed: true });
    });
    socket.on('error', reject);
  });
}

describe.each(kinds)('subscriptions re-check the user on %s', (kind) => {
  let s: TestServer;
  let serial = 0;
  const listener = async () => {
    serial += 1;
    return s.addUser({ key: `listener-${serial}`, roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('an anonymous or refused socket is closed at connection_init', async () => {
    for (const payload of [{}, { authorization: 'Bearer not-a-token-at-all' }]) {
      const answer = await connectionInit(s.wsUrl, payload);
      expect(answer.closed).toBe(true);
      expect(answer.messages).not.toContain('connection_ack');
    }
    const token = await s.token('clinician');
    const accepted = await connectionInit(s.wsUrl, { authorization: `Bearer ${token}` });
    expect(accepted.messages).toContain('connection_ack');
  });

  /** A live subscription of a fresh user; `end` takes their access away; the next event must not arrive. */
  async function expectClosedAfter(
    end: (user: FixtureUser, session: Session) => Promise<void>,
    token?: (session: Session) => Promise<string>,
  ) {
    const user = await listener();
    const session = await signInSession(s, user.email);
    const client = s.ws(token ? await token(session) : session.access_token);
    try {
      const sub = subscribe<Event>(client, SUB);
      await untilLive(s, user.id, sub);
      const heard = sub.events.length;
      await end(user, session);
      await publishNotification(s, user.id, 'after');
      await sub.waitFor((_events, errors) => errors.length > 0 || sub.completed());
      expect(sub.events.slice(heard).map((e) => e.data?.onNotificationAdded?._id)).not.toContain('after');
    } finally {
      await client.dispose();
    }
  }

  it('deactivation: the next event closes the socket and is not delivered', async () => {
    const admin = await s.token('admin');
    await expectClosedAfter(async (user) => {
      await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: user.id }, admin);
    });
  });

  it('sign-out: the same', async () => {
    await expectClosedAfter(async (_user, session) => {
      await signOut(s, session.refresh_token);
    });
  });

  it('an access token that expires while the socket is open: the same', async () => {
    const issuer = createTokenIssuer(DEV_SECRET, 4);
    let exp = 0;
    await expectClosedAfter(
      async () => {
        // The token's own clock: wait until it has expired.
        while (Date.now() < exp * 1000 + 50) await new Promise((resolve) => setTimeout(resolve, 50));
      },
      async (session) => {
        const claims = claimsOf(session.access_token);
        const short = await issuer.issue(
          {
            ...session.user,
            givenName: '',
            familyName: '',
            userType: 'internal',
            roles: [],
            jobFunctions: [],
            permissions: [],
            practitionerId: null,
          },
          new Date(),
          { id: claims.sid ?? '', expiresAt: new Date(Date.now() + HOUR) },
        );
        exp = claimsOf(short.accessToken).exp;
        return short.accessToken;
      },
    );
  });
});
