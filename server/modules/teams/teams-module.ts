// The teams area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { teamsRules } from '../../../src/domain/operation-rules/teams.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { marketResolvers } from './market-resolvers.ts';
import { createMarketService } from './market-service.ts';
import { teamResolvers } from './team-resolvers.ts';
import { createCareTeamService } from './team-service.ts';

export const teamsArea = defineArea({
  name: 'teams',
  typeDefs: readSdl(import.meta.url, ['./market.graphql', './team.graphql']),
  resolvers: [teamResolvers, marketResolvers],
  rules: teamsRules,
  dependsOn: ['clinicians', 'organizations'],
  createService: ({ db, pipeline }) => ({ careTeams: createCareTeamService(db, pipeline), markets: createMarketService(db, pipeline) }),
});
