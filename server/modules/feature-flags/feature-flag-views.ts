// Flags → the GraphQL shapes of feature-flag-admin.graphql: SPEC §6's flags first in their order,
// each override named for people (a user's name, a job function's title).
import { JOB_FUNCTION_TITLES, type JobFunction } from '../../../src/domain/access.ts';
import { FEATURE_FLAGS, FLAG_SCOPES, type FlagScope } from '../../../src/domain/feature-flags.ts';
import type { FlagOverrideRow, FlagRow, FlagUserRow } from './feature-flag-repository.ts';

export interface FeatureFlagOverrideView {
  scope: FlagScope;
  scopeValue: string;
  scopeLabel: string;
  value: boolean;
}

export interface FeatureFlagView {
  key: string;
  description: string;
  defaultValue: boolean;
  overrides: FeatureFlagOverrideView[];
}

export function scopeLabel(scope: FlagScope, value: string, usersById: ReadonlyMap<string, FlagUserRow>): string {
  switch (scope) {
    case 'user': {
      const user = usersById.get(value);
      return user ? `${user.givenName} ${user.familyName} (${user.email})` : `Unknown user (${value})`;
    }
    case 'jobFunction':
      return JOB_FUNCTION_TITLES[value as JobFunction] ?? value;
    case 'market':
    case 'role':
      return value;
  }
}

const rank = (key: string) => {
  const i = (FEATURE_FLAGS as readonly string[]).indexOf(key);
  return i === -1 ? FEATURE_FLAGS.length : i;
};

/** A flag that is not stored yet reads as off, with no overrides. */
export function toFlagView(
  key: string,
  flag: FlagRow | null,
  overrides: readonly FlagOverrideRow[],
  usersById: ReadonlyMap<string, FlagUserRow>,
): FeatureFlagView {
  const views = overrides.map((o) => ({
    scope: o.scope,
    scopeValue: o.scopeValue,
    scopeLabel: scopeLabel(o.scope, o.scopeValue, usersById),
    value: o.value,
  }));
  views.sort((a, b) => FLAG_SCOPES.indexOf(a.scope) - FLAG_SCOPES.indexOf(b.scope) || a.scopeLabel.localeCompare(b.scopeLabel));
  return { key, description: flag?.description ?? '', defaultValue: flag?.defaultValue ?? false, overrides: views };
}

/** Every flag: SPEC §6's in their order (stored or not), then any other stored ones by key. */
export function flagKeys(stored: readonly string[]): string[] {
  return [...new Set([...FEATURE_FLAGS, ...stored])].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** What the audit records of a flag: its default and overrides. */
export const flagAuditRecord = (view: FeatureFlagView) => ({
  defaultValue: view.defaultValue,
  overrides: view.overrides.map((o) => ({ scope: o.scope, scopeValue: o.scopeValue, value: o.value })),
});
