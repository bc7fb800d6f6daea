// The teams area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { teamResolvers } from './team-resolvers.ts';

export const teamsArea: AreaModule = {
  name: 'teams',
  typeDefs: readSdl(import.meta.url, ['./team.graphql']),
  resolvers: [teamResolvers],
  dependsOn: ['clinicians'],
};
