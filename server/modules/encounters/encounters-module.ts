// The encounters area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { encounterResolvers } from './encounter-resolvers.ts';

export const encountersArea: AreaModule = {
  name: 'encounters',
  typeDefs: readSdl(import.meta.url, ['./encounter.graphql']),
  resolvers: [encounterResolvers],
  dependsOn: ['forms', 'notifications', 'patients'],
};
