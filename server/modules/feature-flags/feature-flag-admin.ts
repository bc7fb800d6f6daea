// The administrator's side of the SPEC §6 feature flags (permission settings): every flag with its
// default and overrides, declared in feature-flag-queries.ts and run by the one reader; the changes
// (the default set, an override set or removed) are declared in feature-flag-operations.ts and run
// by the write pipeline (DESIGN §5), each with its audit row.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { featureFlagWrites } from './feature-flag-operations.ts';
import { featureFlagQueries } from './feature-flag-queries.ts';
import type { FeatureFlagView } from './feature-flag-views.ts';

export function createFeatureFlagAdmin(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null): Promise<FeatureFlagView[]> => reader.run(featureFlagQueries.list, user, undefined),

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
