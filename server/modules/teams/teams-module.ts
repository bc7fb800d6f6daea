// The teams area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { teamsRules } from '../../../src/domain/operation-rules/teams.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { teamResolvers } from './team-resolvers.ts';
import { createCareTeamService } from './team-service.ts';

export const teamsArea = defineArea({
  name: 'teams',
  typeDefs: readSdl(import.meta.url, ['./team.graphql']),
  resolvers: [teamResolvers],
  rules: teamsRules,
  dependsOn: ['clinicians'],
  createService: ({ db, pipeline }) => ({ careTeams: createCareTeamService(db, pipeline) }),
});
