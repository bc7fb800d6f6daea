import { MILEAGE_THRESHOLD_SETTING, parseMileageThreshold } from '../../../src/domain/routes/route-plan.ts';
import { DEFAULT_PASSWORD_EXPIRES_DAYS } from '../../../src/domain/security/password.ts';
import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type Settings } from '../../../src/domain/settings.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { createSettingsAdmin } from './settings-admin.ts';
import { settingsRepository } from './settings-repository.ts';

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

/** The settings the account rules read (SPEC §3 passwordExpiresConfigValue, §6 EnableExternalUserVerification). */
export interface AccountSettings {
  passwordExpiresDays: number;
  externalUserVerification: boolean;
}

/** PasswordExpiresDays as a whole number of days (1-3650); anything else falls back to the default. */
export function parseExpiresDays(value: string | undefined): number {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) return DEFAULT_PASSWORD_EXPIRES_DAYS;
  const days = Number(value.trim());
  return days >= 1 && days <= 3650 ? days : DEFAULT_PASSWORD_EXPIRES_DAYS;
}

export async function readAccountSettings(tx: Executor): Promise<AccountSettings> {
  const rows = await settingsRepository.all(tx, ['PasswordExpiresDays', 'EnableExternalUserVerification']);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    passwordExpiresDays: parseExpiresDays(value('PasswordExpiresDays')),
    externalUserVerification: value('EnableExternalUserVerification') === 'true',
  };
}

/** SPEC §6 'mileage threshold setting': MileageThreshold in miles (default 100). */
export async function readMileageThreshold(tx: Executor): Promise<number> {
  return parseMileageThreshold((await settingsRepository.byKey(tx, MILEAGE_THRESHOLD_SETTING))?.value);
}

export function createSettingsService(db: Database, pipeline: WritePipeline) {
  return {
    async all(): Promise<Settings & { IdleLogoutDelay?: string; IdleLockDelay?: string }> {
      const rows = await settingsRepository.all(db);
      const result: Settings & Record<string, string> = { ...DEFAULT_SETTINGS };
      for (const row of rows) {
        if (isSettingKey(row.key)) result[row.key] = row.value === 'true' ? 'true' : 'false';
        else if (row.key === 'IdleLogoutDelay' || row.key === 'IdleLockDelay') result[row.key] = row.value;
      }
      return result;
    },
    account: (): Promise<AccountSettings> => readAccountSettings(db),
    /** One switch, read on its own (authenticate() asks only when a user could be affected). */
    async isOn(key: SettingKey): Promise<boolean> {
      return (await settingsRepository.byKey(db, key))?.value === 'true';
    },
    /** The administrator's screen: SettingList and updateSetting. */
    ...createSettingsAdmin(db, pipeline),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
