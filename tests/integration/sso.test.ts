// Single sign-on over real HTTP: a real OpenID provider (oidc-provider, the development issuer
// of scripts/oidc-dev-issuer.mjs) in this process, the app built with OIDC_* pointing at it, and
// a cookie jar playing the browser: start → provider login → redirect with code → callback.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevIssuer, startDevIssuer } from '../../scripts/oidc-dev-issuer.mjs';
import * as schema from '../../server/db/schema.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

/** The app's public address as the provider knows it; the test reads the code off the redirect and never follows it. */
const PUBLIC_URL = 'http://emr.example.test';
const REDIRECT_URI = `${PUBLIC_URL}/authenticate`;
const CLIENT_ID = 'emr-test';
const LABEL = 'Sign in with Acme SSO';

const NOT_LINKED = 'Your single sign-on account is not linked to an EMR user. Please contact support.';
const BAD_STATE = 'Your single sign-on request has expired or is not valid. Please start again from the sign-in page.';
const ACCESS_DENIED = 'Single sign-on was cancelled or access was denied by your identity provider.';
const ME = '{ me { id email } }';

/** Cookies per origin, by name (paths ignored: each side here has few, distinct cookies). */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();
  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(origin, jar);
  }
  header(url: string): string {
    return [...(this.jars.get(new URL(url).origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).origin)?.get(name);
  }
  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.jars.set(origin, jar);
  }
}

/** A browser-like request: the jar's cookies go along, the answer's cookies are kept, redirects are not followed. */
async function visit(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
  });
  jar.store(url, response);
  return response;
}

const location = (response: Response, base: string): string => {
  const to = response.headers.get('location');
  if (!to) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(to, base).href;
};

/** Up to the provider's login form (or straight back when the provider needs no login). */
async function startAtApp(s: TestServer, jar: CookieJar): Promise<string> {
  const start = await visit(jar, `${s.baseUrl}/api/auth/sso/start`);
  expect(start.status).toBe(302);
  return location(start, s.baseUrl);
}

/**
 * Follows the provider's redirects from `url`, submitting its login form as `login`, until it
 * sends the browser back to the app's /authenticate; returns that callback's query.
 */
async function throughProvider(jar: CookieJar, url: string, login: string, action: 'login' | 'abort' = 'login') {
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT_URI)) return Object.fromEntries(new URL(next).searchParams);
    const response = await visit(jar, next);
    if (response.status >= 300 && response.status < 400) {
      next = location(response, next);
      continue;
    }
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="login"');
    const interaction = new URL(next);
    if (action === 'abort') {
      next = `${interaction.origin}${interaction.pathname}/abort`;
      continue;
    }
    const submitted = await visit(jar, next, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
    });
    next = location(submitted, next);
  }
  throw new Error('the provider never redirected back to the app');
}

