import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/identity.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const refreshTokenRepository = {
  async insert(tx: Executor, row: typeof refreshTokens.$inferInsert): Promise<void> {
    await tx.insert(refreshTokens).values(row);
  },
  async byId(tx: Executor, id: string): Promise<RefreshTokenRow | null> {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
    return row ?? null;
  },
  async byHash(tx: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  },
  /** Marks `id` used; false when another request rotated it first. */
  async markReplaced(tx: Executor, id: string, replacedBy: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },
  async revokeFamily(tx: Executor, familyId: string, now: Date): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },
  /** Revokes every refresh token of a user but those of the family `keep` (the caller's own sign-in, when it stays). */
  async revokeUser(tx: Executor, userId: string, now: Date, keep?: string | null): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep ? ne(refreshTokens.familyId, keep) : undefined));
  },
};
