// Brute force (issue 5): sign-in failures lock the account (5 in 15 minutes) and the address
// (20), the right password is refused while locked, the lock ends after its time; wrong PINs on
// the lock screen are bounded and the 5th ends the session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/passwords.ts';
import * as schema from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import { auditByEmail, auditOf, postJson, refresh, signInSession } from './account-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const LOCKED = { code: 'RATE_LIMITED', message: 'Too many failed attempts. Please try again in 15 minutes.' };
const WRONG = { code: 'UNAUTHENTICATED', message: 'Incorrect username or password.' };

describe.each(kinds)('sign-in lockout per account on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('5 wrong passwords lock the account; then even the right password gets 429', async () => {
    const victim = await s.addUser({ key: 'victim', permissions: ['patient'], roles: ['staff'], jobFunctions: ['clin'] });
    for (let i = 0; i < 5; i++) {
      const res = await s.signIn(victim.email, `Wrong!pass${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      expect(await res.json()).toEqual(WRONG);
    }
    const right = await s.signIn(victim.email);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject(LOCKED);
    // Any spelling of the address is the same account.
    expect((await s.signIn(`  ${victim.email.toUpperCase()}`)).status).toBe(429);

    const events = await auditOf(s, victim.id);
    expect(events.filter((e) => e.kind === 'sign-in-failed')).toHaveLength(7);
    expect(events.filter((e) => e.kind === 'lockout')).toEqual([
      { kind: 'lockout', detail: 'account locked for 15 minutes', address: '127.0.0.1' },
    ]);
    // Other accounts from the same address are not affected.
    expect((await s.signIn(s.user('admin').email)).status).toBe(200);
  });

  it('an unknown e-mail locks the same way (no account enumeration)', async () => {
    for (let i = 0; i < 5; i++) expect((await s.signIn('ghost@nowhere.test', 'Wrong!pass')).status).toBe(401);
    const res = await s.signIn('ghost@nowhere.test', 'Wrong!pass');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject(LOCKED);
    expect(await auditByEmail(s, 'ghost@nowhere.test', 'lockout')).toHaveLength(1);
  });

  it('a success resets the account count', async () => {
    const steady = await s.addUser({ key: 'steady', permissions: ['patient'] });
    for (let i = 0; i < 4; i++) expect((await s.signIn(steady.email, 'Wrong!pass')).status).toBe(401);
    expect((await s.signIn(steady.email)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await s.signIn(steady.email, 'Wrong!pass')).status).toBe(401);
    expect((await s.signIn(steady.email)).status).toBe(200);
    expect((await auditOf(s, steady.id)).some((e) => e.kind === 'lockout')).toBe(false);
  });

  it('the lock ends 15 minutes after it started (clock injected)', async () => {
    const later = await s.addUser({ key: 'later', permissions: ['patient'] });
    const auth = s.built.services.auth;
    const t0 = Date.now();
    const at = (minutes: number) => ({ address: '198.51.100.7', now: new Date(t0 + minutes * 60_000) });
    for (let i = 0; i < 5; i++)
      await expect(auth.signIn({ email: later.email, password: 'Wrong!pass' }, at(i * 0.1))).rejects.toMatchObject(WRONG);
    await expect(auth.signIn({ email: later.email, password: DEMO_PASSWORD }, at(14))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Please try again in 2 minutes.',
    });
    const session = await auth.signIn({ email: later.email, password: DEMO_PASSWORD }, at(15.5));
    expect(session.user.id).toBe(later.id);
  });

  it('failures spread over more than the window do not lock', async () => {
    const slow = await s.addUser({ key: 'slow', permissions: ['patient'] });
    const auth = s.built.services.auth;
    const t0 = Date.now();
    for (let i = 0; i < 8; i++) {
      const now = new Date(t0 + i * 4 * 60_000);
      await expect(auth.signIn({ email: slow.email, password: 'Wrong!pass' }, { address: '198.51.100.8', now })).rejects.toMatchObject(
        WRONG,
      );
    }
    // One every 4 minutes: a 15-minute window from the first of a count holds only 4.
    const events = await auditOf(s, slow.id);
    expect(events.filter((e) => e.kind === 'lockout')).toHaveLength(0);
  });
});

describe.each(kinds)('sign-in lockout per address on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('20 failures from one address lock it, for every account', async () => {
    // 20 different e-mails: no account reaches its own limit.
    for (let i = 0; i < 20; i++) expect((await s.signIn(`spray${i}@nowhere.test`, 'Wrong!pass')).status).toBe(401);
    const admin = await s.signIn(s.user('admin').email);
    expect(admin.status).toBe(429);
    expect(await admin.json()).toMatchObject(LOCKED);
    const lockouts = await auditByEmail(s, 'spray19@nowhere.test', 'lockout');
    expect(lockouts.map((e) => [e.detail, e.address])).toEqual([['address locked for 15 minutes', '127.0.0.1']]);
    // Another address is not locked (the service is called as if from there).
    const session = await s.built.services.auth.signIn(
      { email: s.user('admin').email, password: DEMO_PASSWORD },
      { address: '198.51.100.20' },
    );
    expect(session.user.id).toBe(s.user('admin').id);
  });
});

describe.each(kinds)('lock-screen unlock attempts on %s', (kind) => {
  let s: TestServer;
  const unlock = (token: string, pin: unknown) => postJson(s, '/api/auth/unlock', { pin }, token);

  beforeAll(async () => {
    s = await startServer(kind);
    const pinHash = await hashSecret('135792');
    await s.db
      .update(schema.users)
      .set({ pinHash })
      .where(eq(schema.users.id, s.user('clinician').id));
    await s.db
      .update(schema.users)
      .set({ pinHash })
      .where(eq(schema.users.id, s.user('telehealth').id));
  });
  afterAll(() => s?.close());

  it('tells the attempts left; the right PIN starts the count again', async () => {
    const session = await signInSession(s, s.user('telehealth').email);
    for (const left of [4, 3]) {
      const res = await unlock(session.access_token, '999999');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Incorrect PIN, logout to continue',
        field: 'pin',
        attemptsRemaining: left,
      });
    }
    expect((await unlock(session.access_token, '135792')).status).toBe(204);
    const again = await unlock(session.access_token, '999999');
    expect(await again.json()).toMatchObject({ attemptsRemaining: 4 });
    expect((await unlock(session.access_token, '135792')).status).toBe(204);
  });

  it('the 5th wrong PIN locks the unlock and revokes the refresh tokens; only sign-out remains', async () => {
    const clinician = s.user('clinician');
    const session = await signInSession(s, clinician.email);
    const other = await signInSession(s, clinician.email);
    const lefts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await unlock(session.access_token, i % 2 ? 'abc' : '999999');
      expect(res.status).toBe(403);
      lefts.push(((await res.json()) as { attemptsRemaining: number }).attemptsRemaining);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);

    // Locked: even the right PIN is refused, and no refresh token of the user works.
    const locked = await unlock(session.access_token, '135792');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Incorrect PIN, logout to continue',
      field: 'pin',
      attemptsRemaining: 0,
    });
    expect((await refresh(s, session.refresh_token)).status).toBe(401);
    expect((await refresh(s, other.refresh_token)).status).toBe(401);
    const out = await s.fetch('/api/auth/sign-out', { method: 'POST', headers: { refreshToken: session.refresh_token } });
    expect(out.status).toBe(204);

    const kinds = (await auditOf(s, clinician.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'unlock-failed')).toHaveLength(6);
    expect(kinds).toContain('lockout');

    // Signing in again with the password begins a new session with a fresh count.
    const fresh = await signInSession(s, clinician.email);
    expect((await unlock(fresh.access_token, '135792')).status).toBe(204);
    expect((await auditOf(s, clinician.id)).at(-1)?.kind).toBe('unlock');
  });
});
