// updateSetting (SPEC §6 switches, §9 idle delays, PasswordExpiresDays, MileageThreshold;
// permission settings), declared once for the write pipeline (DESIGN §5): the value parsed by the
// shared rule (src/domain/administration/admin-settings.ts, BAD_USER_INPUT on its field), stored,
// and audited (entity 'Setting', id the key, the value before and after) in the same transaction.
// Settings are the application's, not a record of anyone: the operation's rule is the whole rule.
import { type AdminSettingKey, parseSettingValue } from '../../../src/domain/administration/admin-settings.ts';
import { badInput } from '../../errors.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { type SettingRow, settingsRepository } from './settings-repository.ts';
import { toSettingView } from './settings-views.ts';

/** The setting as it is stored now (null: none, its default applies). */
const storedSetting: WriteTarget<{ key: AdminSettingKey }, SettingRow | null> = {
  kind: 'none',
  resolve: (tx, _me, { key }) => settingsRepository.byKey(tx, key),
};

export const settingWrites = {
  updateSetting: defineWrite({
    operation: 'Mutation.updateSetting',
    input: (raw: unknown) => {
      const args = raw as { key: string; value: string };
      const key = args.key.trim();
      const parsed = parseSettingValue(key, args.value);
      if (!parsed.ok) throw badInput(parsed.message, parsed.field);
      return { key: key as AdminSettingKey, value: parsed.value };
    },
    target: storedSetting,
    apply: async ({ tx, input: { key, value } }) => {
      await settingsRepository.put(tx, key, value);
      return toSettingView(key, value);
    },
    audit: ({ input: { key, value }, target: before }) => ({
      entityType: 'Setting',
      entityId: key,
      action: 'update',
      before: before ? { value: before.value } : null,
      after: { value },
    }),
  }),
};
