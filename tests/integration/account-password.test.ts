// Passwords (issue 5): changePassword with the policy, and the signed-out reset of an expired
// password end to end (PASSWORD_EXPIRED → e-mailed code → verify → confirmPasswordChange →
// sign-in), alike answers for unknown e-mails, input checks and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import {
  auditOf,
  CHANGE_PASSWORD,
  CONFIRM_PASSWORD_CHANGE,
  type CodeResponse,
  postJson,
  refresh,
  type Session,
  signInSession,
  userRow,
} from './account-fixtures.ts';
import { type GqlResponse, kinds, startServer, type TestServer } from './harness.ts';

const INVALID = 'Invalid verification code provided, please try again.';
const WRONG_PASSWORD = 'Wrong password! Please click change password in the user profile or contact your admin.';
const NEW_PASSWORD = 'Fresh!Start2026';

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe.each(kinds)('changePassword on %s', (kind) => {
  let s: TestServer;
  const change = async (token: string, current: string, next: string) => (await s.gql(CHANGE_PASSWORD, { current, next }, token)).body;
  const expectRefused = (body: GqlResponse['body'], message: string, field: string) => {
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('a wrong current password gets the spec words (and counts towards the account lock)', async () => {
    const token = await s.token('coordinator');
    expectRefused(await change(token, 'Not!myPassword1', NEW_PASSWORD), WRONG_PASSWORD, 'currentPassword');
    expectRefused(await change(token, '', NEW_PASSWORD), 'This field is required', 'currentPassword');
    expect((await auditOf(s, s.user('coordinator').id)).map((e) => [e.kind, e.detail])).toContainEqual([
      'sign-in-failed',
      'wrong password (currentPassword)',
    ]);
  });

  it.each([
    ['too short', 'Sh0rt!pass', 'Password must have at least 12 characters.'],
    ['no upper case', 'lowercase!only2026', 'Password must contain an upper-case letter.'],
    ['no number', 'No!NumbersAtAll', 'Password must contain a number.'],
    ['no symbol', 'NoSymbolsHere2026', 'Password must contain a symbol.'],
    ['the e-mail in it', 'Coordinator!2026x', 'Password must not contain your e-mail address.'],
    ['too long', `Aa1!${'x'.repeat(130)}`, 'Password must have at most 128 characters.'],
  ])('a new password with %s is refused by the policy', async (_name, next, message) => {
    expectRefused(await change(await s.token('coordinator'), DEMO_PASSWORD, next), message, 'newPassword');
  });

  it('the new password must differ from the current one', async () => {
    expectRefused(
      await change(await s.token('coordinator'), DEMO_PASSWORD, DEMO_PASSWORD),
      'The new password must be different from your current password.',
      'newPassword',
    );
  });

  it('changes the password: the old one stops working, the days start again, it is audited', async () => {
    const user = s.user('mustchange');
    const before = await signInSession(s, user.email);
    expect(before.account.passwordChangedSinceInDays).toBe(90);
    const body = await change(before.access_token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(body).toEqual({ data: { changePassword: true } });

    expect((await s.signIn(user.email)).status).toBe(401);
    const after = await signInSession(s, user.email, NEW_PASSWORD);
    expect(after.account.passwordChangedSinceInDays).toBe(0);
    expect(Date.now() - Date.parse(after.account.passwordChangedOn)).toBeLessThan(60_000);
    expect((await userRow(s, user.id)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await auditOf(s, user.id)).map((e) => e.kind)).toContain('password-change');
  });
});

describe.each(kinds)('password reset with an e-mailed code on %s', (kind) => {
  let s: TestServer;
  const code = (email: unknown) => postJson(s, '/api/auth/password-reset/code', { email });
  const verify = (email: string, c: string) => postJson(s, '/api/auth/password-reset/verify', { email, code: c });
  const confirm = async (email: string, c: string, password: string) =>
    (await s.gql<{ confirmPasswordChange: boolean }>(CONFIRM_PASSWORD_CHANGE, { email, code: c, password })).body;

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('an expired password is reset end to end, without signing in', async () => {
    const user = s.user('expired');
    expect(await (await s.signIn(user.email)).json()).toMatchObject({ code: 'PASSWORD_EXPIRED' });

    const sent = await code(user.email);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(await sent.json()).toMatchObject({
      email: 'e***d@demo.test',
      attemptsRemaining: 3,
      resendRequestRemaining: 3,
      isValidCode: false,
      isError: false,
      errorMessage: null,
    });
    expect(s.mail(user.email).map((m) => m.subject)).toEqual(['Your Wound Care EMR password reset code']);
    const mailed = s.latestCode(user.email);

    const wrong = (await (await verify(user.email, otherThan(mailed))).json()) as CodeResponse;
    expect(wrong).toMatchObject({ isError: true, isValidCode: false, attemptsRemaining: 2, errorMessage: INVALID });
    const right = (await (await verify(user.email, mailed)).json()) as CodeResponse;
    expect(right).toMatchObject({ isError: false, isValidCode: true, attemptsRemaining: 2 });

    // The new password is checked by the policy before the code is (no attempt spent).
    const weak = await confirm(user.email, mailed, 'weak');
    expect(weak.errors?.[0]).toMatchObject({
      message: 'Password must have at least 12 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });
    const badCode = await confirm(user.email, otherThan(mailed), NEW_PASSWORD);
    expect(badCode.errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { code: 'BAD_USER_INPUT', field: 'verificationCode', attemptsRemaining: 1 },
    });
    const same = await confirm(user.email, mailed, DEMO_PASSWORD);
    expect(same.errors?.[0]?.message).toBe('The new password must be different from your current password.');

    expect(await confirm(user.email, mailed, NEW_PASSWORD)).toEqual({ data: { confirmPasswordChange: true } });
    const session = await signInSession(s, user.email, NEW_PASSWORD);
    expect(session.account.passwordChangedSinceInDays).toBe(0);
    expect((await s.signIn(user.email)).status).toBe(401);

    // The code is used up.
    const reused = await confirm(user.email, mailed, 'Another!Start2026');
    expect(reused.errors?.[0]?.message).toBe('This verification code has already been used: please request a new code.');
    const kinds = (await auditOf(s, user.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['code-sent', 'code-failed', 'password-reset', 'sign-in']));
  });

  it('a reset ends the sessions opened with the old password', async () => {
    const user = s.user('expiring');
    const before = await signInSession(s, user.email);
    await code(user.email);
    expect(await confirm(user.email, s.latestCode(user.email), NEW_PASSWORD)).toEqual({ data: { confirmPasswordChange: true } });
    expect((await refresh(s, before.refresh_token)).status).toBe(401);
  });

  it('a reset lifts the account lock (the mailbox owner may sign in)', async () => {
    const user = s.user('casemanager');
    for (let i = 0; i < 5; i++) await s.signIn(user.email, 'Wrong!guess2026');
    expect((await s.signIn(user.email)).status).toBe(429);
    await code(user.email);
    expect(await confirm(user.email, s.latestCode(user.email), NEW_PASSWORD)).toEqual({ data: { confirmPasswordChange: true } });
    expect(((await signInSession(s, user.email, NEW_PASSWORD)) as Session).user.id).toBe(user.id);
  });

  it('an unknown or inactive e-mail gets the same-looking answers and no mail', async () => {
    const inactive = await s.addUser({ key: 'former', status: 'inactive', permissions: ['patient'] });
    for (const email of ['nobody.here@demo.test', inactive.email]) {
      const answers: CodeResponse[] = [];
      for (let i = 0; i < 5; i++) answers.push((await (await code(email)).json()) as CodeResponse);
      expect(answers.map((a) => [a.isError, a.resendRequestRemaining, a.attemptsRemaining])).toEqual([
        [false, 3, 3],
        [false, 2, 3],
        [false, 1, 3],
        [false, 0, 3],
        [true, 0, 3],
      ]);
      expect(Object.keys(answers[0] ?? {}).sort()).toEqual(
        ['attemptsRemaining', 'createdOn', 'email', 'errorMessage', 'isError', 'isValidCode', 'resendRequestRemaining'].sort(),
      );
      expect(answers[0]?.email).toMatch(/^[a-z]\*\*\*[a-z]@/);
      expect(s.mail(email)).toEqual([]);

      const checked = (await (await verify(email, '123456')).json()) as CodeResponse;
      expect(checked).toMatchObject({ isError: true, isValidCode: false, attemptsRemaining: 2, errorMessage: INVALID });
      const confirmed = await confirm(email, '123456', NEW_PASSWORD);
      expect(confirmed.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it.each([
    ['no body fields', {}, 'Please enter email id to continue', 'email'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'This field has incorrect value', 'email'],
    ['an e-mail that is not text', { email: 42 }, 'Please enter email id to continue', 'email'],
  ])('the code route refuses %s with 400', async (_name, body, message, field) => {
    const res = await postJson(s, '/api/auth/password-reset/code', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BAD_USER_INPUT', message, field });
  });

  it('the verify route needs the code; bodies are small; nothing leaks', async () => {
    const res = await postJson(s, '/api/auth/password-reset/verify', { email: 'admin@demo.test' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'This field is required', field: 'code' });
    const big = await s.postOversized(
      '/api/auth/password-reset/code',
      JSON.stringify({ email: 'admin@demo.test', junk: 'x'.repeat(5000) }),
    );
    expect(big.status).toBe(413);
    const plain = await s.fetch('/api/auth/password-reset/code', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
  });

  it('confirmPasswordChange checks its input', async () => {
    const body = await confirm('not-an-email', '123456', NEW_PASSWORD);
    expect(body.errors?.[0]).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
  });
});

describe.each(kinds)('password-reset rate limit on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { env: { SIGN_IN_RATE_LIMIT: '3' } });
  });
  afterAll(() => s?.close());

  it('answers 429 after SIGN_IN_RATE_LIMIT requests a minute', async () => {
    for (let i = 0; i < 3; i++) expect((await postJson(s, '/api/auth/password-reset/code', { email: 'x@demo.test' })).status).toBe(200);
    const limited = await postJson(s, '/api/auth/password-reset/code', { email: 'x@demo.test' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
