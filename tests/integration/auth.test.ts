// Sign-in, refresh-token rotation, sign-out, deactivation and the sign-in rate limit, over HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expiry: number;
  user: { id: string; email: string; roles: string[]; permissions: string[]; hasPin: boolean };
}

const refresh = (s: TestServer, token: string | undefined) =>
  s.fetch('/refreshToken', { headers: token === undefined ? {} : { refreshToken: token } });

const signInTokens = async (s: TestServer, email: string): Promise<Tokens> => {
  const res = await s.signIn(email);
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
};

const decodeJwt = (jwt: string): Record<string, unknown> => {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
};

const ME = '{ me { id email } }';

/** The configured access-token lifetime; the issue time is whole seconds, so one less is fine too. */
const TTL = loadConfig({}).accessTokenTtlSeconds;
const expectExpiry = (expiry: number) => {
  expect(expiry).toBeGreaterThanOrEqual(TTL - 1);
  expect(expiry).toBeLessThanOrEqual(TTL);
};

describe.each(kinds)('auth on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('signs in with the right password and returns the session', async () => {
    const admin = s.user('admin');
    const res = await s.signIn(admin.email);
    expect(res.status).toBe(200);
    const text = await res.text();
    // No secret of the account ever leaves the server.
    expect(text).not.toMatch(/argon2|password_?hash|pin_?hash/i);
    const body = JSON.parse(text) as Tokens;
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.id_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(32);
    expectExpiry(body.expiry);
    expect(body.user).toMatchObject({ id: admin.id, email: admin.email, roles: admin.roles, permissions: admin.permissions, hasPin: true });
    expect(decodeJwt(body.id_token)).toMatchObject({ sub: admin.id, email: admin.email, typ: 'id', has_pin: true });
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: admin.id, typ: 'access' });

    const me = await s.gql<{ me: { id: string; email: string } }>(ME, undefined, body.access_token);
    expect(me.body.data?.me).toEqual({ id: admin.id, email: admin.email });
  });

  it('matches the email case-insensitively and trims it', async () => {
    const res = await s.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `  ${s.user('clinician').email.toUpperCase()} `, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Tokens).user.id).toBe(s.user('clinician').id);
  });

  it('refuses a wrong password and an unknown email with the same words', async () => {
    const wrong = await s.signIn(s.user('admin').email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Incorrect username or password.' });

    const unknown = await s.signIn('nobody-here@demo.test');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Incorrect username or password.' });
  });

  it.each([
    ['empty', { email: '', password: 'x' }],
    ['blank', { email: '   ', password: 'x' }],
    ['not text', { email: 42, password: 'x' }],
  ])('asks for the email when it is %s', async (_name, body) => {
    const res = await s.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter email id to continue', field: 'email' });
  });

  // BUG (server/modules/identity/auth-service.ts SignInInput): a body without the email key gets
  // valibot's own words 'Invalid key: Expected "email" but received undefined' instead of
  // SPEC §8 'Please enter email id to continue' (v.object reports the missing key itself).
  it('asks for the email when the key is missing', async () => {
    const res = await s.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter email id to continue' });
  });

  it('asks for the password when it is empty', async () => {
    const res = await s.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: s.user('admin').email, password: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This field is required', field: 'password' });
  });

  it('rotates the refresh token; reuse of a rotated one revokes the whole family', async () => {
    const first = await signInTokens(s, s.user('coordinator').email);
    const other = await signInTokens(s, s.user('coordinator').email);

    const r1 = await refresh(s, first.refresh_token);
    expect(r1.status).toBe(200);
    expect(r1.headers.get('cache-control')).toBe('no-store');
    const second = (await r1.json()) as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expectExpiry(second.expiry);
    expect((await s.gql(ME, undefined, second.access_token)).body.data).toEqual({
      me: { id: s.user('coordinator').id, email: s.user('coordinator').email },
    });

    // The new one works (and rotates again).
    const r2 = await refresh(s, second.refresh_token);
    expect(r2.status).toBe(200);
    const third = (await r2.json()) as Tokens;

    // The old one is refused...
    const replay = await refresh(s, first.refresh_token);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // ...and that replay revoked the family: the newest token is refused too.
    const afterReplay = await refresh(s, third.refresh_token);
    expect(afterReplay.status).toBe(401);

    // Another session of the same user is another family, untouched.
    expect((await refresh(s, other.refresh_token)).status).toBe(200);
  });

  it('refuses a missing, unknown or oversized refresh token', async () => {
    for (const token of [undefined, 'not-a-token', 'x'.repeat(500)]) {
      const res = await refresh(s, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('sign-out revokes the refresh token', async () => {
    const session = await signInTokens(s, s.user('pcc').email);
    const out = await s.fetch('/api/auth/sign-out', { method: 'POST', headers: { refreshToken: session.refresh_token } });
    expect(out.status).toBe(204);
    expect((await refresh(s, session.refresh_token)).status).toBe(401);
  });

  it('a deactivated user is locked out at once and can come back when reactivated', async () => {
    const leaver = await s.addUser({ key: 'leaver', permissions: ['patient'], roles: ['staff'], jobFunctions: ['clin'] });
    const session = await signInTokens(s, leaver.email);
    expect((await s.gql(ME, undefined, session.access_token)).body.data).toEqual({ me: { id: leaver.id, email: leaver.email } });

    const admin = await s.token('admin');
    const deactivated = await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: leaver.id }, admin);
    expect(deactivated.body).toEqual({ data: { deactivateUser: leaver.id } });

    const me = await s.gql(ME, undefined, session.access_token);
    expect(me.status).toBe(401);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refresh(s, session.refresh_token)).status).toBe(401);
    const again = await s.signIn(leaver.email);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'FORBIDDEN' });

    const reactivated = await s.gql('mutation($id: ID!) { reactivateUser(id: $id) }', { id: leaver.id }, admin);
    expect(reactivated.body).toEqual({ data: { reactivateUser: leaver.id } });
    const back = await signInTokens(s, leaver.email);
    expect((await s.gql(ME, undefined, back.access_token)).body.data).toEqual({ me: { id: leaver.id, email: leaver.email } });
  });

  it('an administrator cannot deactivate their own account', async () => {
    const res = await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: s.user('admin').id }, await s.token('admin'));
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await s.gql(ME, undefined, await s.token('admin'))).body.data?.me).toBeTruthy();
  });
});

describe.each(kinds)('sign-in rate limit on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { env: { SIGN_IN_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  // The tests of this block run in order on one server: the first spends this address's budget.
  it('answers 429 after SIGN_IN_RATE_LIMIT attempts, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await s.signIn(s.user('admin').email, 'wrong-password')).status).toBe(401);
    const limited = await s.signIn(s.user('admin').email);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { code: string; message: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  // BUG (server/app.ts `trustProxy: true`): request.ip is taken from the client's own
  // X-Forwarded-For, so the same client, already limited above, gets a fresh budget for every
  // made-up address it sends.
  it('still limits that client when it sends a different X-Forwarded-For on every attempt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await s.fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: s.user('admin').email, password: 'guess' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([429, 429, 429, 429]);
  });
});
