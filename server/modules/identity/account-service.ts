// Account security: verification codes, the PIN, passwords and the auth audit trail.
// Every operation checks its permission first (authorize), validates its input, writes its
// change and its audit event in one transaction, and answers with the spec's words. The signed-in
// writes and the PIN reset are declared in account-operations.ts and run by the write pipeline,
// the auth audit trail's read in account-queries.ts and run by the reader (DESIGN §5); what must
// stand outside their transaction (a wrong password's or code's count, the argon2 hashing, the
// mail) is done here, before or after them. The public ones (the password reset by e-mailed
// code) are proven by their code, not a session, and place their checks here.
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { PASSWORD_MESSAGES, PASSWORD_SAME_AS_CURRENT, passwordPolicyError } from '../../../src/domain/security/password.ts';
import { CODE_MESSAGES, PinPairSchema } from '../../../src/domain/security/pin.ts';
import { authorize } from '../../auth/authorize.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import { sessionIdOf } from '../../auth/signed-in-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { readAccountSettings } from '../settings/settings-service.ts';
import { parseInput } from '../shared/input.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import {
  ChangePasswordInput,
  ConfirmPasswordChangeInput,
  DeviceAuditInput,
  PasswordResetCodeInput,
  PasswordResetVerifyInput,
  UserPinInput,
} from './account-input.ts';
import { accountWrites } from './account-operations.ts';
import { accountQueries } from './account-queries.ts';
import { appUserRepository, type UserRow } from './app-user-repository.ts';
import { type AuthEventInput, authEventRepository, DEVICE_DETAIL } from './auth-event-repository.ts';
import { authFailureRepository } from './auth-failure-repository.ts';
import { ACCOUNT_POLICY, isLocked, lockDetail, lockedOut, lockKey } from './lockout.ts';
import { sessionRepository } from './session-repository.ts';
import { endUserSessions } from './sessions.ts';
import { assertInternal } from './user-targets.ts';
import { toUserView, type UserView } from './user-views.ts';
import { type CodeOwner, createVerificationCodes, type RequestMeta, type VerificationCodeResponse } from './verification-codes.ts';

/** Where and when a request happened, as callers know it (now defaults to the clock). */
export interface MetaInput {
  address?: string | null | undefined;
  now?: Date | undefined;
}

/** Device reports: events of the last 30 days, not in the future (2 minutes of clock skew allowed). */
export const DEVICE_EVENT_MAX_AGE_MS = 30 * 86_400_000;
export const DEVICE_CLOCK_SKEW_MS = 2 * 60_000;

/** A request body as an object (anything else reads as an empty one, so the field messages apply). */
const bodyObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const codeRefused = (response: VerificationCodeResponse) =>
  new AppError(ERROR_CODES.BAD_USER_INPUT, response.errorMessage ?? CODE_MESSAGES.invalid, {
    field: 'verificationCode',
    attemptsRemaining: response.attemptsRemaining,
  });

