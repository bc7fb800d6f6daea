// The problems area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { problemsResolvers } from './problems-resolvers.ts';

export const problemsArea: AreaModule = {
  name: 'problems',
  typeDefs: readSdl(import.meta.url, ['./problems.graphql']),
  resolvers: [problemsResolvers],
  dependsOn: [],
};
