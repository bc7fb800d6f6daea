// The REST routes of SPEC §7 (/api/status, /api/config, /api/featureFlags), the security headers
// (WebSockets only to the app's own origin), and the static PWA with its SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { SETTING_KEYS } from '../../src/domain/settings.ts';
import { BUILD_NUMBER, DEMO_SETTINGS, kinds, startServer, type TestServer } from './harness.ts';

const wav = Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt fixture-sound', 'binary');

/** A CSP directive's sources ('connect-src' → ["'self'", …]); null when it is not there. */
const directive = (csp: string, name: string): string[] | null => {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : null;
};

/** The CSP of a GET sent with its own Host header (fetch does not let a caller set Host). */
const cspForHost = (baseUrl: string, route: string, host: string): Promise<string> =>
  new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${route}`, { headers: { host } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy'] ?? ''));
      })
      .on('error', reject);
  });

describe.each(kinds)('REST on %s', (kind) => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'emr-static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>EMR fixture shell</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'notification.wav'), wav);
    writeFileSync(path.join(dir, 'assets', 'x.js'), 'console.log("fixture asset");');
    s = await startServer(kind, { env: { STATIC_DIR: dir } });
    await s.db.insert(schema.featureFlags).values([
      { key: 'nlm-search', description: 'NLM search', defaultValue: false },
      { key: 'clinician-routing', description: 'Clinician routing', defaultValue: false },
      { key: 'route-report', description: 'Route report', defaultValue: true },
      { key: 'remove-route', description: 'Remove route', defaultValue: true },
    ]);
    await s.db.insert(schema.featureFlagOverrides).values([
      { flagKey: 'nlm-search', scope: 'role', scopeValue: 'administrator', value: true },
      { flagKey: 'clinician-routing', scope: 'jobFunction', scopeValue: 'clin', value: true },
      { flagKey: 'clinician-routing', scope: 'user', scopeValue: s.user('clinician2').id, value: false },
      { flagKey: 'route-report', scope: 'role', scopeValue: 'staff', value: false },
      { flagKey: 'route-report', scope: 'jobFunction', scopeValue: 'pons', value: true },
      { flagKey: 'route-report', scope: 'user', scopeValue: s.user('admin').id, value: false },
    ]);
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /api/status answers the build number as the web version', async () => {
    const res = await s.fetch('/api/status');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ info: { web: { version: BUILD_NUMBER } } });
  });

  it('GET /api/config has the environment, switches, idle delays and upload limits', async () => {
    const res = await s.fetch('/api/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      environment: 'dev',
      buildNumber: BUILD_NUMBER,
      graphqlPath: '/graphql',
      subscriptionPath: '/subscriptions/ws/graphql',
      upload: { maxFileSize: 1_048_000, timeoutMs: 120_000 },
      idleLogoutDelay: 5_400_000,
      idleLockDelay: 600_000,
    });
    expect(body.settings).toEqual(DEMO_SETTINGS);
    expect(Object.keys(body.settings as object).sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('GET /api/config follows stored idle delays and shows only known switches', async () => {
    await s.db.insert(schema.settings).values([
      { key: 'IdleLogoutDelay', value: '1200000' },
      { key: 'IdleLockDelay', value: '300000' },
      { key: 'InternalSecret', value: 'do-not-serve' },
    ]);
    const body = (await (await s.fetch('/api/config')).json()) as Record<string, unknown>;
    expect(body.idleLogoutDelay).toBe(1_200_000);
    expect(body.idleLockDelay).toBe(300_000);
    expect(JSON.stringify(body)).not.toContain('do-not-serve');
    expect(body.settings).toEqual(DEMO_SETTINGS);
  });

  it('GET /api/featureFlags needs a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.valid-token' }, { authorization: 'Basic abc' }]) {
      const res = await s.fetch('/api/featureFlags', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it.each([
    // admin: role override on nlm-search; user override beats the default of route-report.
    ['admin', { 'nlm-search': true, 'clinician-routing': false, 'route-report': false, 'remove-route': true }],
    // clinician: job function clin turns routing on; role staff turns route-report off.
    ['clinician', { 'nlm-search': false, 'clinician-routing': true, 'route-report': false, 'remove-route': true }],
    // clinician2: the user override beats the job function.
    ['clinician2', { 'nlm-search': false, 'clinician-routing': false, 'route-report': false, 'remove-route': true }],
    // pcc: job function pons beats role staff.
    ['pcc', { 'nlm-search': false, 'clinician-routing': false, 'route-report': true, 'remove-route': true }],
  ])('GET /api/featureFlags evaluates the flags for %s (user > job function > role > default)', async (key, expected) => {
    const res = await s.fetch('/api/featureFlags', { headers: { authorization: `Bearer ${await s.token(key)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.json()).toEqual(expected);
  });

  it.each(['/api/status', '/api/config'])('%s carries the security headers', async (route) => {
    const res = await s.fetch(route);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it("allows WebSockets to the page's own origin only, never any host (connect-src)", async () => {
    const csp = (await s.fetch('/')).headers.get('content-security-policy') ?? '';
    // The app's subscription socket (src/api/subscriptions.ts) is on the page's origin: PUBLIC_URL is
    // not set here, so it is the Host the page was asked for.
    const host = new URL(s.baseUrl).host;
    expect(directive(csp, 'connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(csp).not.toMatch(/(^|[\s;])wss?:(?=[\s;]|$)/);
    // A Host that is not a plain host name adds nothing.
    for (const forged of ['evil.example; script-src *', '*', 'a.example b.example']) {
      expect(directive(await cspForHost(s.baseUrl, '/api/status', forged), 'connect-src')).toEqual(["'self'"]);
    }
    expect(directive(await cspForHost(s.baseUrl, '/api/status', 'emr.example.org:8080'), 'connect-src')).toEqual([
      "'self'",
      'ws://emr.example.org:8080',
      'wss://emr.example.org:8080',
    ]);
  });

  it('GraphQL answers carry the security headers too', async () => {
    const res = await s.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // The static PWA and its SPA fallback (the server above serves a fixture build).
  // BUG (server/http/static-routes.ts): @fastify/static (wildcard, index: false) answers the
  // root directory itself with 403 {"code":"BAD_USER_INPUT","message":"Forbidden"}, so '/'
  // never reaches the SPA fallback; SPEC §2 '/ redirects to /sign-in' needs the app shell.
  it('GET / → 200 with the app shell', async () => {
    const res = await s.fetch('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('EMR fixture shell');
  });

  it.each(['/sign-in', '/authenticate', '/users/123/edit', '/my-schedule', '/patients/abc/demographics', '/account/pin'])(
    'GET %s → 200 with the app shell',
    async (route) => {
      const res = await s.fetch(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('EMR fixture shell');
    },
  );

  it.each(['/no/such/page', '/users/1/2/3/4'])('GET %s → 404 with the app shell (Not Found page)', async (route) => {
    const res = await s.fetch(route);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('EMR fixture shell');
  });

  it.each(['/api/nope', '/graphql/nope', '/assets/missing.js'])('GET %s → 404 JSON, never the shell', async (route) => {
    const res = await s.fetch(route);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
  });

  it('POST to an app path is a JSON 404, not the shell', async () => {
    const res = await s.fetch('/sign-in', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('GET /notification.wav serves the sound', async () => {
    const res = await s.fetch('/notification.wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^audio\//);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('GET /assets/x.js is served as immutable', async () => {
    const res = await s.fetch('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('fixture asset');
  });
});

describe.each(kinds)('the socket origin with PUBLIC_URL on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { env: { PUBLIC_URL: 'https://emr.example.org/' } });
  });
  afterAll(() => s?.close());

  it("is PUBLIC_URL's (wss for https), whatever the Host", async () => {
    const csp = (await s.fetch('/api/status')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'wss://emr.example.org']);
    expect(directive(await cspForHost(s.baseUrl, '/api/status', 'other.example'), 'connect-src')).toEqual([
      "'self'",
      'wss://emr.example.org',
    ]);
  });
});