export function createAccountService(db: Database, mailer: Mailer, pipeline: WritePipeline) {
  const codes = createVerificationCodes(db, mailer);
  const reader = createReader(db);
  const audit = (...events: AuthEventInput[]) => authEventRepository.insert(db, ...events);
  const stamp = (meta: MetaInput): RequestMeta => ({ address: meta.address ?? null, now: meta.now ?? new Date() });

  async function signedInRow(user: SessionUser): Promise<UserRow> {
    const row = await appUserRepository.byId(db, user.id);
    if (!row) throw notFound('User');
    return row;
  }

  /**
   * The account's password, checked under the same lock as sign-in: a wrong one counts towards
   * the account's lock (someone holding an open session cannot guess the password unbounded).
   */
  async function checkPassword(row: UserRow, password: string, field: string, meta: RequestMeta): Promise<void> {
    const key = lockKey.account(row.email);
    const state = await authFailureRepository.get(db, key);
    if (state && isLocked(state, meta.now)) throw lockedOut(state, meta.now);
    if (await verifySecret(password, row.passwordHash)) return;
    const event = { at: meta.now, userId: row.id, email: row.email, address: meta.address };
    const failure = await authFailureRepository.fail(db, key, ACCOUNT_POLICY, meta.now);
    await audit(
      { ...event, kind: 'sign-in-failed', detail: `wrong password (${field})` },
      ...(failure.locked ? [{ ...event, kind: 'lockout' as const, detail: lockDetail(key, ACCOUNT_POLICY) }] : []),
    );
    throw badInput(PASSWORD_MESSAGES.wrongPassword, field);
  }

  const viewOf = async (row: UserRow, now: Date): Promise<UserView> => toUserView(row, await readAccountSettings(db), now);

  /** The owner of password-reset codes for an e-mail: only an active account gets mail. */
  async function resetOwner(email: string): Promise<{ owner: CodeOwner; row: UserRow | null }> {
    const row = await appUserRepository.byEmail(db, email);
    const active = row?.status === 'active' ? row : null;
    return { owner: { userId: active?.id ?? null, email: active?.email ?? email }, row: active };
  }

  return {
    /** E-mails a PIN code to the signed-in internal user (stored in the write, mailed once it has committed). */
    async sendPinCode(user: SessionUser | null, meta: MetaInput = {}): Promise<VerificationCodeResponse> {
      const stamped = stamp(meta);
      const { response, pending } = await pipeline.run(accountWrites.sendPINVerificationCode, user, { meta: stamped });
      if (pending) await codes.deliver(pending, stamped);
      return response;
    },

    async validatePinCode(user: SessionUser | null, code: unknown, meta: MetaInput = {}): Promise<VerificationCodeResponse> {
      // Company users only, before the code is read (the declared write checks it again with the account).
      assertInternal(authorize(user, 'Mutation.validatePINVerificationCode'));
      return pipeline.run(accountWrites.validatePINVerificationCode, user, { verificationCode: code, meta: stamp(meta) });
    },

    /** Creates or changes the caller's PIN (SPEC §5); stores only its argon2id hash. */
    async upsertPin(user: SessionUser | null, input: unknown, partial: MetaInput = {}): Promise<UserView> {
      const me = authorize(user, 'Mutation.upsertUserPin');
      const meta = stamp(partial);
      const fields = parseInput(UserPinInput, input);
      const pair = v.safeParse(PinPairSchema, { pin: fields.pin, confirmPin: fields.confirmPin });
      if (!pair.success) {
        const issue = pair.issues[0];
        throw badInput(issue.message, v.getDotPath(issue) ?? 'pin');
      }
      const row = await signedInRow(me);
      // Changing an existing PIN needs the password ('Enter your password to change PIN').
      if (row.pinHash) {
        if (!fields.password) throw badInput(MESSAGES.required, 'password');
        await checkPassword(row, fields.password, 'password', meta);
      }
      // Internal users prove the mailbox too (SPEC §5 'Internal users also need a 6-character e-mailed code').
      let codeId: string | null = null;
      if (row.userType === 'internal') {
        if (!fields.verificationCode) throw badInput(MESSAGES.required, 'verificationCode');
        const checked = await codes.check({ userId: row.id, email: row.email }, 'pin', fields.verificationCode, meta);
        if (!checked.codeId) throw codeRefused(checked.response);
        codeId = checked.codeId;
      }
      const pinHash = await hashSecret(pair.output.pin);
      const updated = await pipeline.run(accountWrites.upsertUserPin, user, { pinHash, codeId, meta });
      // A new PIN starts a new count of wrong PINs on the lock screen.
      await authFailureRepository.reset(db, lockKey.unlock(row.id));
      return viewOf(updated, meta.now);
    },

    /** Clears a user's PIN (security permission): they create a new one at next sign-in. */
    async resetPin(user: SessionUser | null, email: unknown, partial: MetaInput = {}): Promise<string> {
      const targetId = await pipeline.run(accountWrites.resetUserPin, user, { email, meta: stamp(partial) });
      await authFailureRepository.reset(db, lockKey.unlock(targetId));
      return targetId;
    },

    async changePassword(user: SessionUser | null, input: unknown, partial: MetaInput = {}): Promise<boolean> {
      const me = authorize(user, 'Mutation.changePassword');
      const meta = stamp(partial);
      const { currentPassword, newPassword } = parseInput(ChangePasswordInput, input);
      const row = await signedInRow(me);
      const policy = passwordPolicyError(newPassword, row.email);
      if (policy) throw badInput(policy, 'newPassword');
      await checkPassword(row, currentPassword, 'currentPassword', meta);
      if (newPassword === currentPassword) throw badInput(PASSWORD_SAME_AS_CURRENT, 'newPassword');
      const passwordHash = await hashSecret(newPassword);
      return pipeline.run(accountWrites.changePassword, user, { passwordHash, meta });
    },

    /** POST /api/auth/password-reset/code: the same answer for every e-mail; mail only to an active account. */
    async requestPasswordReset(body: unknown, partial: MetaInput = {}): Promise<VerificationCodeResponse> {
      const { email } = parseInput(PasswordResetCodeInput, bodyObject(body));
      const { owner } = await resetOwner(email);
      return codes.send(owner, 'password-reset', stamp(partial));
    },

    /** POST /api/auth/password-reset/verify: checks the code (one attempt) without using it up. */
    async verifyPasswordReset(body: unknown, partial: MetaInput = {}): Promise<VerificationCodeResponse> {
      const { email, code } = parseInput(PasswordResetVerifyInput, bodyObject(body));
      const { owner } = await resetOwner(email);
      return (await codes.check(owner, 'password-reset', code, stamp(partial))).response;
    },

    /** confirmPasswordChange: a new password proven by a password-reset code (no session needed). */
    async confirmPasswordChange(user: SessionUser | null, input: unknown, partial: MetaInput = {}): Promise<boolean> {
      authorize(user, 'Mutation.confirmPasswordChange');
      const meta = stamp(partial);
      const { email, verificationCode, newPassword } = parseInput(ConfirmPasswordChangeInput, input);
      const policy = passwordPolicyError(newPassword, email);
      if (policy) throw badInput(policy, 'newPassword');
      const { owner, row } = await resetOwner(email);
      const checked = await codes.check(owner, 'password-reset', verificationCode, meta);
      if (!checked.codeId || !row) throw codeRefused(checked.response);
      if (await verifySecret(newPassword, row.passwordHash)) throw badInput(PASSWORD_SAME_AS_CURRENT, 'newPassword');
      const passwordHash = await hashSecret(newPassword);
      const codeId = checked.codeId;
      await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, codeId, meta.now))) throw codeRefused({ ...checked.response, errorMessage: CODE_MESSAGES.used });
        await appUserRepository.setPassword(tx, row.id, passwordHash, meta.now);
        // Whoever knew the old password loses its sessions (all of them: no session asked for this).
        await endUserSessions(tx, row.id, 'password-reset', meta.now);
        await authEventRepository.insert(tx, {
          kind: 'password-reset',
          at: meta.now,
          userId: row.id,
          email: row.email,
          address: meta.address,
        });
      });
      // The owner of the mailbox may sign in again at once.
      await authFailureRepository.reset(db, lockKey.account(row.email));
      return true;
    },

    /** AuthEvents(userId, first): newest first (security permission). */
    events: (user: SessionUser | null, args: { userId?: string | null | undefined; first?: number | null | undefined }) =>
      reader.run(accountQueries.authEvents, user, args),

    /**
     * POST /api/auth/audit: what the device saw offline (unlock, wrong PIN, lock, idle logout).
     * A malformed report is refused; events older than 30 days or in the future are skipped (a
     * device with a wrong clock must not block its queue), and the answer says which.
     * A report whose last lock or unlock is a lock (SPEC §4 screen lock) locks the caller's
     * session on the server from that time: refresh and access are refused until the PIN is given
     * to POST /api/auth/unlock. A device 'unlock' opens nothing: it is not proof of the PIN.
     */
    async reportDeviceEvents(user: SessionUser, body: unknown, partial: MetaInput = {}) {
      const meta = stamp(partial);
      const { events } = parseInput(DeviceAuditInput, bodyObject(body));
      const oldest = meta.now.getTime() - DEVICE_EVENT_MAX_AGE_MS;
      const newest = meta.now.getTime() + DEVICE_CLOCK_SKEW_MS;
      const skipped: { index: number; reason: string }[] = [];
      const rows: AuthEventInput[] = [];
      events.forEach((event, index) => {
        const at = new Date(event.at);
        if (Number.isNaN(at.getTime())) skipped.push({ index, reason: 'at is not a date-time' });
        else if (at.getTime() > newest) skipped.push({ index, reason: 'at is in the future' });
        else if (at.getTime() < oldest) skipped.push({ index, reason: 'at is more than 30 days ago' });
        else rows.push({ kind: event.kind, at, userId: user.id, email: user.email, address: meta.address, detail: DEVICE_DETAIL });
      });
      await audit(...rows);
      const last = rows
        .filter((row) => row.kind === 'lock' || row.kind === 'unlock')
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .at(-1);
      const sessionId = sessionIdOf(user);
      // Only a user with a PIN can be locked: there would be no way back otherwise.
      if (last?.kind === 'lock' && sessionId && user.hasPin) await sessionRepository.lock(db, sessionId, last.at);
      return { recorded: rows.length, skipped };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
