import type { SessionUser } from '../../../src/domain/access.ts';
import { evaluateFlag, type FeatureFlags, type FlagOverride } from '../../../src/domain/feature-flags.ts';
import type { Database } from '../../db/client.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { createFeatureFlagAdmin } from './feature-flag-admin.ts';
import { featureFlagRepository } from './feature-flag-repository.ts';

export function createFeatureFlagService(db: Database, pipeline: WritePipeline) {
  return {
    /**
     * The flag map of SPEC §6 evaluated for one user (defaults, then role, job function, market
     * and user overrides). The user's markets are read fresh: a market change applies at once.
     */
    async evaluateFor(user: SessionUser): Promise<FeatureFlags> {
      const [{ flags, overrides }, markets] = await Promise.all([
        featureFlagRepository.all(db),
        featureFlagRepository.marketsOf(db, user.id),
      ]);
      const byFlag = new Map<string, FlagOverride[]>();
      for (const o of overrides) {
        const list = byFlag.get(o.flagKey) ?? [];
        list.push({ flag: o.flagKey, scope: o.scope, scopeValue: o.scopeValue, value: o.value });
        byFlag.set(o.flagKey, list);
      }
      const who = { userId: user.id, roles: user.roles, jobFunctions: user.jobFunctions, markets };
      return Object.fromEntries(flags.map((f) => [f.key, evaluateFlag(f.defaultValue, byFlag.get(f.key) ?? [], who)]));
    },
    /** The administrator's screen: FeatureFlagList, setFeatureFlagDefault, setFeatureFlagOverride, removeFeatureFlagOverride. */
    ...createFeatureFlagAdmin(db, pipeline),
  };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;
