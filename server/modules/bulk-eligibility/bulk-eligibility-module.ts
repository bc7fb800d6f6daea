// Bulk eligibility's manifest (server/modules/area-module.ts): its SDL, resolvers, rules and
// services. It builds on the coverage area (what a check asks and how its answer is recorded) and
// identity (the requester, judged again as each item is checked).
import { bulkEligibilityRules } from '../../../src/domain/operation-rules/bulk-eligibility.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createEligibilityService } from '../coverage/eligibility-service.ts';
import { bulkEligibilityResolvers } from './bulk-eligibility-resolvers.ts';
import { createBulkEligibilityService } from './bulk-eligibility-service.ts';

export const bulkEligibilityArea = defineArea({
  name: 'bulk-eligibility',
  typeDefs: readSdl(import.meta.url, ['./bulk-eligibility.graphql']),
  resolvers: [bulkEligibilityResolvers],
  rules: bulkEligibilityRules,
  dependsOn: ['coverage', 'identity'],
  createService: ({ db, pipeline, jobs, realtime, outside }) => ({
    // The clearinghouse chosen by configuration, the built-in simulator by default (DESIGN §8).
    bulkEligibility: createBulkEligibilityService(
      db,
      pipeline,
      jobs,
      realtime,
      outside.eligibility ?? createEligibilityService('simulator'),
    ),
  }),
});
