// E-mailed verification codes (SPEC §5 'a 6-character e-mailed code', §4 'limited attempts and
// resends'): 6 digits, stored as an argon2id hash, valid 10 minutes, 3 attempts per code, 3
// resends per 24 hours; wrong codes also count towards the user's code lock. The answer is the
// Verification code response of SPEC §3; expected failures are data (isError, errorMessage).
// A code is issued and checked in a transaction given (the PIN's, through the write pipeline) or
// on its own (the public password reset); it is mailed once the code has committed (deliver).
import { randomInt, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { maskEmail } from '../../../src/domain/security/masked-email.ts';
import {
  CODE_MESSAGES,
  VERIFICATION_CODE_ATTEMPTS,
  VERIFICATION_CODE_RESENDS,
  VERIFICATION_CODE_TTL_MINUTES,
  VerificationCodeSchema,
} from '../../../src/domain/security/pin.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { authEventRepository } from './auth-event-repository.ts';
import { authFailureRepository } from './auth-failure-repository.ts';
import { CODE_POLICY, isLocked, lockDetail, lockKey } from './lockout.ts';
import {
  type CodePurpose,
  type CodeSubject,
  type VerificationCodeRow,
  verificationCodeRepository,
} from './verification-code-repository.ts';

export interface VerificationCodeResponse {
  email: string | null;
  createdOn: string | null;
  attemptsRemaining: number;
  resendRequestRemaining: number;
  isValidCode: boolean;
  isError: boolean;
  errorMessage: string | null;
}

/** Who asks, from where, and when (every auth event records it). */
export interface RequestMeta {
  address: string | null;
  now: Date;
}

export interface CodeOwner {
  /** null: a password-reset request for an e-mail with no active account (nothing is mailed). */
  userId: string | null;
  email: string;
}

const DAY_MS = 86_400_000;
const TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/** Six random digits (crypto.randomInt: uniform, unpredictable). */
export const generateCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeMailText = (code: string, purpose: CodePurpose): string =>
  [
    `Your verification code is ${code}.`,
    '',
    purpose === 'pin'
      ? 'Enter it in Wound Care EMR to create or change your security PIN.'
      : 'Enter it in Wound Care EMR to reset your password.',
    `It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes and can be tried ${VERIFICATION_CODE_ATTEMPTS} times.`,
    'If you did not ask for it, you can ignore this message; your account is unchanged.',
  ].join('\n');

const SUBJECTS: Record<CodePurpose, string> = {
  pin: 'Your Wound Care EMR verification code',
  'password-reset': 'Your Wound Care EMR password reset code',
};

/** Resends left after `sent` codes in the last 24 hours (the first code is not a resend). */
export const resendsLeft = (sent: number): number => Math.max(0, VERIFICATION_CODE_RESENDS - Math.max(0, sent - 1));

const attemptsOf = (row: Pick<VerificationCodeRow, 'attemptsUsed'>) => Math.max(0, VERIFICATION_CODE_ATTEMPTS - row.attemptsUsed);

const subjectOf = (owner: CodeOwner, purpose: CodePurpose): CodeSubject =>
  purpose === 'pin' && owner.userId ? { userId: owner.userId } : { email: owner.email.toLowerCase() };

const failureKey = (owner: CodeOwner) => lockKey.code(owner.userId ?? `email:${owner.email.toLowerCase()}`);

export interface CheckedCode {
  response: VerificationCodeResponse;
  /** The code's row when it was right (the caller consumes it in its own transaction). */
  codeId: string | null;
}

const base = (owner: CodeOwner, row: VerificationCodeRow | null, sent: number) => ({
  email: maskEmail(owner.email),
  createdOn: row?.createdAt.toISOString() ?? null,
  attemptsRemaining: row ? attemptsOf(row) : 0,
  resendRequestRemaining: resendsLeft(sent),
});
const error = (fields: ReturnType<typeof base>, message: string, attemptsRemaining = fields.attemptsRemaining) => ({
  ...fields,
  attemptsRemaining,
  isValidCode: false,
  isError: true,
  errorMessage: message,
});

/** A code stored in a transaction, to mail (and record as sent) once that has committed. */
export interface PendingCode {
  owner: CodeOwner;
  purpose: CodePurpose;
  codeId: string;
  code: string;
}

export interface IssuedCode {
  response: VerificationCodeResponse;
  /** null: the resend limit refused it (nothing stored, nothing to mail). */
  pending: PendingCode | null;
}

/**
 * A new code stored in `tx` (at most 1 + 3 resends per 24 hours); deliver it with the codes'
 * `deliver` once `tx` has committed. An owner without an account gets a look-alike answer and no mail.
 */
export async function issueCode(tx: Executor, owner: CodeOwner, purpose: CodePurpose, meta: RequestMeta): Promise<IssuedCode> {
  const subject = subjectOf(owner, purpose);
  const since = new Date(meta.now.getTime() - DAY_MS);
  const sent = await verificationCodeRepository.sentSince(tx, subject, purpose, since);
  if (sent >= 1 + VERIFICATION_CODE_RESENDS) {
    const latest = await verificationCodeRepository.latest(tx, subject, purpose);
    return { response: error(base(owner, latest, sent), CODE_MESSAGES.resendLimit), pending: null };
  }
  const code = generateCode();
  const row = {
    id: randomUUID(),
    userId: owner.userId,
    email: owner.email.toLowerCase(),
    purpose,
    codeHash: await hashSecret(code),
    createdAt: meta.now,
    expiresAt: new Date(meta.now.getTime() + TTL_MS),
    attemptsUsed: 0,
  };
  await verificationCodeRepository.insert(tx, row);
  return {
    response: {
      ...base(owner, { ...row, validatedAt: null, consumedAt: null }, sent + 1),
      isValidCode: false,
      isError: false,
      errorMessage: null,
    },
    pending: { owner, purpose, codeId: row.id, code },
  };
}

/**
 * Checks a code against the one in force; a wrong one uses an attempt. The code is not used
 * up here: validatePINVerificationCode only checks it, and the operation it unlocks consumes it.
 * Refusals are answers, not errors, so what they count (attempts, the code lock) is written
 * with them, also inside a caller's transaction.
 */
export async function checkCode(
  tx: Executor,
  owner: CodeOwner,
  purpose: CodePurpose,
  input: unknown,
  meta: RequestMeta,
): Promise<CheckedCode> {
  const subject = subjectOf(owner, purpose);
  const sent = await verificationCodeRepository.sentSince(tx, subject, purpose, new Date(meta.now.getTime() - DAY_MS));
  const latest = await verificationCodeRepository.latest(tx, subject, purpose);
  const fields = base(owner, latest, sent);
  const refused = (message: string, attemptsRemaining?: number): CheckedCode => ({
    response: error(fields, message, attemptsRemaining),
    codeId: null,
  });

  if (isLocked(await authFailureRepository.get(tx, failureKey(owner)), meta.now)) return refused(CODE_MESSAGES.tooManyFailures, 0);
  if (!latest) return refused(CODE_MESSAGES.noCode, 0);
  if (latest.consumedAt) return refused(CODE_MESSAGES.used, 0);
  if (latest.expiresAt.getTime() <= meta.now.getTime()) return refused(CODE_MESSAGES.expired, 0);
  const used = await verificationCodeRepository.takeAttempt(tx, latest.id, VERIFICATION_CODE_ATTEMPTS, meta.now);
  if (used === null) return refused(CODE_MESSAGES.attemptsUsedUp, 0);

  const parsed = v.safeParse(VerificationCodeSchema, input);
  const matches = parsed.success && (await verifySecret(parsed.output, latest.codeHash));
  // A look-alike code of an unknown e-mail is never right, even if guessed.
  const right = matches && owner.userId !== null;
  if (right) {
    const after = await verificationCodeRepository.markValid(tx, latest.id, meta.now);
    await authFailureRepository.reset(tx, failureKey(owner));
    return {
      response: {
        ...fields,
        attemptsRemaining: Math.max(0, VERIFICATION_CODE_ATTEMPTS - after),
        isValidCode: true,
        isError: false,
        errorMessage: null,
      },
      codeId: latest.id,
    };
  }

  const remaining = Math.max(0, VERIFICATION_CODE_ATTEMPTS - used);
  const failure = await authFailureRepository.fail(tx, failureKey(owner), CODE_POLICY, meta.now);
  const event = { at: meta.now, userId: owner.userId, email: owner.email, address: meta.address };
  await authEventRepository.insert(
    tx,
    { ...event, kind: 'code-failed', detail: `${purpose}: ${remaining} attempts left` },
    ...(failure.locked
      ? [
          {
            ...event,
            kind: 'lockout' as const,
            detail: `${lockDetail(failureKey(owner), CODE_POLICY)} (${CODE_POLICY.max} wrong codes)`,
          },
        ]
      : []),
  );
  return refused(remaining > 0 ? CODE_MESSAGES.invalid : CODE_MESSAGES.noAttemptsLeft, remaining);
}

export function createVerificationCodes(db: Database, mailer: Mailer) {
  /** Mails a committed code to its owner (none without an account) and records it as sent. */
  async function deliver(pending: PendingCode, meta: RequestMeta): Promise<void> {
    const { owner, purpose } = pending;
    if (owner.userId) {
      try {
        await mailer.send({ to: owner.email, subject: SUBJECTS[purpose], text: codeMailText(pending.code, purpose) });
      } catch {
        // Not counted as a resend: the user never got it.
        await verificationCodeRepository.remove(db, pending.codeId);
        throw new AppError('INTERNAL_SERVER_ERROR', 'The verification code could not be e-mailed. Please try again later.');
      }
    }
    await authEventRepository.insert(db, {
      kind: 'code-sent',
      at: meta.now,
      userId: owner.userId,
      email: owner.email,
      address: meta.address,
      detail: owner.userId ? purpose : `${purpose}: no active account, nothing sent`,
    });
  }

  return {
    deliver,

    /** Stores a new code and mails it (the public password-reset request; the PIN's runs through the write pipeline). */
    async send(owner: CodeOwner, purpose: CodePurpose, meta: RequestMeta): Promise<VerificationCodeResponse> {
      const { response, pending } = await issueCode(db, owner, purpose, meta);
      if (pending) await deliver(pending, meta);
      return response;
    },

    check: (owner: CodeOwner, purpose: CodePurpose, input: unknown, meta: RequestMeta): Promise<CheckedCode> =>
      checkCode(db, owner, purpose, input, meta),

    /** Uses a checked code up, inside the caller's transaction; false when it was used meanwhile. */
    consume: verificationCodeRepository.consume,
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
