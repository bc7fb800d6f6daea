// Server settings (DESIGN §6 demo switches, the SPEC §9 idle delays, PasswordExpiresDays, the SPEC §6
// MileageThreshold, SPEC §2 Encounter Duration), feature flags with their defaults, and a few overrides by
// job function, role and user.
import { FEATURE_FLAGS, type FeatureFlag } from '../../src/domain/feature-flags.ts';
import { DEFAULT_MILEAGE_THRESHOLD, MILEAGE_THRESHOLD_SETTING } from '../../src/domain/routes/route-plan.ts';
import { ENCOUNTER_DURATION_SETTING, type EncounterDurations } from '../../src/domain/scheduling/encounter-duration.ts';
import { DEFAULT_IDLE_LOCK_DELAY, DEFAULT_IDLE_LOGOUT_DELAY, SETTING_KEYS } from '../../src/domain/settings.ts';
import type { featureFlagOverrides, featureFlags, settings } from '../db/schema.ts';
import { DEMO_PASSWORD_EXPIRES_DAYS, DEMO_SETTINGS_ON } from './personas.ts';

export type SettingRow = typeof settings.$inferInsert;
export type FlagRow = typeof featureFlags.$inferInsert;
export type FlagOverrideRow = typeof featureFlagOverrides.$inferInsert;

const DEMO_ENCOUNTER_DURATIONS: EncounterDurations = { 'soc-patient': 60, 'soc-evaluation': 60, 're-admit': 60, 'follow-up': 45 };

export function buildSettings(): SettingRow[] {
  const on = new Set<string>(DEMO_SETTINGS_ON);
  return [
    ...SETTING_KEYS.map((key) => ({ key, value: on.has(key) ? 'true' : 'false' })),
    { key: 'IdleLogoutDelay', value: String(DEFAULT_IDLE_LOGOUT_DELAY) },
    { key: 'IdleLockDelay', value: String(DEFAULT_IDLE_LOCK_DELAY) },
    // SPEC §3 passwordExpiresConfigValue (EnableExternalUserVerification is one of SETTING_KEYS: 'false').
    { key: 'PasswordExpiresDays', value: String(DEMO_PASSWORD_EXPIRES_DAYS) },
    // SPEC §6 'mileage threshold setting': a route over it is flagged (miles).
    { key: MILEAGE_THRESHOLD_SETTING, value: String(DEFAULT_MILEAGE_THRESHOLD) },
    // SPEC §2 Encounter Duration: the demo slots are an hour; a follow-up is booked for 45 minutes.
    { key: ENCOUNTER_DURATION_SETTING, value: JSON.stringify(DEMO_ENCOUNTER_DURATIONS) },
  ];
}

const DESCRIPTIONS: Record<FeatureFlag, string> = {
  'nlm-search': 'Search diagnoses and medications through the NLM clinical tables',
  'scheduling-lazy-loading': 'Load the schedule week by week while scrolling',
  'clinician-routing': 'Show the route of the day on the clinician schedule map',
  'enforced-create-route': 'Require a route before the first check-in of the day',
  'remove-route': 'Allow removing a created route',
  'route-report': 'Show the route report (mileage and stops)',
  're-optimize-route-button': 'Offer a button to re-optimize an existing route',
  'show-patient-name-on-map': 'Show patient names on map markers',
  'encounter-filters': 'Filter the encounters list by status, type and date',
  'individual-eligibility-check': 'Run an eligibility check for one patient on demand',
  'release-admission-consent': 'Capture admission consent in the admission flow',
  'release-verbal-consent': 'Record verbal consent for telehealth visits',
  'release-reschedule-flow': 'New reschedule flow with reasons',
  'release-offloading-treatment': 'Offloading treatment section in wound care forms',
  'release-optimize-wat': 'Optimized wound assessment tool',
  'release-route-optimization': 'Optimize the order of the day’s visits',
  'release-treatment-supplies': 'Treatment supplies ordering from the encounter',
  'release-appointment-miss-hidden': 'Hide missed appointments from the default schedule view',
  'release-user-filter': 'Filter users by role, job function and status',
  'release-home-health': 'Home health agency fields on admissions and patients',
  'release-order-management-appointment-therapy': 'Order management for appointment therapy',
};

const DEFAULT_ON = new Set<FeatureFlag>(['show-patient-name-on-map', 'clinician-routing', 'route-report']);

export const buildFeatureFlags = (): FlagRow[] =>
  FEATURE_FLAGS.map((key) => ({ key, description: DESCRIPTIONS[key], defaultValue: DEFAULT_ON.has(key) }));

/** Overrides: clinicians and the coordinator get route optimization, administrators NLM search, PCC and the coordinator the eligibility check, clinician2 no names on the map. */
export function buildFlagOverrides(userIds: ReadonlyMap<string, string>): FlagOverrideRow[] {
  const rows: FlagOverrideRow[] = [
    { flagKey: 'release-route-optimization', scope: 'jobFunction', scopeValue: 'clin', value: true },
    { flagKey: 're-optimize-route-button', scope: 'jobFunction', scopeValue: 'clin', value: true },
    { flagKey: 'nlm-search', scope: 'role', scopeValue: 'administrator', value: true },
    { flagKey: 'encounter-filters', scope: 'role', scopeValue: 'reviewer-readonly', value: true },
    { flagKey: 'release-verbal-consent', scope: 'jobFunction', scopeValue: 'telemedicine-clinician', value: true },
  ];
  // SPEC §6 'individual eligibility check': on for the PCC job functions and, in the demo, the coordinator.
  rows.push(
    { flagKey: 'individual-eligibility-check', scope: 'jobFunction', scopeValue: 'pons', value: true },
    { flagKey: 'individual-eligibility-check', scope: 'jobFunction', scopeValue: 'poff', value: true },
  );
  const coordinator = userIds.get('coordinator');
  if (coordinator) {
    rows.push({ flagKey: 'individual-eligibility-check', scope: 'user', scopeValue: coordinator, value: true });
    // SPEC §6 route flags: the demo coordinator plans, re-optimizes and removes routes.
    for (const flagKey of ['release-route-optimization', 're-optimize-route-button', 'remove-route'] as const) {
      rows.push({ flagKey, scope: 'user', scopeValue: coordinator, value: true });
    }
  }
  const clinician2 = userIds.get('clinician2');
  if (clinician2) rows.push({ flagKey: 'show-patient-name-on-map', scope: 'user', scopeValue: clinician2, value: false });
  return rows;
}