const postCallback = (s: TestServer, jar: CookieJar, params: Record<string, string>) =>
  visit(jar, `${s.baseUrl}/api/auth/sso/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });

/** The whole flow as `login`; returns the callback's answer and the jar. */
async function ssoSignIn(s: TestServer, login: string) {
  const jar = new CookieJar();
  const params = await throughProvider(jar, await startAtApp(s, jar), login);
  return { jar, params, response: await postCallback(s, jar, params) };
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expiry: number;
  user: { id: string; email: string };
}

describe.each(kinds)('single sign-on on %s', (kind) => {
  let issuer: DevIssuer;
  let s: TestServer;

  beforeAll(async () => {
    issuer = await startDevIssuer({ port: 0, redirectUris: [REDIRECT_URI], clientId: CLIENT_ID });
    s = await startServer(kind, {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_LABEL: LABEL, PUBLIC_URL: PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await s?.close();
    await issuer?.close();
  });

  it('GET /api/config offers single sign-on with its label', async () => {
    const body = (await (await s.fetch('/api/config')).json()) as { sso: unknown; auth: { ssoEnabled: boolean } };
    expect(body.sso).toEqual({ enabled: true, label: LABEL });
    expect(body.auth.ssoEnabled).toBe(true);
  });

  it('start redirects to the provider with PKCE (S256), state and nonce kept in an encrypted HttpOnly cookie', async () => {
    const jar = new CookieJar();
    const start = await visit(jar, `${s.baseUrl}/api/auth/sso/start`);
    expect(start.status).toBe(302);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const to = new URL(location(start, s.baseUrl));
    expect(to.origin).toBe(issuer.issuer);
    const q = to.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = q.get('state');
    const nonce = q.get('nonce');
    expect(state).toBeTruthy();
    expect(nonce).toBeTruthy();

    const [cookie] = start.headers.getSetCookie();
    expect(cookie).toMatch(/^emr_sso=[^;]+; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // Encrypted: neither the state nor the nonce can be read from it.
    const sealed = jar.get(s.baseUrl, 'emr_sso') ?? '';
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed).not.toContain(state);
    expect(Buffer.from(sealed.replaceAll('.', ''), 'base64url').toString('latin1')).not.toContain(state);
  });

  it('signs in through the provider: tokens like a password sign-in, cookie cleared, then /graphql and /refreshToken', async () => {
    const { jar, params, response } = await ssoSignIn(s, 'clinician@demo.test');
    expect(params.code).toBeTruthy();
    expect(params.iss).toBe(issuer.issuer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie().join()).toMatch(/emr_sso=; Path=\/api\/auth\/sso; Max-Age=0/);
    expect(jar.get(s.baseUrl, 'emr_sso')).toBeUndefined();
    const tokens = (await response.json()) as Tokens;

    const password = (await (await s.signIn('clinician@demo.test')).json()) as Tokens;
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(password).sort());
    expect(tokens.user).toEqual(password.user);
    expect(tokens.user.id).toBe(s.user('clinician').id);

    // Audited as a single sign-on, not a password sign-in.
    const events = await s.db
      .select()
      .from(schema.authEvents)
      .where(and(eq(schema.authEvents.kind, 'sso-sign-in'), eq(schema.authEvents.userId, tokens.user.id)));
    expect(events.length).toBeGreaterThanOrEqual(1);

    const me = await s.gql<{ me: { id: string; email: string } }>(ME, undefined, tokens.access_token);
    expect(me.body.data?.me).toEqual({ id: s.user('clinician').id, email: 'clinician@demo.test' });

    // SPEC §7: the session refreshes with our own refresh token, as after a password sign-in.
    const refreshed = await s.fetch('/refreshToken', { headers: { refreshToken: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await s.gql(ME, undefined, next.access_token)).body.data).toBeTruthy();
  });

  it('matches the e-mail case-insensitively', async () => {
    const { response } = await ssoSignIn(s, 'Clinician@Demo.TEST');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Tokens).user.id).toBe(s.user('clinician').id);
  });

  it('refuses a replayed callback: the code is single use', async () => {
    const jar = new CookieJar();
    const params = await throughProvider(jar, await startAtApp(s, jar), 'clinician@demo.test');
    const sealed = jar.get(s.baseUrl, 'emr_sso') ?? '';
    expect((await postCallback(s, jar, params)).status).toBe(200);
    jar.set(s.baseUrl, 'emr_sso', sealed);
    const replay = await postCallback(s, jar, params);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toMatch(/already used or has expired/);
  });

  it('refuses a wrong state', async () => {
    const jar = new CookieJar();
    const params = await throughProvider(jar, await startAtApp(s, jar), 'clinician@demo.test');
    const res = await postCallback(s, jar, { ...params, state: 'not-the-state-we-sent' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BAD_USER_INPUT', message: BAD_STATE });
  });

  it('refuses a tampered or missing cookie', async () => {
    const jar = new CookieJar();
    const params = await throughProvider(jar, await startAtApp(s, jar), 'clinician@demo.test');
    // One character of the ciphertext (JWE part 4; the tag's last character may carry only padding bits).
    const parts = (jar.get(s.baseUrl, 'emr_sso') ?? '').split('.');
    const ciphertext = parts[3] ?? '';
    parts[3] = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    jar.set(s.baseUrl, 'emr_sso', parts.join('.'));
    const tampered = await postCallback(s, jar, params);
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toBe(BAD_STATE);

    const noCookie = await postCallback(s, new CookieJar(), params);
    expect(noCookie.status).toBe(400);
    expect(((await noCookie.json()) as { message: string }).message).toBe(BAD_STATE);
  });

  it('refuses an e-mail with no EMR user, and an inactive user, with the same clear words', async () => {
    const unknown = await ssoSignIn(s, 'stranger@elsewhere.test');
    expect(unknown.response.status).toBe(403);
    expect(await unknown.response.json()).toEqual({ code: 'FORBIDDEN', message: NOT_LINKED });

    await s.addUser({ key: 'gone', email: 'gone@fixture.test', status: 'inactive' });
    const inactive = await ssoSignIn(s, 'gone@fixture.test');
    expect(inactive.response.status).toBe(403);
    expect(((await inactive.response.json()) as { message: string }).message).toBe(NOT_LINKED);
  });

  it("shows the provider's error (access_denied), never a 500", async () => {
    const jar = new CookieJar();
    const params = await throughProvider(jar, await startAtApp(s, jar), '', 'abort');
    expect(params.error).toBe('access_denied');
    const res = await postCallback(s, jar, params);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(`${ACCESS_DENIED} End-User aborted interaction`);

    // A crafted error link (no sign-in of ours pending) shows our words only, not its text.
    const crafted = await postCallback(s, new CookieJar(), { error: 'access_denied', error_description: 'Call 555-0100 now', state: 'x' });
    expect(crafted.status).toBe(400);
    expect(((await crafted.json()) as { message: string }).message).toBe(ACCESS_DENIED);
    const odd = await postCallback(s, new CookieJar(), { error: 'interaction_required<script>' });
    expect(((await odd.json()) as { message: string }).message).toBe(
      'Your identity provider refused the sign-in (interaction_requiredscript).',
    );
  });

  it('refuses a malformed callback body with a 400', async () => {
    const res = await s.fetch('/api/auth/sso/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 42, state: ['a'] }),
    });
    expect(res.status).toBe(400);
  });
});

describe('single sign-on with a confidential client', () => {
  let issuer: DevIssuer;
  let s: TestServer;
  beforeAll(async () => {
    issuer = await startDevIssuer({ port: 0, redirectUris: [REDIRECT_URI], clientId: 'emr-confidential', clientSecret: 'a-client-secret' });
    s = await startServer('pglite', {
      env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'emr-confidential', OIDC_CLIENT_SECRET: 'a-client-secret', PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await s?.close();
    await issuer?.close();
  });

  it('authenticates to the token endpoint with its secret (and still uses PKCE)', async () => {
    const jar = new CookieJar();
    const to = new URL(await startAtApp(s, jar));
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    const params = await throughProvider(jar, to.href, 'admin@demo.test');
    const res = await postCallback(s, jar, params);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Tokens).user.email).toBe('admin@demo.test');
  });
});

describe('single sign-on switched off or unreachable', () => {
  let off: TestServer;
  let down: TestServer;
  beforeAll(async () => {
    off = await startServer('pglite');
    // Nothing listens on port 9 (discard) here: discovery fails.
    down = await startServer('pglite', { env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'emr' } });
  });
  afterAll(async () => {
    await off?.close();
    await down?.close();
  });

  it('without OIDC_ISSUER: /api/config says off, and the SSO endpoints answer 404 with a clear message', async () => {
    const config = (await (await off.fetch('/api/config')).json()) as { sso: unknown };
    expect(config.sso).toEqual({ enabled: false, label: 'Sign in with single sign-on' });
    const start = await off.fetch('/api/auth/sso/start', { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect(await start.json()).toEqual({ code: 'NOT_FOUND', message: 'Single sign-on is not configured on this server.' });
    const callback = await off.fetch('/api/auth/sso/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'c', state: 's' }),
    });
    expect(callback.status).toBe(404);
  });

  it('with the provider down: start sends the browser to the landing page with the reason, not a 500', async () => {
    const start = await down.fetch('/api/auth/sso/start', { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/authenticate?error=temporarily_unavailable');
    const callback = await down.fetch('/api/auth/sso/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'temporarily_unavailable' }),
    });
    expect(callback.status).toBe(400);
    expect(((await callback.json()) as { message: string }).message).toMatch(/could not be reached/);
  });
});
