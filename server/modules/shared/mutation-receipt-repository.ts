// Mutation receipts (DESIGN §4 step 3): a mutation sent with a client mutation id is applied
// once; a resend gets the stored result. The receipt is written LAST in the mutation's
// transaction, with its other writes (insert … on conflict do nothing). A resend either fails before it (its base
// version or the visit's encounter has moved on) or finds the receipt taken at that insert
// (a concurrent duplicate waits there for the first to commit); either way its transaction
// rolls back and the runner answers from the stored receipt. A failed mutation stores nothing,
// so a corrected resend is applied normally.
// A receipt is bound to its payload (mutation-payload.ts).
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PlannedWrite } from '../../db/resource-store.ts';
import { mutationReceipts } from '../../db/schema/encounters.ts';

/** A stored receipt: who sent the id, for which operation and payload, and what it answered. */
export interface Receipt {
  userId: string;
  operation: string;
  /** Null on receipts stored before payloads were hashed. */
  payloadHash: string | null;
  result: unknown;
}

/** A receipt to store: the id, who sent it for which operation and payload, when, and the result. */
export interface NewReceipt {
  clientMutationId: string;
  userId: string;
  operation: string;
  payloadHash: string;
  now: Date;
  result: unknown;
}

export const mutationReceiptRepository = {
  /**
   * The receipts among `clientMutationIds`, in one query without a transaction: how a resent
   * batch is answered (syncEncounterCommands) without running its commands again.
   */
  async find(tx: Executor, clientMutationIds: readonly string[]): Promise<Map<string, Receipt>> {
    const found = new Map<string, Receipt>();
    if (clientMutationIds.length === 0) return found;
    const rows = await tx
      .select()
      .from(mutationReceipts)
      .where(inArray(mutationReceipts.clientMutationId, [...clientMutationIds]));
    for (const row of rows) {
      found.set(row.clientMutationId, { userId: row.userId, operation: row.operation, payloadHash: row.payloadHash, result: row.result });
    }
    return found;
  },

  /**
   * The receipt with its result, as a planned write (sent with the mutation's other writes):
   * it writes no row when the id was already taken (then roll back).
   */
  plannedStore(tx: Executor, receipt: NewReceipt): PlannedWrite {
    return this.plannedStoreMany(tx, [receipt]);
  },

  /** Receipts of a batch applied as a set, in one insert: it writes fewer rows than given when an id was taken. */
  plannedStoreMany(tx: Executor, receipts: readonly NewReceipt[]): PlannedWrite {
    const query = tx
      .insert(mutationReceipts)
      .values(
        receipts.map((receipt) => ({
          clientMutationId: receipt.clientMutationId,
          userId: receipt.userId,
          operation: receipt.operation,
          payloadHash: receipt.payloadHash,
          result: receipt.result,
          createdAt: receipt.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mutationReceipts.clientMutationId });
    return { row: null, query, history: null, miss: null };
  },
};
