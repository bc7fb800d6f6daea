// The users area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { userResolvers } from './user-resolvers.ts';

export const usersArea: AreaModule = {
  name: 'users',
  typeDefs: readSdl(import.meta.url, ['./user.graphql']),
  resolvers: [userResolvers],
  dependsOn: ['identity', 'settings'],
};
