// The administrator's settings (SPEC §6 switches, §9 idle delays, PasswordExpiresDays,
// MileageThreshold; permission settings): each with its value, or its default where none is
// stored; a change parsed by the shared rule (src/domain/administration/admin-settings.ts) and
// audited (entity 'Setting', id the key) in the same transaction. /api/config serves the new
// values to every client's next start.
import type { SessionUser } from '../../../src/domain/access.ts';
import {
  type AdminSettingKey,
  isNumericSettingKey,
  NUMERIC_SETTING_KEYS,
  NUMERIC_SETTINGS,
  parseSettingValue,
  SWITCH_DESCRIPTIONS,
} from '../../../src/domain/administration/admin-settings.ts';
import { SETTING_KEYS } from '../../../src/domain/settings.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { settingsRepository } from './settings-repository.ts';

export interface AdminSettingView {
  key: string;
  kind: 'switch' | 'number';
  value: string;
  label: string;
  description: string | null;
  unit: string | null;
  min: number | null;
  max: number | null;
}

const ADMIN_KEYS: readonly AdminSettingKey[] = [...SETTING_KEYS, ...NUMERIC_SETTING_KEYS];

/** A stored value as the page shows it: a switch is on only when 'true'; a number outside its rule shows its default. */
export function toSettingView(key: AdminSettingKey, stored: string | undefined): AdminSettingView {
  if (isNumericSettingKey(key)) {
    const rule = NUMERIC_SETTINGS[key];
    const parsed = stored === undefined ? null : parseSettingValue(key, stored);
    return {
      key,
      kind: 'number',
      value: parsed?.ok ? parsed.value : String(rule.defaultValue),
      label: rule.label,
      description: null,
      unit: rule.unit,
      min: rule.min,
      max: rule.max,
    };
  }
  return {
    key,
    kind: 'switch',
    value: stored === 'true' ? 'true' : 'false',
    label: key,
    description: SWITCH_DESCRIPTIONS[key],
    unit: null,
    min: null,
    max: null,
  };
}

export function createSettingsAdmin(db: Database) {
  return {
    async list(user: SessionUser | null): Promise<AdminSettingView[]> {
      authorize(user, 'Query.SettingList');
      const rows = await settingsRepository.all(db, ADMIN_KEYS);
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return ADMIN_KEYS.map((key) => toSettingView(key, byKey.get(key)));
    },

    async update(user: SessionUser | null, args: { key: string; value: string }, now = new Date()): Promise<AdminSettingView> {
      const me = authorize(user, 'Mutation.updateSetting');
      const key = args.key.trim();
      const parsed = parseSettingValue(key, args.value);
      if (!parsed.ok) throw badInput(parsed.message, parsed.field);
      const adminKey = key as AdminSettingKey;
      return db.transaction(async (tx) => {
        const before = await settingsRepository.byKey(tx, adminKey);
        await settingsRepository.put(tx, adminKey, parsed.value);
        await adminAuditRepository.record(
          tx,
          me,
          {
            entityType: 'Setting',
            entityId: adminKey,
            action: 'update',
            before: before ? { value: before.value } : null,
            after: { value: parsed.value },
          },
          now,
        );
        return toSettingView(adminKey, parsed.value);
      });
    },
  };
}
