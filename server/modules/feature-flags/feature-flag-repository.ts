// The feature flags and their overrides (SPEC §6 feature flags).
import type { Executor } from '../../db/client.ts';
import { featureFlagOverrides, featureFlags } from '../../db/schema/settings.ts';

export const featureFlagRepository = {
  /** Every flag with its default, and every override (role, job function or user). */
  async all(tx: Executor) {
    const [flags, overrides] = await Promise.all([tx.select().from(featureFlags), tx.select().from(featureFlagOverrides)]);
    return { flags, overrides };
  },
};
