// The payers area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { payersRules } from '../../../src/domain/operation-rules/payers.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { payerResolvers } from './payer-resolvers.ts';
import { createPayerService } from './payer-service.ts';

export const payersArea = defineArea({
  name: 'payers',
  typeDefs: readSdl(import.meta.url, ['./payer.graphql']),
  resolvers: [payerResolvers],
  rules: payersRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({ payers: createPayerService(db, pipeline) }),
});
