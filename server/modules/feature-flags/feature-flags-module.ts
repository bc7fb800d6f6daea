// The feature-flags area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { featureFlagsRules } from '../../../src/domain/operation-rules/feature-flags.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createSettingsService } from '../settings/settings-service.ts';
import { featureFlagAdminResolvers } from './feature-flag-admin-resolvers.ts';
import { createFeatureFlagService } from './feature-flag-service.ts';

export const featureFlagsArea = defineArea({
  name: 'feature-flags',
  typeDefs: readSdl(import.meta.url, ['./feature-flag-admin.graphql']),
  resolvers: [featureFlagAdminResolvers],
  rules: featureFlagsRules,
  dependsOn: ['settings'],
  createService: ({ db, pipeline }) => ({
    featureFlags: createFeatureFlagService(db, pipeline),
    // SPEC §2 /settings: the settings the flags are made of (SettingList, updateSetting).
    settings: createSettingsService(db, pipeline),
  }),
});
