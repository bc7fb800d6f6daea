// Roles, job functions and permission codes of SPEC §3 and §6, as plain data.
// Everything that decides "may this user see or do X" reads these lists; nothing else
// spells a role or permission code.

export const ROLES = [
  'administrator',
  'external',
  'staff',
  'finadmin',
  'security-admin',
  'clinical-admin',
  'reviewer-readonly',
  'cbrbeta',
] as const;
export type Role = (typeof ROLES)[number];

export const JOB_FUNCTIONS = [
  'billing',
  'cmon',
  'clin',
  'other',
  'executive',
  'leadclin',
  'advclin',
  'pons',
  'poff',
  'pass',
  'sphy',
  'telemedicine-clinician',
  'onsite-provider',
  'lic-clin',
  'assigned-provider',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export const JOB_FUNCTION_TITLES: Record<JobFunction, string> = {
  billing: 'Billing',
  cmon: 'Case Manager',
  clin: 'Clinician',
  other: 'Other',
  executive: 'Executive',
  leadclin: 'Lead Clinician',
  advclin: 'Advance Clinician',
  pons: 'PCC',
  poff: 'PCC Support',
  pass: 'Process Associate',
  sphy: 'Supervising Physician',
  'telemedicine-clinician': 'Telemedicine Clinician',
  'onsite-provider': 'Onsite Provider',
  'lic-clin': 'Licensed Clinician',
  'assigned-provider': 'Assigned Provider',
};

export const PERMISSIONS = ['settings', 'financial', 'security', 'create', 'patient', 'tasking', 'clinical-admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type UserType = 'internal' | 'external';

/** Who is signed in, as every rule sees it (the id token's claims). */
export interface SessionUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  userType: UserType;
  roles: readonly Role[];
  jobFunctions: readonly JobFunction[];
  permissions: readonly Permission[];
  practitionerId: string | null;
  hasPin: boolean;
}

export const hasRole = (user: Pick<SessionUser, 'roles'>, ...roles: Role[]): boolean => roles.some((r) => user.roles.includes(r));
export const hasJobFunction = (user: SessionUser, ...codes: JobFunction[]): boolean => codes.some((c) => user.jobFunctions.includes(c));
export const hasPermission = (user: SessionUser, ...codes: Permission[]): boolean => codes.some((c) => user.permissions.includes(c));

/** SPEC §6 "Clinician helpers: clin, advclin, lic-clin" — the three clinician-type checks of My Schedule. */
export const isClinician = (user: SessionUser): boolean => hasJobFunction(user, 'clin', 'advclin', 'lic-clin');
/** SPEC §6: Bulk Missed Appts and Made Encounters only for pons and poff. */
export const isPcc = (user: SessionUser): boolean => hasJobFunction(user, 'pons', 'poff');
/** SPEC §6: Clinical Rounds only for case manager or lead clinician. */
export const isCaseManagerOrLead = (user: SessionUser): boolean => hasJobFunction(user, 'cmon', 'leadclin');
/** Clinical Rounds: a case manager's session covers their markets' patients, a lead clinician's those of the clinicians they lead. */
export const isCaseManager = (user: SessionUser): boolean => hasJobFunction(user, 'cmon');
export const isLeadClinician = (user: SessionUser): boolean => hasJobFunction(user, 'leadclin');
/** SPEC §2: the telehealth check of the Telehealth menu and waiting room. */
export const isTelehealthUser = (user: SessionUser): boolean => hasJobFunction(user, 'telemedicine-clinician', 'onsite-provider');
/** SPEC §2 waiting room: who takes a telehealth request (job function telemedicine-clinician). */
export const isTelehealthClinician = (user: SessionUser): boolean => hasJobFunction(user, 'telemedicine-clinician');
/** SPEC §2 waiting room: who asks for a telehealth visit from the facility's kiosk (job function onsite-provider). */
export const isOnsiteProvider = (user: SessionUser): boolean => hasJobFunction(user, 'onsite-provider');
/** SPEC §2: Encounters Review is visible by a reviewer check. */
export const isReviewer = (user: Pick<SessionUser, 'roles'>): boolean => hasRole(user, 'reviewer-readonly', 'administrator');
/**
 * SPEC §6: external and reviewer-readonly users cannot see Encounters (the menu item). The server
 * enforces the same roles on every encounter read and change: ROLE_LIMITS in
 * operation-permissions.ts, with the Encounters Review reads left to reviewer-readonly.
 */
export const isBarredFromEncounters = (user: SessionUser): boolean => hasRole(user, 'external', 'reviewer-readonly');

/** SPEC §2: the Schedule link is shown to every role except these job functions. */
export const SCHEDULE_LINK_EXCLUDED: readonly JobFunction[] = [
  'billing',
  'cmon',
  'executive',
  'leadclin',
  'advclin',
  'pons',
  'poff',
  'sphy',
  'pass',
];

/** A job function's title (SPEC §3 job function record), or its code when it is not one of ours. */
export const jobFunctionTitle = (code: string | null | undefined): string | null =>
  code ? (Object.hasOwn(JOB_FUNCTION_TITLES, code) ? JOB_FUNCTION_TITLES[code as JobFunction] : code) : null;

export const fullName = (user: Pick<SessionUser, 'givenName' | 'familyName'>): string => `${user.givenName} ${user.familyName}`.trim();
