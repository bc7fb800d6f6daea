// The settings an administrator changes on /settings/switches (SPEC §6 switches, §9 idle delays,
// §3 passwordExpiresConfigValue, §6 mileage threshold): each switch 'true' / 'false', each number
// a whole number within its range. The server parses updateSetting with parseSettingValue; the
// page shows the same ranges.
import { MESSAGES } from '../messages';
import { DEFAULT_MILEAGE_THRESHOLD, MILEAGE_THRESHOLD_SETTING } from '../routes/route-plan';
import { DEFAULT_PASSWORD_EXPIRES_DAYS } from '../security/password';
import { DEFAULT_IDLE_LOCK_DELAY, DEFAULT_IDLE_LOGOUT_DELAY, SETTING_KEYS, type SettingKey } from '../settings';

export interface NumericSetting {
  label: string;
  unit: string;
  min: number;
  max: number;
  defaultValue: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const NUMERIC_SETTINGS = {
  IdleLogoutDelay: { label: 'Idle logout delay', unit: 'ms', min: MINUTE, max: DAY, defaultValue: DEFAULT_IDLE_LOGOUT_DELAY },
  IdleLockDelay: { label: 'Idle lock delay', unit: 'ms', min: MINUTE, max: DAY, defaultValue: DEFAULT_IDLE_LOCK_DELAY },
  PasswordExpiresDays: { label: 'Password expires after', unit: 'days', min: 1, max: 3650, defaultValue: DEFAULT_PASSWORD_EXPIRES_DAYS },
  [MILEAGE_THRESHOLD_SETTING]: { label: 'Mileage threshold', unit: 'miles', min: 1, max: 10_000, defaultValue: DEFAULT_MILEAGE_THRESHOLD },
} as const satisfies Record<string, NumericSetting>;
export type NumericSettingKey = keyof typeof NUMERIC_SETTINGS;
export const NUMERIC_SETTING_KEYS = Object.keys(NUMERIC_SETTINGS) as NumericSettingKey[];

/** What each switch does, for the page (the key is the switch's name, as SPEC §6 spells it). */
export const SWITCH_DESCRIPTIONS: Readonly<Record<SettingKey, string>> = {
  EnableUserPin: "Lock EMR and the user's security PIN",
  EnableAddressFacilities: 'Facility addresses for patients',
  EnableADIntegration: 'Single sign-on through the directory',
  EnableADPIntegration: 'Payroll Info (ADP integration)',
  EnableCBRReport: 'The CBR report for more than role cbrbeta',
  EnableEncounterFilter: 'The Encounters menu',
  EnableInAppNotificationConfig: 'The notification bell and the Notifications menu',
  EnableExternalUserVerification: 'Sign out external users whose accounts have expired',
  HideOrders: 'Hide Orders and Order Sets',
  HideEducationalDelivery: 'Hide Educational Delivery and Training',
  HideReviewOfSystems: 'Hide Review of Systems',
  HideBarriers: 'Hide Barriers',
  HideTreatments: 'Hide Formulary, Procedures, Treatment Steps and Wound Type',
};

export type AdminSettingKey = SettingKey | NumericSettingKey;

export const isSwitchKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);
export const isNumericSettingKey = (key: string): key is NumericSettingKey => key in NUMERIC_SETTINGS;
export const isAdminSettingKey = (key: string): key is AdminSettingKey => isSwitchKey(key) || isNumericSettingKey(key);

export type SettingParse = { ok: true; value: string } | { ok: false; field: 'key' | 'value'; message: string };

/** A new value for `key`: 'true' / 'false' for a switch, a whole number in range for a number (SPEC §5 words otherwise). */
export function parseSettingValue(key: string, value: string): SettingParse {
  const trimmed = value.trim();
  if (!isAdminSettingKey(key)) return { ok: false, field: 'key', message: MESSAGES.incorrectValue };
  if (trimmed === '') return { ok: false, field: 'value', message: MESSAGES.required };
  if (isSwitchKey(key)) {
    return trimmed === 'true' || trimmed === 'false'
      ? { ok: true, value: trimmed }
      : { ok: false, field: 'value', message: MESSAGES.incorrectValue };
  }
  const rule: NumericSetting = NUMERIC_SETTINGS[key];
  if (!/^\d{1,12}$/.test(trimmed)) return { ok: false, field: 'value', message: MESSAGES.incorrectValue };
  const n = Number(trimmed);
  return n >= rule.min && n <= rule.max ? { ok: true, value: String(n) } : { ok: false, field: 'value', message: MESSAGES.incorrectValue };
}
