// The settings table: key → value text (SPEC §3 configuration values, §6 switches).
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';

export type SettingRow = typeof settings.$inferSelect;

export const settingsRepository = {
  /** Every setting, or only those of `keys`. */
  async all(tx: Executor, keys?: readonly string[]): Promise<SettingRow[]> {
    return tx
      .select()
      .from(settings)
      .where(keys ? inArray(settings.key, [...keys]) : undefined);
  },

  async byKey(tx: Executor, key: string): Promise<SettingRow | null> {
    const [row] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
    return row ?? null;
  },

  /** Stores a value (insert or replace). */
  async put(tx: Executor, key: string, value: string): Promise<void> {
    await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  },
};
