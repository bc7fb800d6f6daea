// Feature flags of SPEC §6, evaluated per clinician on the server (GET /api/featureFlags).
import * as v from 'valibot';
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS, type Permission, ROLES } from './access';
import { MESSAGES } from './messages';
import { SUPPORTED_STATES } from './time-zone';

export const FEATURE_FLAGS = [
  'nlm-search',
  'scheduling-lazy-loading',
  'clinician-routing',
  'enforced-create-route',
  'remove-route',
  'route-report',
  're-optimize-route-button',
  'show-patient-name-on-map',
  'encounter-filters',
  'individual-eligibility-check',
  'release-admission-consent',
  'release-verbal-consent',
  'release-reschedule-flow',
  'release-offloading-treatment',
  'release-optimize-wat',
  'release-route-optimization',
  'release-treatment-supplies',
  'release-appointment-miss-hidden',
  'release-user-filter',
  'release-home-health',
  'release-order-management-appointment-therapy',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

/** SPEC §6 flags are set per clinician: for one user, a market (a state code), a job function or a role. */
export const FLAG_SCOPES = ['user', 'market', 'jobFunction', 'role'] as const;
export type FlagScope = (typeof FLAG_SCOPES)[number];

export const FLAG_SCOPE_LABELS: Readonly<Record<FlagScope, string>> = {
  user: 'User',
  market: 'Market',
  jobFunction: 'Job function',
  role: 'Role',
};

export const isFlagScope = (value: string): value is FlagScope => (FLAG_SCOPES as readonly string[]).includes(value);
export const isFeatureFlag = (value: string): value is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(value);

/** A flag's name for people: its stored description, else its key in words ('release-home-health' → 'Release home health'). */
export function flagLabel(key: string, description?: string | null): string {
  if (description?.trim()) return description.trim();
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FlagOverride {
  flag: string;
  scope: FlagScope;
  scopeValue: string;
  value: boolean;
}

/** Who a flag is evaluated for: their id, roles, job functions and markets (app_user.markets: state codes). */
export interface FlagSubject {
  userId: string;
  roles: readonly string[];
  jobFunctions: readonly string[];
  markets: readonly string[];
}

/**
 * Evaluates one flag: the most specific override wins (user, then market, then job function, then
 * role), otherwise the stored default. Where two overrides of the same scope disagree, 'on' wins.
 */
export function evaluateFlag(defaultValue: boolean, overrides: readonly FlagOverride[], who: FlagSubject): boolean {
  const pick = (scope: FlagScope, values: readonly string[]): boolean | undefined => {
    const hits = overrides.filter((o) => o.scope === scope && values.includes(o.scopeValue));
    return hits.length === 0 ? undefined : hits.some((o) => o.value);
  };
  return (
    pick('user', [who.userId]) ??
    pick('market', who.markets) ??
    pick('jobFunction', who.jobFunctions) ??
    pick('role', who.roles) ??
    defaultValue
  );
}

/** The values an administrator picks for a scope other than user: supported states, job functions (titled), roles. */
export function scopeValueChoices(scope: Exclude<FlagScope, 'user'>): { value: string; label: string }[] {
  switch (scope) {
    case 'market':
      return SUPPORTED_STATES.map((state) => ({ value: state, label: state }));
    case 'jobFunction':
      return JOB_FUNCTIONS.map((code) => ({ value: code, label: JOB_FUNCTION_TITLES[code] }));
    case 'role':
      return ROLES.map((role) => ({ value: role, label: role }));
  }
}

/** The scopes an administrator can set an override for: a user is found through the user list, which needs 'security'. */
export const pickableScopes = (permissions: readonly Permission[]): FlagScope[] =>
  FLAG_SCOPES.filter((scope) => scope !== 'user' || permissions.includes('security'));

/** The add-override form: a scope, its value and on/off (the server checks the value against the scope). */
export const FlagOverrideInput = v.object({
  scope: v.picklist(FLAG_SCOPES, MESSAGES.required),
  scopeValue: v.pipe(v.string(MESSAGES.required), v.trim(), v.minLength(1, MESSAGES.required)),
  value: v.boolean(),
});
export type FlagOverrideValues = v.InferOutput<typeof FlagOverrideInput>;
