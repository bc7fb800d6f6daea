// The auth audit trail (issue 5): a row for every kind of auth event, the AuthEvents query, and
// POST /api/auth/audit (what a device saw offline) with its checks.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { AUTH_EVENT_KINDS } from '../../server/modules/identity/auth-event-repository.ts';
import {
  AUTH_EVENTS,
  CHANGE_PASSWORD,
  CONFIRM_PASSWORD_CHANGE,
  postJson,
  RESET_PIN,
  refresh,
  SEND_PIN_CODE,
  type Session,
  signInSession,
  UPSERT_PIN,
  userRow,
  VALIDATE_PIN_CODE,
} from './account-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

interface AuthEvent {
  id: string;
  at: string;
  kind: string;
  userId: string | null;
  email: string | null;
  address: string | null;
  detail: string | null;
}

const eventsOf = async (s: TestServer, variables: Record<string, unknown>, token?: string) =>
  (await s.gql<{ AuthEvents: AuthEvent[] }>(AUTH_EVENTS, variables, token ?? (await s.token('admin')))).body;

describe.each(kinds)('auth audit trail on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('records every kind of auth event, with the address, newest first in AuthEvents', async () => {
    const user = await s.addUser({
      key: 'audited',
      email: 'audited@demo.test',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
    });
    const gql = (query: string, variables: Record<string, unknown>, token: string) => s.gql(query, variables, token);

    // sign-in-failed ×5 → lockout; the lock is lifted below by a password reset.
    for (let i = 0; i < 5; i++) await s.signIn(user.email, 'Wrong!guess2026');
    await postJson(s, '/api/auth/password-reset/code', { email: user.email }); // code-sent
    const resetCode = s.latestCode(user.email);
    await postJson(s, '/api/auth/password-reset/verify', { email: user.email, code: resetCode === '000000' ? '000001' : '000000' }); // code-failed
    const password = 'Audit!Trail2026';
    await gql(CONFIRM_PASSWORD_CHANGE, { email: user.email, code: resetCode, password }, ''); // password-reset

    const first = await signInSession(s, user.email, password); // sign-in
    await gql(CHANGE_PASSWORD, { current: password, next: 'Audit!Trail2027' }, first.access_token); // password-change
    await gql(SEND_PIN_CODE, {}, first.access_token); // code-sent
    const pinCode = s.latestCode(user.email);
    await gql(VALIDATE_PIN_CODE, { code: pinCode }, first.access_token);
    await gql(UPSERT_PIN, { userPin: { pin: '135792', confirmPin: '135792', verificationCode: pinCode } }, first.access_token); // pin-change
    await postJson(s, '/api/auth/unlock', { pin: '000000' }, first.access_token); // unlock-failed
    await postJson(s, '/api/auth/unlock', { pin: '135792' }, first.access_token); // unlock
    const second = (await (await refresh(s, first.refresh_token)).json()) as Session;
    await refresh(s, second.refresh_token); // the replacement used: presenting the first again is reuse
    await refresh(s, first.refresh_token); // refresh-reuse
    await s.fetch('/api/auth/sign-out', { method: 'POST', headers: { refreshToken: second.refresh_token } }); // sign-out
    await s.built.services.auth.startSession(await userRow(s, user.id), { method: 'sso', address: '192.0.2.9' }); // sso-sign-in
    await gql(RESET_PIN, { email: user.email }, await s.token('admin')); // pin-reset

    const body = await eventsOf(s, { userId: user.id, first: 200 });
    expect(body.errors).toBeUndefined();
    const events = body.data?.AuthEvents ?? [];
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(AUTH_EVENT_KINDS));
    for (const e of events) {
      expect(e.userId).toBe(user.id);
      expect(e.address).toBe(e.kind === 'sso-sign-in' ? '192.0.2.9' : '127.0.0.1');
    }
    // Newest first: the PIN reset was last, the first failed sign-in first.
    expect(events[0]?.kind).toBe('pin-reset');
    expect(events.at(-1)?.kind).toBe('sign-in-failed');
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Secrets never reach the trail.
    expect(JSON.stringify(events)).not.toMatch(/135792|Audit!Trail|argon2/);
  });

  it('AuthEvents: first is 1-200 (default 50), userId must be an id, security permission only', async () => {
    const all = await eventsOf(s, {});
    expect(all.data?.AuthEvents.length).toBeGreaterThan(0);
    expect(all.data?.AuthEvents.length).toBeLessThanOrEqual(50);
    expect((await eventsOf(s, { first: 1 })).data?.AuthEvents).toHaveLength(1);
    for (const first of [0, 201, -1]) {
      const res = await eventsOf(s, { first });
      expect(res.errors?.[0]).toMatchObject({
        message: 'first must be between 1 and 200',
        extensions: { code: 'BAD_USER_INPUT', field: 'first' },
      });
    }
    const bad = await eventsOf(s, { userId: 'nope' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
    const clinician = await eventsOf(s, {}, await s.token('clinician'));
    expect(clinician.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe.each(kinds)('POST /api/auth/audit on %s', (kind) => {
  let s: TestServer;
  let token: string;
  const report = (body: unknown, bearer = token) => postJson(s, '/api/auth/audit', body, bearer);
  const stored = async () => (await s.db.select({ n: count() }).from(schema.authEvents))[0]?.n ?? 0;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  beforeAll(async () => {
    s = await startServer(kind);
    token = await s.token('clinician');
  });
  afterAll(() => s?.close());

  it('stores what the device reports, as reported by device', async () => {
    const events = [
      { kind: 'lock', at: ago(3_600_000) },
      { kind: 'unlock-failed', at: ago(3_000_000) },
      { kind: 'unlock', at: ago(2_900_000) },
      { kind: 'idle-logout', at: ago(60_000) },
    ];
    const res = await report({ events });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: 4, skipped: [] });
    const body = await eventsOf(s, { userId: s.user('clinician').id });
    const device = (body.data?.AuthEvents ?? []).filter((e) => e.detail === 'reported by device');
    expect(device.map((e) => [e.kind, e.at])).toEqual([...events].reverse().map((e) => [e.kind, e.at]));
    expect(device.every((e) => e.address === '127.0.0.1' && e.email === s.user('clinician').email)).toBe(true);
  });

  it('skips events older than 30 days or in the future, and says which', async () => {
    const res = await report({
      events: [
        { kind: 'lock', at: ago(31 * 86_400_000) },
        { kind: 'lock', at: ago(-3_600_000) },
        { kind: 'lock', at: ago(29 * 86_400_000) },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      recorded: 1,
      skipped: [
        { index: 0, reason: 'at is more than 30 days ago' },
        { index: 1, reason: 'at is in the future' },
      ],
    });
  });

  it.each([
    ['no events key', {}, 'events must be a list', undefined],
    ['an empty list', { events: [] }, 'events must not be empty', 'events'],
    [
      '51 events',
      { events: Array.from({ length: 51 }, () => ({ kind: 'lock', at: new Date().toISOString() })) },
      'At most 50 events can be reported at once',
      'events',
    ],
    [
      'a kind that is not whitelisted',
      { events: [{ kind: 'sign-in', at: new Date().toISOString() }] },
      'kind must be one of unlock, unlock-failed, lock, idle-logout',
      'events.0.kind',
    ],
    ['an at that is not a date-time', { events: [{ kind: 'lock', at: 'yesterday' }] }, 'at must be a date-time', 'events.0.at'],
    ['an event that is not an object', { events: ['lock'] }, 'Each event must be an object with kind and at', 'events.0'],
    ['a body that is a list', [{ kind: 'lock' }], 'events must be a list', undefined],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message, field) => {
    const before = await stored();
    const res = await report(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', message });
    if (field) expect(answer.field).toBe(field);
    expect(await stored()).toBe(before);
  });

  it('needs a signed-in user and a body of at most 8 KB', async () => {
    expect((await report({ events: [{ kind: 'lock', at: new Date().toISOString() }] }, 'not-a-token-at-all')).status).toBe(401);
    expect((await postJson(s, '/api/auth/audit', { events: [{ kind: 'lock', at: new Date().toISOString() }] })).status).toBe(401);
    const big = await s.postOversized('/api/auth/audit', JSON.stringify({ events: [], junk: 'x'.repeat(9000) }), {
      authorization: `Bearer ${token}`,
    });
    expect(big.status).toBe(413);
  });
});
