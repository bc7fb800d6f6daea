// The PIN (issue 5, SPEC §5): e-mailed verification codes read from the mail folder (attempts,
// resends, expiry, the code lock), upsertUserPin with each of the spec's messages, the password
// for a change, the argon2id hash, and resetUserPin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../server/auth/passwords.ts';
import * as schema from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import type { SessionUser } from '../../src/domain/access.ts';
import {
  auditOf,
  type CodeResponse,
  postJson,
  RESET_PIN,
  SEND_PIN_CODE,
  UPSERT_PIN,
  userRow,
  VALIDATE_PIN_CODE,
} from './account-fixtures.ts';
import { type GqlResponse, kinds, startServer, type TestServer } from './harness.ts';

const INVALID = 'Invalid verification code provided, please try again.';
const WRONG_PASSWORD = 'Wrong password! Please click change password in the user profile or contact your admin.';

/** A code that is not `code` (same shape). */
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe.each(kinds)('PIN verification codes on %s', (kind) => {
  let s: TestServer;
  const send = async (token: string) => (await s.gql<{ sendPINVerificationCode: CodeResponse }>(SEND_PIN_CODE, undefined, token)).body;
  const validate = async (token: string, code: string) =>
    (await s.gql<{ validatePINVerificationCode: CodeResponse }>(VALIDATE_PIN_CODE, { code }, token)).body;
  const newStaff = async (key: string) => {
    const user = await s.addUser({ key, email: `${key}@demo.test`, roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
    return { user, token: await s.token(key) };
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it('sendPINVerificationCode mails a 6-digit code to the signed-in user and answers with the masked address', async () => {
    const { user, token } = await newStaff('casey');
    const body = await send(token);
    expect(body.errors).toBeUndefined();
    const sent = body.data?.sendPINVerificationCode;
    expect(sent).toMatchObject({
      email: 'c***y@demo.test',
      attemptsRemaining: 3,
      resendRequestRemaining: 3,
      isValidCode: false,
      isError: false,
      errorMessage: null,
    });
    expect(Date.parse(sent?.createdOn ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const mails = s.mail(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Wound Care EMR verification code');
    const code = s.latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.text).toContain(`Your verification code is ${code}.`);

    // Stored only as a hash.
    const [row] = await s.db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, user.id));
    if (!row) throw new Error('no code row');
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    expect((await auditOf(s, user.id)).map((e) => [e.kind, e.detail])).toContainEqual(['code-sent', 'pin']);
  });

  it('a wrong code: the spec message and attemptsRemaining going down; used up, a new code is needed', async () => {
    const { user, token } = await newStaff('wrong-codes');
    await send(token);
    const code = s.latestCode(user.email);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await validate(token, otherThan(code))).data?.validatePINVerificationCode);
    expect(answers.map((a) => [a?.isError, a?.isValidCode, a?.attemptsRemaining, a?.errorMessage])).toEqual([
      [true, false, 2, INVALID],
      [true, false, 1, INVALID],
      [true, false, 0, 'Invalid verification code provided. No attempts are left for this code: please request a new code.'],
    ]);
    // Even the right code is refused now.
    const late = (await validate(token, code)).data?.validatePINVerificationCode;
    expect(late).toMatchObject({ isError: true, isValidCode: false, attemptsRemaining: 0 });
    expect(late?.errorMessage).toBe('No attempts are left for this code: please request a new code.');
    expect((await auditOf(s, user.id)).filter((e) => e.kind === 'code-failed')).toHaveLength(3);

    // A new code works, with its own 3 attempts.
    await send(token);
    const fresh = s.latestCode(user.email);
    expect(fresh).toMatch(/^\d{6}$/);
    const ok = (await validate(token, fresh)).data?.validatePINVerificationCode;
    expect(ok).toMatchObject({ isValidCode: true, isError: false, attemptsRemaining: 3, errorMessage: null });
  });

  it('a malformed code is a wrong attempt, not a server error', async () => {
    const { token } = await newStaff('malformed');
    await send(token);
    const answers = [];
    for (const bad of ['12', 'abc!ef']) answers.push((await validate(token, bad)).data?.validatePINVerificationCode);
    expect(answers.map((a) => [a?.isError, a?.attemptsRemaining, a?.errorMessage])).toEqual([
      [true, 2, INVALID],
      [true, 1, INVALID],
    ]);
    // Nothing at all, or far too much, is refused as input (no attempt used).
    const blank = await validate(token, '  ');
    expect(blank.errors?.[0]).toMatchObject({ message: 'This field is required', extensions: { code: 'BAD_USER_INPUT' } });
    const tooLong = await validate(token, 'x'.repeat(65));
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'This field has incorrect value', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('3 resends per 24 hours: the 5th request is refused and sends nothing', async () => {
    const { user, token } = await newStaff('resender');
    const remaining: number[] = [];
    for (let i = 0; i < 4; i++) remaining.push((await send(token)).data?.sendPINVerificationCode.resendRequestRemaining ?? -1);
    expect(remaining).toEqual([3, 2, 1, 0]);
    const refused = (await send(token)).data?.sendPINVerificationCode;
    expect(refused).toMatchObject({
      isError: true,
      resendRequestRemaining: 0,
      errorMessage: 'You have reached the limit of 3 code requests in 24 hours. Please try again later.',
    });
    expect(s.mail(user.email)).toHaveLength(4);
  });

  it('a code is valid 10 minutes (clock injected)', async () => {
    const { user, token } = await newStaff('slowpoke');
    const me = (await s.built.services.auth.authenticate(token)) as SessionUser;
    const account = s.built.services.account;
    const t0 = new Date();
    await account.sendPinCode(me, { now: t0 });
    const code = s.latestCode(user.email);
    const late = await account.validatePinCode(me, code, { now: new Date(t0.getTime() + 10 * 60_000 + 1000) });
    expect(late).toMatchObject({ isError: true, errorMessage: 'The verification code has expired: please request a new code.' });
    const inTime = await account.validatePinCode(me, code, { now: new Date(t0.getTime() + 9 * 60_000) });
    expect(inTime).toMatchObject({ isValidCode: true });
  });

  it('wrong codes across codes lock code checks for the user (9 within an hour)', async () => {
    const { user, token } = await newStaff('guesser');
    for (let round = 0; round < 3; round++) {
      await send(token);
      const code = s.latestCode(user.email);
      for (let i = 0; i < 3; i++) await validate(token, otherThan(code));
    }
    await send(token);
    const locked = (await validate(token, s.latestCode(user.email))).data?.validatePINVerificationCode;
    expect(locked).toMatchObject({
      isError: true,
      isValidCode: false,
      errorMessage: 'Too many wrong verification codes. Please try again later.',
    });
    expect((await auditOf(s, user.id)).filter((e) => e.kind === 'lockout')).toHaveLength(1);
  });

  it('external users get a clear BAD_USER_INPUT', async () => {
    const token = await s.token('external');
    for (const body of [await send(token), await validate(token, '123456')]) {
      expect(body.errors?.[0]).toMatchObject({
        message: 'Verification codes are for company users only.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe.each(kinds)('upsertUserPin and resetUserPin on %s', (kind) => {
  let s: TestServer;
  const upsert = async (token: string, userPin: Record<string, unknown>) =>
    (await s.gql<{ upsertUserPin: { id: string; hasPin: boolean; userPinModifiedOn: string | null } }>(UPSERT_PIN, { userPin }, token))
      .body;
  const codeFor = async (token: string, email: string) => {
    await s.gql(SEND_PIN_CODE, undefined, token);
    return s.latestCode(email);
  };
  const expectRefused = (body: GqlResponse['body'], message: string, field: string) => {
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(() => s?.close());

  it.each([
    ['empty', { pin: '', confirmPin: '' }, 'This field is required', 'pin'],
    ['letters', { pin: '13a792', confirmPin: '13a792' }, 'PIN validation failed: Only numbers are allowed.', 'pin'],
    ['5 digits', { pin: '13579', confirmPin: '13579' }, 'PIN validation failed: PIN should have min 6 digits and max 10 digits.', 'pin'],
    [
      '11 digits',
      { pin: '13579135791', confirmPin: '13579135791' },
      'PIN validation failed: PIN should have min 6 digits and max 10 digits.',
      'pin',
    ],
    ['a digit 4 times', { pin: '1113571', confirmPin: '1113571' }, 'PIN validation failed: Each PIN digit can only appear 3 times.', 'pin'],
    [
      'a run of 4',
      { pin: '123479', confirmPin: '123479' },
      'PIN validation failed: PIN should not have sequences of more than 3 digits long.',
      'pin',
    ],
    [
      'a falling run of 4',
      { pin: '976541', confirmPin: '976541' },
      'PIN validation failed: PIN should not have sequences of more than 3 digits long.',
      'pin',
    ],
    ['no confirmation', { pin: '135792', confirmPin: '' }, 'This field is required', 'confirmPin'],
    ['a different confirmation', { pin: '135792', confirmPin: '135793' }, 'PIN does not match.', 'confirmPin'],
  ])('refuses %s with the SPEC §5 words', async (_name, pins, message, field) => {
    const token = await s.token('newuser');
    expectRefused(await upsert(token, { ...pins, verificationCode: '123456' }), message, field);
  });

  it('an internal user needs the e-mailed code; a wrong one says so with the attempts left', async () => {
    const token = await s.token('newuser');
    expectRefused(await upsert(token, { pin: '135792', confirmPin: '135792' }), 'This field is required', 'verificationCode');
    const code = await codeFor(token, 'newuser@demo.test');
    const wrong = await upsert(token, { pin: '135792', confirmPin: '135792', verificationCode: otherThan(code) });
    expectRefused(wrong, INVALID, 'verificationCode');
    expect(wrong.errors?.[0]?.extensions?.attemptsRemaining).toBe(2);
    expect((await userRow(s, s.user('newuser').id)).pinHash).toBeNull();
  });

  it('creates the PIN with a right code: only an argon2id hash is stored, the code is used up', async () => {
    const user = s.user('newuser');
    const token = await s.token('newuser');
    const code = await codeFor(token, user.email);
    const body = await upsert(token, { pin: '135792', confirmPin: '135792', verificationCode: code });
    expect(body.errors).toBeUndefined();
    expect(body.data?.upsertUserPin).toMatchObject({ id: user.id, hasPin: true });

    const row = await userRow(s, user.id);
    expect(row.pinHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.pinHash).not.toContain('135792');
    expect(await verifySecret('135792', row.pinHash ?? '')).toBe(true);
    expect(row.pinModifiedOn?.toISOString()).toBe(body.data?.upsertUserPin.userPinModifiedOn);
    expect((await auditOf(s, user.id)).filter((e) => e.kind === 'pin-change').map((e) => e.detail)).toEqual(['PIN created']);

    // The code cannot be used twice.
    const again = await upsert(token, { pin: '246813', confirmPin: '246813', password: DEMO_PASSWORD, verificationCode: code });
    expectRefused(again, 'This verification code has already been used: please request a new code.', 'verificationCode');
    // The new PIN unlocks the screen.
    expect((await postJson(s, '/api/auth/unlock', { pin: '135792' }, token)).status).toBe(204);
  });

  it('changing a PIN needs the password: missing, wrong, then right (after validating the code first)', async () => {
    const user = s.user('clinician');
    const token = await s.token('clinician');
    const code = await codeFor(token, user.email);
    const pins = { pin: '246813', confirmPin: '246813', verificationCode: code };
    expectRefused(await upsert(token, pins), 'This field is required', 'password');
    expectRefused(await upsert(token, { ...pins, password: 'Not!thePassword1' }), WRONG_PASSWORD, 'password');

    const checked = (await s.gql<{ validatePINVerificationCode: CodeResponse }>(VALIDATE_PIN_CODE, { code }, token)).body;
    expect(checked.data?.validatePINVerificationCode.isValidCode).toBe(true);
    const body = await upsert(token, { ...pins, password: DEMO_PASSWORD });
    expect(body.data?.upsertUserPin.hasPin).toBe(true);
    expect(await verifySecret('246813', (await userRow(s, user.id)).pinHash ?? '')).toBe(true);
    const events = (await auditOf(s, user.id)).map((e) => [e.kind, e.detail]);
    expect(events).toContainEqual(['sign-in-failed', 'wrong password (password)']);
    expect(events).toContainEqual(['pin-change', 'PIN changed']);
  });

  it('an external user changes the PIN with the password and no code', async () => {
    const token = await s.token('external');
    const body = await upsert(token, { pin: '975318', confirmPin: '975318', password: DEMO_PASSWORD });
    expect(body.errors).toBeUndefined();
    expect(await verifySecret('975318', (await userRow(s, s.user('external').id)).pinHash ?? '')).toBe(true);
  });

  it('resetUserPin clears the PIN (security permission) and is audited', async () => {
    const target = s.user('reviewer');
    const admin = await s.token('admin');
    const res = await s.gql<{ resetUserPin: string }>(RESET_PIN, { email: target.email.toUpperCase() }, admin);
    expect(res.body).toEqual({ data: { resetUserPin: target.id } });
    expect((await userRow(s, target.id)).pinHash).toBeNull();
    const me = await s.gql<{ me: { hasPin: boolean } }>('{ me { hasPin } }', undefined, await s.token('reviewer'));
    expect(me.body.data?.me.hasPin).toBe(false);
    expect((await auditOf(s, target.id)).filter((e) => e.kind === 'pin-reset').map((e) => e.detail)).toEqual(['by admin@demo.test']);

    const unknown = await s.gql(RESET_PIN, { email: 'nobody@nowhere.test' }, admin);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await s.gql(RESET_PIN, { email: 'not-an-email' }, admin);
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const forbidden = await s.gql(RESET_PIN, { email: target.email }, await s.token('clinician2'));
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
