// The coverage area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { coverageResolvers } from './coverage-resolvers.ts';

export const coverageArea: AreaModule = {
  name: 'coverage',
  typeDefs: readSdl(import.meta.url, ['./coverage.graphql']),
  resolvers: [coverageResolvers],
  dependsOn: [],
};
