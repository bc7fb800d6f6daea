// The demo accounts of DESIGN §6. Password for all: Demo!2026pass; PIN 135792 where set.
import type { JobFunction, Permission, Role, UserType } from '../../src/domain/access.ts';
import { SUPPORTED_STATES } from '../../src/domain/time-zone.ts';

export const DEMO_PASSWORD = 'Demo!2026pass';
export const DEMO_PIN = '135792';

export interface Persona {
  key: string;
  email: string;
  givenName: string;
  familyName: string;
  userType: UserType;
  roles: Role[];
  jobFunctions: JobFunction[];
  permissions: Permission[];
  /** Linked to a practitioner (clinicians), in this state. */
  practitionerState?: 'FL';
  /**
   * The markets (state codes) whose patients the user reads (app_user.markets, DESIGN §8
   * 'Access'): a clinician's is their practitioner's; the coordinator plans every clinician
   * (DESIGN §6), so every state the demo has; the administrator reads all by role; external users
   * are granted none until someone grants them one.
   */
  markets: string[];
  hasPin: boolean;
  /** Days since the password was changed (default 30): the password-expiry personas. */
  passwordAgeDays?: number;
  who: string;
}

export const PERSONAS: readonly Persona[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    givenName: 'Avery',
    familyName: 'Admin',
    userType: 'internal',
    roles: ['administrator', 'security-admin'],
    jobFunctions: ['other'],
    permissions: ['settings', 'financial', 'security', 'create', 'patient', 'tasking'],
    markets: [],
    hasPin: true,
    who: 'administrator, security-admin',
  },
  {
    key: 'clinician',
    email: 'clinician@demo.test',
    givenName: 'Casey',
    familyName: 'Clinician',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['clin'],
    permissions: ['patient'],
    practitionerState: 'FL',
    markets: ['FL'],
    hasPin: true,
    who: 'staff, job function clin, linked to a practitioner in FL',
  },
  {
    key: 'clinician2',
    email: 'clinician2@demo.test',
    givenName: 'Jordan',
    familyName: 'Nurse',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['clin'],
    permissions: ['patient'],
    practitionerState: 'FL',
    markets: ['FL'],
    hasPin: true,
    who: 'staff, job function clin, same market',
  },
  {
    key: 'coordinator',
    email: 'coordinator@demo.test',
    givenName: 'Morgan',
    familyName: 'Coordinator',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['other'],
    permissions: ['patient', 'tasking'],
    markets: [...SUPPORTED_STATES],
    hasPin: true,
    who: 'staff, job function other; patient, tasking',
  },
  {
    key: 'clinical-admin',
    email: 'clinical.admin@demo.test',
    givenName: 'Riley',
    familyName: 'Clinical',
    userType: 'internal',
    roles: ['clinical-admin'],
    jobFunctions: ['other'],
    permissions: ['clinical-admin'],
    markets: [],
    hasPin: true,
    who: 'clinical-admin',
  },
  {
    key: 'pcc',
    email: 'pcc@demo.test',
    givenName: 'Parker',
    familyName: 'Care',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['pons'],
    permissions: ['patient', 'tasking'],
    markets: ['FL'],
    hasPin: true,
    who: 'job function pons; patient, tasking',
  },
  {
    key: 'casemanager',
    email: 'casemanager@demo.test',
    givenName: 'Cameron',
    familyName: 'Manager',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['cmon'],
    permissions: ['patient', 'tasking'],
    markets: ['FL'],
    hasPin: true,
    who: 'job function cmon; patient, tasking',
  },
  {
    key: 'leadclin',
    email: 'leadclin@demo.test',
    givenName: 'Logan',
    familyName: 'Lead',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['leadclin'],
    permissions: ['patient'],
    markets: ['FL'],
    hasPin: true,
    who: 'job function leadclin',
  },
  {
    key: 'billing',
    email: 'billing@demo.test',
    givenName: 'Blake',
    familyName: 'Billing',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['billing'],
    permissions: ['financial'],
    markets: ['FL'],
    hasPin: true,
    who: 'billing; financial',
  },
  {
    key: 'telehealth',
    email: 'telehealth@demo.test',
    givenName: 'Taylor',
    familyName: 'Telehealth',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['telemedicine-clinician'],
    permissions: ['patient'],
    markets: ['FL'],
    hasPin: true,
    who: 'telemedicine-clinician',
  },
  {
    key: 'telehealth2',
    email: 'telehealth2@demo.test',
    givenName: 'Tatum',
    familyName: 'Telehealth',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['telemedicine-clinician'],
    permissions: ['patient'],
    markets: ['FL'],
    hasPin: true,
    who: 'a second telemedicine-clinician (two take one request)',
  },
  {
    key: 'onsite',
    email: 'onsite@demo.test',
    givenName: 'Olivia',
    familyName: 'Onsite',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['onsite-provider'],
    permissions: ['patient'],
    markets: ['FL'],
    hasPin: true,
    who: 'onsite-provider (the waiting-room kiosk of a facility)',
  },
  {
    key: 'reviewer',
    email: 'reviewer@demo.test',
    givenName: 'Reese',
    familyName: 'Reviewer',
    userType: 'internal',
    roles: ['reviewer-readonly'],
    jobFunctions: ['other'],
    permissions: ['patient'],
    markets: ['FL'],
    hasPin: true,
    who: 'reviewer-readonly',
  },
  {
    key: 'external',
    email: 'external@demo.test',
    givenName: 'Emerson',
    familyName: 'External',
    userType: 'external',
    roles: ['external'],
    jobFunctions: ['other'],
    permissions: ['patient'],
    markets: [],
    hasPin: true,
    who: 'external',
  },
  {
    key: 'newuser',
    email: 'newuser@demo.test',
    givenName: 'Noel',
    familyName: 'Newcomer',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['clin'],
    permissions: ['patient'],
    practitionerState: 'FL',
    markets: ['FL'],
    hasPin: false,
    who: 'staff, job function clin, no PIN yet',
  },
  // Password expiry (SPEC §8, §9; PasswordExpiresDays 90): a warning, a forced change, a refusal.
  {
    key: 'expiring',
    email: 'expiring@demo.test',
    givenName: 'Eden',
    familyName: 'Expiring',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['other'],
    permissions: ['patient', 'tasking'],
    markets: ['FL'],
    hasPin: true,
    passwordAgeDays: 85,
    who: 'staff, job function other; password changed 85 days ago (5 days left)',
  },
  {
    key: 'mustchange',
    email: 'mustchange@demo.test',
    givenName: 'Marlow',
    familyName: 'Mustchange',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['other'],
    permissions: ['patient', 'tasking'],
    markets: ['FL'],
    hasPin: true,
    passwordAgeDays: 90,
    who: 'staff, job function other; password changed 90 days ago (0 days left)',
  },
  {
    key: 'expired',
    email: 'expired@demo.test',
    givenName: 'Ellis',
    familyName: 'Expired',
    userType: 'internal',
    roles: ['staff'],
    jobFunctions: ['other'],
    permissions: ['patient', 'tasking'],
    markets: ['FL'],
    hasPin: true,
    passwordAgeDays: 93,
    who: 'staff, job function other; password changed 93 days ago (expired)',
  },
];

/** Days a password lasts in the demo (setting PasswordExpiresDays). */
export const DEMO_PASSWORD_EXPIRES_DAYS = 90;
/** A persona's password age when it has none of its own. */
export const DEFAULT_PASSWORD_AGE_DAYS = 30;

/** When a persona's password was changed, exactly whole days before `today` (no DST drift). */
export const passwordChangedOn = (p: Pick<Persona, 'passwordAgeDays'>, today: Date): Date =>
  new Date(today.getTime() - (p.passwordAgeDays ?? DEFAULT_PASSWORD_AGE_DAYS) * 86_400_000);

/** Demo settings (DESIGN §6): these are 'true', all others 'false'. */
export const DEMO_SETTINGS_ON = [
  'EnableUserPin',
  'EnableEncounterFilter',
  'EnableInAppNotificationConfig',
  'EnableCBRReport',
  'EnableADPIntegration',
] as const;

export const persona = (key: string): Persona => {
  const found = PERSONAS.find((p) => p.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};
