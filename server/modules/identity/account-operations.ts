// The account writes (SPEC §4 password and PIN, §5 verification codes; SPEC §4 Users 'PIN
// reset'), declared once for the write pipeline (DESIGN §5): each on the caller's own account
// (target 'self', its row locked) but the PIN reset, which an administrator makes on another user
// (target 'user': both rows locked, only an administrator acts on an administrator).
// What must not run inside the transaction is done by account-service.ts before it: the password
// and the code a change is proven by are checked there, because a wrong one is counted (the
// account's and the code's locks) and that count must stand when the change is refused; and
// argon2 hashes are made there, so no lock waits for them. Mail goes after the commit.
import * as v from 'valibot';
import { CODE_MESSAGES } from '../../../src/domain/security/pin.ts';
import { sessionIdOf } from '../../auth/signed-in-user.ts';
import { badInput, notFound } from '../../errors.ts';
import { parseInput } from '../shared/input.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { EmailSchema, VerificationCodeInput } from './account-input.ts';
import { appUserRepository } from './app-user-repository.ts';
import { authEventRepository } from './auth-event-repository.ts';
import { endUserSessions } from './sessions.ts';
import { signedInInternalUser, signedInUser, userActedOn } from './user-targets.ts';
import { verificationCodeRepository } from './verification-code-repository.ts';
import { checkCode, issueCode, type RequestMeta } from './verification-codes.ts';

/** Where and when the request was made (every auth event records it). */
interface Stamped {
  meta: RequestMeta;
}

export const accountWrites = {
  /** A new code for the caller's PIN, stored here and mailed by account-service.ts once committed. */
  sendPINVerificationCode: defineWrite({
    operation: 'Mutation.sendPINVerificationCode',
    // Made by account-service.ts: the request's address and time.
    input: (raw: unknown) => raw as Stamped,
    target: signedInInternalUser,
    apply: ({ tx, input: { meta }, target: row }) => issueCode(tx, { userId: row.id, email: row.email }, 'pin', meta),
  }),

  /** Checks the caller's PIN code; a wrong one's attempt and lock count are written with the answer. */
  validatePINVerificationCode: defineWrite({
    operation: 'Mutation.validatePINVerificationCode',
    input: (raw: unknown) => {
      const { verificationCode, meta } = raw as { verificationCode: unknown } & Stamped;
      return { code: parseInput(VerificationCodeInput, verificationCode), meta };
    },
    target: signedInInternalUser,
    apply: async ({ tx, input: { code, meta }, target: row }) =>
      (await checkCode(tx, { userId: row.id, email: row.email }, 'pin', code, meta)).response,
  }),

  /** The caller's new PIN (SPEC §5), its verification code used up with it; only the hash is stored. */
  upsertUserPin: defineWrite({
    operation: 'Mutation.upsertUserPin',
    // Made by account-service.ts once the password and the code were checked: the PIN's hash and the code to use up.
    input: (raw: unknown) => raw as { pinHash: string; codeId: string | null } & Stamped,
    target: signedInUser,
    apply: async ({ tx, input: { pinHash, codeId, meta }, target: row }) => {
      if (codeId && !(await verificationCodeRepository.consume(tx, codeId, meta.now)))
        throw badInput(CODE_MESSAGES.used, 'verificationCode');
      const saved = await appUserRepository.setPin(tx, row.id, pinHash, meta.now);
      if (!saved) throw notFound('User');
      await authEventRepository.insert(tx, {
        kind: 'pin-change',
        at: meta.now,
        userId: row.id,
        email: row.email,
        address: meta.address,
        detail: row.pinHash ? 'PIN changed' : 'PIN created',
      });
      return saved;
    },
  }),

  /** The caller's new password; every other sign-in of theirs ends. */
  changePassword: defineWrite({
    operation: 'Mutation.changePassword',
    // Made by account-service.ts once the current password and the policy were checked: the new password's hash.
    input: (raw: unknown) => raw as { passwordHash: string } & Stamped,
    target: signedInUser,
    apply: async ({ tx, me, input: { passwordHash, meta }, target: row }) => {
      await appUserRepository.setPassword(tx, row.id, passwordHash, meta.now);
      // Every other sign-in of the user ends (a device left signed in elsewhere, or someone who
      // knew the old password); this one stays, so the user goes on where they are.
      await endUserSessions(tx, row.id, 'password-change', meta.now, sessionIdOf(me));
      await authEventRepository.insert(tx, {
        kind: 'password-change',
        at: meta.now,
        userId: row.id,
        email: row.email,
        address: meta.address,
      });
      return true;
    },
  }),

  /** Clears a user's PIN (security permission): they create a new one at next sign-in. */
  resetUserPin: defineWrite({
    operation: 'Mutation.resetUserPin',
    input: (raw: unknown) => {
      const { email, meta } = raw as { email: unknown } & Stamped;
      return { email: parseInput(v.object({ email: EmailSchema }), { email }).email, meta };
    },
    target: userActedOn('Mutation.resetUserPin', (i: { email: string }) => ({ email: i.email })),
    apply: async ({ tx, me, input: { meta }, target: { user } }) => {
      await appUserRepository.setPin(tx, user.id, null, meta.now);
      await authEventRepository.insert(tx, {
        kind: 'pin-reset',
        at: meta.now,
        userId: user.id,
        email: user.email,
        address: meta.address,
        detail: `by ${me.email}`,
      });
      return user.id;
    },
    // SPEC §4 Users 'PIN reset': an administrative change, in the user's change history (no hash kept).
    audit: ({ target: { user } }) => ({
      entityType: 'User',
      entityId: user.id,
      action: 'reset-pin',
      before: { hasPin: user.pinHash !== null },
      after: { hasPin: false },
    }),
  }),
};
