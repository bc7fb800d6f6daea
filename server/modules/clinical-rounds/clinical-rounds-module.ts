// Clinical Rounds' manifest (server/modules/area-module.ts): its SDL, resolvers, rules and services.
// It reads the shared stores and tables only (encounters, orders, problems, wound assessments).
import { clinicalRoundsRules } from '../../../src/domain/operation-rules/clinical-rounds.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { roundsResolvers } from './rounds-resolvers.ts';
import { createRoundsService } from './rounds-service.ts';

export const clinicalRoundsArea = defineArea({
  name: 'clinical-rounds',
  typeDefs: readSdl(import.meta.url, ['./clinical-rounds.graphql']),
  resolvers: [roundsResolvers],
  rules: clinicalRoundsRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({ rounds: createRoundsService(db, pipeline) }),
});
