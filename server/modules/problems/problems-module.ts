// The problems area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { problemsRules } from '../../../src/domain/operation-rules/problems.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createDiagnosisMutations } from './diagnosis-mutations.ts';
import { problemsResolvers } from './problems-resolvers.ts';
import { createProblemsService } from './problems-service.ts';

export const problemsArea = defineArea({
  name: 'problems',
  typeDefs: readSdl(import.meta.url, ['./problems.graphql']),
  resolvers: [problemsResolvers],
  rules: problemsRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({ problems: createProblemsService(db, pipeline), diagnoses: createDiagnosisMutations(pipeline) }),
});
