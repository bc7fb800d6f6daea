// The route-planner area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { routePlannerRules } from '../../../src/domain/operation-rules/route-planner.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createOsrmClient } from './osrm-client.ts';
import { routePlannerResolvers } from './route-planner-resolvers.ts';
import { createRouteService } from './route-service.ts';
import { estimatedTravel } from './travel-matrix.ts';

export const routePlannerArea = defineArea({
  name: 'route-planner',
  typeDefs: readSdl(import.meta.url, ['./route-planner.graphql']),
  resolvers: [routePlannerResolvers],
  rules: routePlannerRules,
  dependsOn: ['settings'],
  createService: ({ db, pipeline, outside }) => ({
    // Route travel: the OSRM-compatible service at ROUTING_URL, else straight-line estimates.
    routes: createRouteService(db, pipeline, outside.routingUrl ? createOsrmClient({ url: outside.routingUrl }) : estimatedTravel),
  }),
});
