import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const featureFlagAdminResolvers: Resolvers = {
  Query: {
    FeatureFlagList: (_root, _args, { user, services }) => services.featureFlags.list(user),
    SettingList: (_root, _args, { user, services }) => services.settings.list(user),
  },
  Mutation: {
    setFeatureFlagDefault: (_root, args, { user, services }) => services.featureFlags.setDefault(user, args),
    setFeatureFlagOverride: (_root, args, { user, services }) => services.featureFlags.setOverride(user, args),
    removeFeatureFlagOverride: (_root, args, { user, services }) => services.featureFlags.removeOverride(user, args),
    updateSetting: (_root, args, { user, services }) => services.settings.update(user, args),
  },
};
