// Sessions and the account fields (issue 5): `account` on sign-in, /refreshToken and User; the
// password-expiry states at sign-in; external account expiry (EnableExternalUserVerification);
// refresh-token reuse, sign-out, SSO sign-in and deactivation in the audit trail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { auditOf, refresh, type Session, signInSession, userRow } from './account-fixtures.ts';
import { DEMO_SETTINGS, kinds, startServer, type TestServer } from './harness.ts';

const ACCOUNT =
  '{ me { id account { passwordChangedOn passwordExpiresConfigValue passwordChangedSinceInDays isExtUserAccountExpired userPinModifiedOn } } }';
const DAY = 86_400_000;

describe.each(kinds)('account fields and password expiry on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('sign-in and /refreshToken answer `account` beside `user`; me.account says the same', async () => {
    const session = await signInSession(s, s.user('coordinator').email);
    const row = await userRow(s, s.user('coordinator').id);
    const expected = {
      passwordChangedOn: row.passwordChangedOn.toISOString(),
      passwordExpiresConfigValue: 90,
      passwordChangedSinceInDays: 0,
      isExtUserAccountExpired: false,
      userPinModifiedOn: null,
    };
    expect(session.account).toEqual(expected);
    const refreshed = (await (await refresh(s, session.refresh_token)).json()) as Session;
    expect(refreshed.account).toEqual(expected);
    const me = await s.gql<{ me: { account: Session['account'] } }>(ACCOUNT, undefined, session.access_token);
    expect(me.body.data?.me.account).toEqual(expected);
  });

  it('5 days left: signs in (the client shows the warning)', async () => {
    const session = await signInSession(s, 'expiring@demo.test');
    expect(session.account).toMatchObject({ passwordChangedSinceInDays: 85, passwordExpiresConfigValue: 90 });
  });

  it('0 days left: still signs in (the client forces the change page)', async () => {
    const session = await signInSession(s, 'mustchange@demo.test');
    expect(session.account).toMatchObject({ passwordChangedSinceInDays: 90, passwordExpiresConfigValue: 90 });
  });

  it('past expiry: refused with PASSWORD_EXPIRED after the password is verified', async () => {
    const res = await s.signIn('expired@demo.test');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'PASSWORD_EXPIRED',
      message: 'Your password has expired. Kindly reset your password to login.',
    });
    // A wrong password says nothing about the expiry.
    const wrong = await s.signIn('expired@demo.test', 'Wrong!2026pass');
    expect(wrong.status).toBe(401);
    const events = await auditOf(s, s.user('expired').id);
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['sign-in-failed', 'password expired'],
      ['sign-in-failed', 'wrong password'],
    ]);
  });

  it('follows the PasswordExpiresDays setting', async () => {
    await s.db.insert(schema.settings).values({ key: 'PasswordExpiresDays', value: '120' });
    try {
      const session = await signInSession(s, 'expired@demo.test');
      expect(session.account).toMatchObject({ passwordChangedSinceInDays: 93, passwordExpiresConfigValue: 120 });
    } finally {
      await s.db.delete(schema.settings).where(eq(schema.settings.key, 'PasswordExpiresDays'));
    }
    expect((await s.signIn('expired@demo.test')).status).toBe(403);
  });
});

