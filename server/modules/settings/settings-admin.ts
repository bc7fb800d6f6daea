// The administrator's settings (SPEC §6 switches, §9 idle delays, PasswordExpiresDays,
// MileageThreshold; permission settings): each with its value, or its default where none is
// stored (settings-queries.ts, run by the one reader). A change (settings-operations.ts, run by
// the write pipeline, DESIGN §5) is parsed by the shared rule
// (src/domain/administration/admin-settings.ts) and audited (entity 'Setting', id the key) in the
// same transaction. /api/config serves the new values to every client's next start.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { settingWrites } from './settings-operations.ts';
import { settingQueries } from './settings-queries.ts';
import type { AdminSettingView } from './settings-views.ts';

export function createSettingsAdmin(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null): Promise<AdminSettingView[]> => reader.run(settingQueries.list, user, undefined),

    update: (user: SessionUser | null, args: { key: string; value: string }): Promise<AdminSettingView> =>
      pipeline.run(settingWrites.updateSetting, user, args),
  };
}
