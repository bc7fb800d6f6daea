// Server switches of SPEC §6 (stored in the settings table, served by /api/config).
// Values are the strings 'true' / 'false' as the spec quotes them.

export const SETTING_KEYS = [
  'EnableUserPin',
  'EnableAddressFacilities',
  'EnableADIntegration',
  'EnableADPIntegration',
  'EnableCBRReport',
  'EnableEncounterFilter',
  'EnableInAppNotificationConfig',
  'EnableExternalUserVerification',
  // SPEC §2 "Some items are hidden by settings": each hides its menu items when 'true'.
  'HideOrders',
  'HideEducationalDelivery',
  'HideReviewOfSystems',
  'HideBarriers',
  'HideTreatments',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Settings = Record<SettingKey, 'true' | 'false'>;

export const DEFAULT_SETTINGS: Settings = Object.fromEntries(SETTING_KEYS.map((k) => [k, 'false'])) as Settings;

export const isOn = (settings: Settings, key: SettingKey): boolean => settings[key] === 'true';

/** SPEC §9 idle delays, in ms. */
export const DEFAULT_IDLE_LOGOUT_DELAY = 5_400_000;
export const DEFAULT_IDLE_LOCK_DELAY = 600_000;
