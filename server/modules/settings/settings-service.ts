import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type Settings } from '../../../src/domain/settings.ts';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

export function createSettingsService(db: Database) {
  return {
    async all(): Promise<Settings & { IdleLogoutDelay?: string; IdleLockDelay?: string }> {
      const rows = await db.select().from(settings);
      const result: Settings & Record<string, string> = { ...DEFAULT_SETTINGS };
      for (const row of rows) {
        if (isSettingKey(row.key)) result[row.key] = row.value === 'true' ? 'true' : 'false';
        else if (row.key === 'IdleLogoutDelay' || row.key === 'IdleLockDelay') result[row.key] = row.value;
      }
      return result;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
