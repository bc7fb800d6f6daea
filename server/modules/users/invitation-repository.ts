// user_invitation (schema/administration.ts): a mailed link's token, stored only as its hash.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/administration.ts';
import { users } from '../../db/schema/identity.ts';

export type InvitationRow = typeof userInvitations.$inferSelect;

export const invitationRepository = {
  /** A new invitation; the user's older ones still open are revoked (only the newest link works). */
  async issue(
    tx: Executor,
    userId: string,
    purpose: InvitationRow['purpose'],
    tokenHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    // One issue at a time per user (the user's row locked until commit): a second one waits,
    // then revokes the first's link, so two links sent at once never both stay open.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.consumedAt), isNull(userInvitations.revokedAt)));
    await tx.insert(userInvitations).values({ id: randomUUID(), userId, tokenHash, purpose, createdAt: now, expiresAt });
  },

  async byTokenHash(tx: Executor, tokenHash: string): Promise<InvitationRow | null> {
    const [row] = await tx.select().from(userInvitations).where(eq(userInvitations.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  },

  /** Uses the invitation up; false when it was already used or revoked (a concurrent accept). */
  async consume(tx: Executor, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(userInvitations)
      .set({ consumedAt: now })
      .where(and(eq(userInvitations.id, id), isNull(userInvitations.consumedAt), isNull(userInvitations.revokedAt)))
      .returning({ id: userInvitations.id });
    return rows.length === 1;
  },
};
