// A setting as the administrator's screen shows it (SPEC §6 switches, §9 idle delays,
// PasswordExpiresDays, MileageThreshold): its value, or its default where none is stored.
import {
  type AdminSettingKey,
  isNumericSettingKey,
  NUMERIC_SETTINGS,
  parseSettingValue,
  SWITCH_DESCRIPTIONS,
} from '../../../src/domain/administration/admin-settings.ts';

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
