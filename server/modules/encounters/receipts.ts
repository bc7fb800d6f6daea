// Mutation receipts (DESIGN §4 step 3): a mutation sent with a client mutation id is applied
// once; a resend gets the stored result. The receipt row is claimed FIRST in the mutation's
// transaction (insert … on conflict do nothing): a concurrent duplicate blocks on that row
// until the first transaction ends, then finds the stored result instead of applying again.
// A failed mutation rolls its claim back, so a corrected resend is applied normally.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mutationReceipts } from '../../db/schema.ts';

export type Claim = { kind: 'claimed' } | { kind: 'stored'; userId: string; operation: string; result: unknown };

const PENDING = { pending: true } as const;

const isPending = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && (result as { pending?: unknown }).pending === true;

export const receiptRepository = {
  /** A finished receipt, read without a transaction: the fast path of a resend. */
  async findCompleted(tx: Executor, clientMutationId: string): Promise<Extract<Claim, { kind: 'stored' }> | null> {
    const [stored] = await tx.select().from(mutationReceipts).where(eq(mutationReceipts.clientMutationId, clientMutationId));
    if (!stored || isPending(stored.result)) return null;
    return { kind: 'stored', userId: stored.userId, operation: stored.operation, result: stored.result };
  },

  async claim(tx: Executor, receipt: { clientMutationId: string; userId: string; operation: string; now: Date }): Promise<Claim> {
    const inserted = await tx
      .insert(mutationReceipts)
      .values({
        clientMutationId: receipt.clientMutationId,
        userId: receipt.userId,
        operation: receipt.operation,
        result: PENDING,
        createdAt: receipt.now,
      })
      .onConflictDoNothing()
      .returning({ id: mutationReceipts.clientMutationId });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [stored] = await tx.select().from(mutationReceipts).where(eq(mutationReceipts.clientMutationId, receipt.clientMutationId));
    if (!stored) throw new Error('mutation receipt vanished between claim and read');
    return { kind: 'stored', userId: stored.userId, operation: stored.operation, result: stored.result };
  },

  async complete(tx: Executor, clientMutationId: string, result: unknown): Promise<void> {
    await tx.update(mutationReceipts).set({ result }).where(eq(mutationReceipts.clientMutationId, clientMutationId));
  },
};
