// The administrator's side of the SPEC §6 feature flags (permission settings): every flag with its
// default and overrides; the changes (the default set, an override set or removed) are declared in
// feature-flag-operations.ts and run by the write pipeline (DESIGN §5), each with its audit row.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { featureFlagWrites, usersNamed } from './feature-flag-operations.ts';
import { featureFlagRepository as repo } from './feature-flag-repository.ts';
import { type FeatureFlagView, flagKeys, toFlagView } from './feature-flag-views.ts';

export function createFeatureFlagAdmin(db: Database, pipeline: WritePipeline) {
  return {
    async list(user: SessionUser | null): Promise<FeatureFlagView[]> {
      authorize(user, 'Query.FeatureFlagList');
      const { flags, overrides } = await repo.all(db);
      const usersById = await usersNamed(db, overrides);
      return flagKeys(flags.map((f) => f.key)).map((key) =>
        toFlagView(
          key,
          flags.find((f) => f.key === key) ?? null,
          overrides.filter((o) => o.flagKey === key),
          usersById,
        ),
      );
    },

    setDefault: (user: SessionUser | null, args: { key: string; value: boolean }): Promise<FeatureFlagView> =>
      pipeline.run(featureFlagWrites.setFeatureFlagDefault, user, args),

    setOverride: (
      user: SessionUser | null,
      args: { key: string; scope: string; scopeValue: string; value: boolean },
    ): Promise<FeatureFlagView> => pipeline.run(featureFlagWrites.setFeatureFlagOverride, user, args),

    removeOverride: (user: SessionUser | null, args: { key: string; scope: string; scopeValue: string }): Promise<FeatureFlagView> =>
      pipeline.run(featureFlagWrites.removeFeatureFlagOverride, user, args),
  };
}
