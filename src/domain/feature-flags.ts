// Feature flags of SPEC §6, evaluated per clinician on the server (GET /api/featureFlags).
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

export type FlagScope = 'role' | 'jobFunction' | 'user';

export interface FlagOverride {
  flag: string;
  scope: FlagScope;
  scopeValue: string;
  value: boolean;
}

/**
 * Evaluates one flag: the most specific override wins (user, then job function, then role),
 * otherwise the stored default. Where two overrides of the same scope disagree, 'on' wins.
 */
export function evaluateFlag(
  defaultValue: boolean,
  overrides: readonly FlagOverride[],
  who: { userId: string; roles: readonly string[]; jobFunctions: readonly string[] },
): boolean {
  const pick = (scope: FlagScope, values: readonly string[]): boolean | undefined => {
    const hits = overrides.filter((o) => o.scope === scope && values.includes(o.scopeValue));
    return hits.length === 0 ? undefined : hits.some((o) => o.value);
  };
  return pick('user', [who.userId]) ?? pick('jobFunction', who.jobFunctions) ?? pick('role', who.roles) ?? defaultValue;
}
