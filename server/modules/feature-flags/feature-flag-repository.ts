// The feature flags and their overrides (SPEC §6 feature flags), and what the evaluation and the
// administrator's screen read about users: a user's markets (app_user.markets, state codes) and the
// names of the users that user-scoped overrides name.
import { and, eq, inArray } from 'drizzle-orm';
import type { FlagScope } from '../../../src/domain/feature-flags.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { featureFlagOverrides, featureFlags } from '../../db/schema/settings.ts';

export type FlagRow = typeof featureFlags.$inferSelect;
export type FlagOverrideRow = typeof featureFlagOverrides.$inferSelect;

export interface FlagUserRow {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

const overrideOf = (key: string, scope: FlagScope, scopeValue: string) =>
  and(eq(featureFlagOverrides.flagKey, key), eq(featureFlagOverrides.scope, scope), eq(featureFlagOverrides.scopeValue, scopeValue));

export const featureFlagRepository = {
  /** Every flag with its default, and every override (user, market, job function or role). */
  async all(tx: Executor) {
    const [flags, overrides] = await Promise.all([tx.select().from(featureFlags), tx.select().from(featureFlagOverrides)]);
    return { flags, overrides };
  },

  /** One flag and its overrides (null flag: not stored yet). */
  async one(tx: Executor, key: string): Promise<{ flag: FlagRow | null; overrides: FlagOverrideRow[] }> {
    // One after the other: a change reads the flag inside its transaction (one connection).
    const [flag] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).limit(1);
    const overrides = await tx.select().from(featureFlagOverrides).where(eq(featureFlagOverrides.flagKey, key));
    return { flag: flag ?? null, overrides };
  },

  /** Stores a SPEC §6 flag the database does not hold yet (off, no description), so it can take overrides. */
  async ensure(tx: Executor, key: string): Promise<void> {
    await tx.insert(featureFlags).values({ key, description: '', defaultValue: false }).onConflictDoNothing();
  },

  async setDefault(tx: Executor, key: string, value: boolean): Promise<void> {
    await tx.update(featureFlags).set({ defaultValue: value }).where(eq(featureFlags.key, key));
  },

  async setOverride(tx: Executor, key: string, scope: FlagScope, scopeValue: string, value: boolean): Promise<void> {
    await tx
      .insert(featureFlagOverrides)
      .values({ flagKey: key, scope, scopeValue, value })
      .onConflictDoUpdate({
        target: [featureFlagOverrides.flagKey, featureFlagOverrides.scope, featureFlagOverrides.scopeValue],
        set: { value },
      });
  },

  /** Whether an override was there to remove. */
  async removeOverride(tx: Executor, key: string, scope: FlagScope, scopeValue: string): Promise<boolean> {
    const removed = await tx
      .delete(featureFlagOverrides)
      .where(overrideOf(key, scope, scopeValue))
      .returning({ id: featureFlagOverrides.id });
    return removed.length > 0;
  },

  /** The user's markets (state codes): a market override applies to the users of that market. */
  async marketsOf(tx: Executor, userId: string): Promise<string[]> {
    const [row] = await tx.select({ markets: users.markets }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.markets ?? [];
  },

  /** The users among `ids` (the names of user-scoped overrides; whether a new one names a user). */
  async users(tx: Executor, ids: readonly string[]): Promise<FlagUserRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
      .from(users)
      .where(inArray(users.id, [...ids]));
  },
};
