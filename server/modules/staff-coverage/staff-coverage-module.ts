// The staff-coverage area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { staffCoverageResolvers } from './staff-coverage-resolvers.ts';

export const staffCoverageArea: AreaModule = {
  name: 'staff-coverage',
  typeDefs: readSdl(import.meta.url, ['./staff-coverage.graphql']),
  resolvers: [staffCoverageResolvers],
  dependsOn: ['identity'],
};
