// The identity area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { accountResolvers } from './account-resolvers.ts';

export const identityArea: AreaModule = {
  name: 'identity',
  typeDefs: readSdl(import.meta.url, ['./account.graphql']),
  resolvers: [accountResolvers],
  dependsOn: ['settings'],
};
