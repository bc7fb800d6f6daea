// The code systems' manifest (server/modules/area-module.ts): clinical config's lists and the
// administrative code systems, their versions and expandValueSet.
import { terminologyRules } from '../../../src/domain/operation-rules/terminology.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { terminologyResolvers } from './terminology-resolvers.ts';
import { createTerminologyService } from './terminology-service.ts';

export const terminologyArea = defineArea({
  name: 'terminology',
  typeDefs: readSdl(import.meta.url, ['./encounter-duration.graphql', './terminology.graphql']),
  resolvers: [terminologyResolvers],
  rules: terminologyRules,
  dependsOn: ['settings'],
  createService: ({ db, pipeline }) => ({ terminology: createTerminologyService(db, pipeline) }),
});
