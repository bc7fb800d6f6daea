// Verification codes (verification_code). Attempts are taken with one conditional UPDATE before
// the code is compared, so parallel guesses can never use more than the allowed attempts.
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/identity.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = VerificationCodeRow['purpose'];

/** Whose codes: a user's (PIN codes) or an address's (password-reset codes, also for unknown e-mails). */
export type CodeSubject = { userId: string } | { email: string };

const subjectIs = (subject: CodeSubject) =>
  'userId' in subject ? eq(verificationCodes.userId, subject.userId) : eq(verificationCodes.email, subject.email.toLowerCase());

export const verificationCodeRepository = {
  async insert(tx: Executor, row: typeof verificationCodes.$inferInsert): Promise<void> {
    await tx.insert(verificationCodes).values(row);
  },

  async remove(tx: Executor, id: string): Promise<void> {
    await tx.delete(verificationCodes).where(eq(verificationCodes.id, id));
  },

  /** The code in force: the newest one sent. */
  async latest(tx: Executor, subject: CodeSubject, purpose: CodePurpose): Promise<VerificationCodeRow | null> {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(subjectIs(subject), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row ?? null;
  },

  async sentSince(tx: Executor, subject: CodeSubject, purpose: CodePurpose, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(subjectIs(subject), eq(verificationCodes.purpose, purpose), gte(verificationCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Takes one attempt of a live code; the attempts used afterwards, or null when none was left. */
  async takeAttempt(tx: Executor, id: string, maxAttempts: number, now: Date): Promise<number | null> {
    const [row] = await tx
      .update(verificationCodes)
      .set({ attemptsUsed: sql`${verificationCodes.attemptsUsed} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          lt(verificationCodes.attemptsUsed, maxAttempts),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .returning({ attemptsUsed: verificationCodes.attemptsUsed });
    return row?.attemptsUsed ?? null;
  },

  /** A right code gives its attempt back and is marked validated. */
  async markValid(tx: Executor, id: string, now: Date): Promise<number> {
    const [row] = await tx
      .update(verificationCodes)
      .set({
        attemptsUsed: sql`greatest(${verificationCodes.attemptsUsed} - 1, 0)`,
        validatedAt: sql`coalesce(${verificationCodes.validatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(verificationCodes.id, id))
      .returning({ attemptsUsed: verificationCodes.attemptsUsed });
    return row?.attemptsUsed ?? 0;
  },

  /** Uses the code up (once): false when it was already used, expired or is not this subject's. */
  async consume(tx: Executor, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },
};