describe.each(kinds)('session events on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('a rotated refresh token presented again is refused, revokes the family and is audited', async () => {
    const user = s.user('pcc');
    const first = await signInSession(s, user.email);
    const second = (await (await refresh(s, first.refresh_token)).json()) as Session;
    // The replacement used, as its owner would: the first token presented again is reuse.
    const third = (await (await refresh(s, second.refresh_token)).json()) as Session;
    const replay = await refresh(s, first.refresh_token);
    expect(replay.status).toBe(401);
    expect((await refresh(s, third.refresh_token)).status).toBe(401);
    const kinds = (await auditOf(s, user.id)).map((e) => e.kind);
    expect(kinds).toEqual(['sign-in', 'refresh-reuse']);
  });

  it('sign-out is audited for the token’s user', async () => {
    const user = s.user('leadclin');
    const session = await signInSession(s, user.email);
    const out = await s.fetch('/api/auth/sign-out', { method: 'POST', headers: { refreshToken: session.refresh_token } });
    expect(out.status).toBe(204);
    expect((await auditOf(s, user.id)).map((e) => [e.kind, e.address])).toEqual([
      ['sign-in', '127.0.0.1'],
      ['sign-out', '127.0.0.1'],
    ]);
  });

  it('startSession(row, { method: "sso" }) records an sso-sign-in', async () => {
    const user = s.user('casemanager');
    const session = await s.built.services.auth.startSession(await userRow(s, user.id), { method: 'sso', address: '192.0.2.4' });
    expect(session.user.id).toBe(user.id);
    expect(session.account.passwordExpiresConfigValue).toBe(90);
    expect((await auditOf(s, user.id)).map((e) => [e.kind, e.address])).toEqual([['sso-sign-in', '192.0.2.4']]);
  });

  it('a deactivated user: access token refused, every refresh token revoked', async () => {
    const leaver = await s.addUser({ key: 'leaver', permissions: ['patient'], roles: ['staff'], jobFunctions: ['clin'] });
    const a = await signInSession(s, leaver.email);
    const b = await signInSession(s, leaver.email);
    const admin = await s.token('admin');
    const res = await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: leaver.id }, admin);
    expect(res.body).toEqual({ data: { deactivateUser: leaver.id } });

    const live = await s.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.userId, leaver.id))
      .then((rows) => rows.filter((r) => r.revokedAt === null));
    expect(live).toEqual([]);
    for (const session of [a, b]) {
      expect((await s.gql('{ me { id } }', undefined, session.access_token)).status).toBe(401);
      expect((await refresh(s, session.refresh_token)).status).toBe(401);
    }
    // A reactivated user signs in again; the old tokens stay dead.
    await s.gql('mutation($id: ID!) { reactivateUser(id: $id) }', { id: leaver.id }, admin);
    expect((await refresh(s, a.refresh_token)).status).toBe(401);
    expect((await signInSession(s, leaver.email)).user.id).toBe(leaver.id);
  });
});

describe.each(kinds)('external account expiry on %s', (kind) => {
  let on: TestServer;
  let off: TestServer;
  const yesterday = () => new Date(Date.now() - DAY);
  const tomorrow = () => new Date(Date.now() + DAY);

  beforeAll(async () => {
    on = await startServer(kind, { settings: { ...DEMO_SETTINGS, EnableExternalUserVerification: 'true' } });
    off = await startServer(kind);
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  const external = (s: TestServer, key: string, accountExpiresOn: Date | null) =>
    s.addUser({ key, userType: 'external', roles: ['external'], jobFunctions: ['other'], permissions: ['patient'], accountExpiresOn });

  it("switch 'true': an expired external account is refused at sign-in", async () => {
    const gone = await external(on, 'gone', yesterday());
    const res = await on.signIn(gone.email);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'ACCOUNT_EXPIRED', message: 'Your account has expired. Please contact your administrator.' });
    expect((await on.signIn(gone.email, 'Wrong!2026pass')).status).toBe(401);
  });

  it("switch 'true': once the date passes, the access token and the refresh token stop working", async () => {
    const soon = await external(on, 'soon', tomorrow());
    const session = await signInSession(on, soon.email);
    expect(session.account.isExtUserAccountExpired).toBe(false);
    expect((await on.gql('{ me { id } }', undefined, session.access_token)).status).toBe(200);

    await on.db.update(schema.users).set({ accountExpiresOn: yesterday() }).where(eq(schema.users.id, soon.id));
    const me = await on.gql('{ me { id } }', undefined, session.access_token);
    expect(me.status).toBe(401);
    const renewed = await refresh(on, session.refresh_token);
    expect(renewed.status).toBe(401);
    expect(await renewed.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your account has expired. Please contact your administrator.',
      reason: 'ACCOUNT_EXPIRED',
    });
    // An administrator sees it on the user.
    const seen = await on.gql<{ User: { account: { isExtUserAccountExpired: boolean } } }>(
      'query($id: ID!) { User(id: $id) { account { isExtUserAccountExpired } } }',
      { id: soon.id },
      await on.token('admin'),
    );
    expect(seen.body.data?.User.account.isExtUserAccountExpired).toBe(true);
  });

  it("switch 'true': an internal user's account date does not apply", async () => {
    const staff = await on.addUser({ key: 'staff-dated', permissions: ['patient'], accountExpiresOn: yesterday() });
    const session = await signInSession(on, staff.email);
    expect(session.account.isExtUserAccountExpired).toBe(false);
  });

  it("switch 'false': the same expired external account signs in", async () => {
    const gone = await external(off, 'gone', yesterday());
    const session = await signInSession(off, gone.email);
    expect(session.account.isExtUserAccountExpired).toBe(false);
    expect((await off.gql('{ me { id } }', undefined, session.access_token)).status).toBe(200);
    expect((await refresh(off, session.refresh_token)).status).toBe(200);
  });
});
