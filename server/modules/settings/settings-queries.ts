// SettingList (SPEC §6 switches, §9 idle delays, PasswordExpiresDays, MileageThreshold;
// permission settings), declared in the write pipeline's shape (DESIGN §5): the operation, no
// arguments, no target (settings are configuration of every market), then the read: each setting
// with its value, or its default where none is stored.
import { type AdminSettingKey, NUMERIC_SETTING_KEYS } from '../../../src/domain/administration/admin-settings.ts';
import { SETTING_KEYS } from '../../../src/domain/settings.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { settingsRepository } from './settings-repository.ts';
import { toSettingView } from './settings-views.ts';

const ADMIN_KEYS: readonly AdminSettingKey[] = [...SETTING_KEYS, ...NUMERIC_SETTING_KEYS];

export const settingQueries = {
  list: defineQuery({
    operation: 'Query.SettingList',
    input: () => null,
    target: noTarget,
    read: async ({ db }) => {
      const rows = await settingsRepository.all(db, ADMIN_KEYS);
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return ADMIN_KEYS.map((key) => toSettingView(key, byKey.get(key)));
    },
  }),
};
