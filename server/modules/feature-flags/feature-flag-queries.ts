// FeatureFlagList (SPEC §6 feature flags, permission settings), declared in the write pipeline's
// shape (DESIGN §5): the operation, no arguments, no target (flags are configuration of every
// market), then the read: every flag SPEC §6 knows or the database holds, with its default and
// overrides.
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { usersNamed } from './feature-flag-operations.ts';
import { featureFlagRepository as repo } from './feature-flag-repository.ts';
import { flagKeys, toFlagView } from './feature-flag-views.ts';

export const featureFlagQueries = {
  list: defineQuery({
    operation: 'Query.FeatureFlagList',
    input: () => null,
    target: noTarget,
    read: async ({ db }) => {
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
  }),
};
