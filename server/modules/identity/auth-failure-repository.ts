// The brute-force counters (auth_failure) in the database, so every server instance sees the
// same count. A failure is counted under a row lock: parallel wrong guesses cannot slip past.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authFailures } from '../../db/schema/identity.ts';
import { afterFailure, type FailureState, type LockoutPolicy } from './lockout.ts';

export const authFailureRepository = {
  async get(tx: Executor, key: string): Promise<FailureState | null> {
    const [row] = await tx.select().from(authFailures).where(eq(authFailures.key, key)).limit(1);
    return row ?? null;
  },

  async getMany(tx: Executor, keys: readonly string[]): Promise<Map<string, FailureState>> {
    if (keys.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(authFailures)
      .where(inArray(authFailures.key, [...keys]));
    return new Map(rows.map((r) => [r.key, r]));
  },

  /** Counts one failure; returns the new state and whether it started a lock. */
  async fail(tx: Executor, key: string, policy: LockoutPolicy, now: Date): Promise<{ state: FailureState; locked: boolean }> {
    return tx.transaction(async (inner) => {
      await inner
        .insert(authFailures)
        .values({ key, failures: 0, windowStart: now, lockedUntil: null })
        .onConflictDoNothing({ target: authFailures.key });
      const [row] = await inner.select().from(authFailures).where(eq(authFailures.key, key)).for('update');
      const next = afterFailure(row, now, policy);
      await inner.update(authFailures).set(next.state).where(eq(authFailures.key, key));
      return next;
    });
  },

  async reset(tx: Executor, key: string): Promise<void> {
    await tx.delete(authFailures).where(eq(authFailures.key, key));
  },
};
