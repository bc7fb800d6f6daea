// The route-planner area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { routePlannerResolvers } from './route-planner-resolvers.ts';

export const routePlannerArea: AreaModule = {
  name: 'route-planner',
  typeDefs: readSdl(import.meta.url, ['./route-planner.graphql']),
  resolvers: [routePlannerResolvers],
  dependsOn: ['settings'],
};
