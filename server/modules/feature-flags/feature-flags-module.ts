// The feature-flags area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { featureFlagAdminResolvers } from './feature-flag-admin-resolvers.ts';

export const featureFlagsArea: AreaModule = {
  name: 'feature-flags',
  typeDefs: readSdl(import.meta.url, ['./feature-flag-admin.graphql']),
  resolvers: [featureFlagAdminResolvers],
  dependsOn: [],
};
