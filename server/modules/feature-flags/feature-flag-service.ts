import type { SessionUser } from '../../../src/domain/access.ts';
import { evaluateFlag, type FeatureFlags, type FlagOverride } from '../../../src/domain/feature-flags.ts';
import type { Database } from '../../db/client.ts';
import { featureFlagRepository } from './feature-flag-repository.ts';

export function createFeatureFlagService(db: Database) {
  return {
    /** The flag map of SPEC §6 evaluated for one user (defaults, then role, job function and user overrides). */
    async evaluateFor(user: SessionUser): Promise<FeatureFlags> {
      const { flags, overrides } = await featureFlagRepository.all(db);
      const byFlag = new Map<string, FlagOverride[]>();
      for (const o of overrides) {
        const list = byFlag.get(o.flagKey) ?? [];
        list.push({ flag: o.flagKey, scope: o.scope, scopeValue: o.scopeValue, value: o.value });
        byFlag.set(o.flagKey, list);
      }
      const who = { userId: user.id, roles: user.roles, jobFunctions: user.jobFunctions };
      return Object.fromEntries(flags.map((f) => [f.key, evaluateFlag(f.defaultValue, byFlag.get(f.key) ?? [], who)]));
    },
  };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;
