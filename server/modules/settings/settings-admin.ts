// The administrator's settings (SPEC §6 switches, §9 idle delays, PasswordExpiresDays,
// MileageThreshold; permission settings): each with its value, or its default where none is
// stored. A change (settings-operations.ts, run by the write pipeline, DESIGN §5) is parsed by the
// shared rule (src/domain/administration/admin-settings.ts) and audited (entity 'Setting', id the
// key) in the same transaction. /api/config serves the new values to every client's next start.
import type { SessionUser } from '../../../src/domain/access.ts';
import { type AdminSettingKey, NUMERIC_SETTING_KEYS } from '../../../src/domain/administration/admin-settings.ts';
import { SETTING_KEYS } from '../../../src/domain/settings.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { settingWrites } from './settings-operations.ts';
import { settingsRepository } from './settings-repository.ts';
import { type AdminSettingView, toSettingView } from './settings-views.ts';

const ADMIN_KEYS: readonly AdminSettingKey[] = [...SETTING_KEYS, ...NUMERIC_SETTING_KEYS];

export function createSettingsAdmin(db: Database, pipeline: WritePipeline) {
  return {
    async list(user: SessionUser | null): Promise<AdminSettingView[]> {
      authorize(user, 'Query.SettingList');
      const rows = await settingsRepository.all(db, ADMIN_KEYS);
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return ADMIN_KEYS.map((key) => toSettingView(key, byKey.get(key)));
    },

    update: (user: SessionUser | null, args: { key: string; value: string }): Promise<AdminSettingView> =>
      pipeline.run(settingWrites.updateSetting, user, args),
  };
}
