// The telehealth area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { telehealthResolvers } from './telehealth-resolvers.ts';

export const telehealthArea: AreaModule = {
  name: 'telehealth',
  typeDefs: readSdl(import.meta.url, ['./telehealth.graphql']),
  resolvers: [telehealthResolvers],
  dependsOn: ['encounters', 'scheduling'],
};
