// The scheduling area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { schedulingResolvers } from './scheduling-resolvers.ts';

export const schedulingArea: AreaModule = {
  name: 'scheduling',
  typeDefs: readSdl(import.meta.url, ['./scheduling.graphql']),
  resolvers: [schedulingResolvers],
  dependsOn: [],
};
