// The coverage area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { coverageRules } from '../../../src/domain/operation-rules/coverage.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag-service.ts';
import { createAuthorizationMutations } from './authorization-mutations.ts';
import { coverageResolvers } from './coverage-resolvers.ts';
import { createCoverageService } from './coverage-service.ts';
import { createEligibilityCheck } from './eligibility-check.ts';
import { createEligibilityService } from './eligibility-service.ts';

export const coverageArea = defineArea({
  name: 'coverage',
  typeDefs: readSdl(import.meta.url, ['./coverage.graphql']),
  resolvers: [coverageResolvers],
  rules: coverageRules,
  dependsOn: ['feature-flags'],
  createService: ({ db, pipeline, outside }, { featureFlags }: { featureFlags: FeatureFlagService }) => ({
    coverage: createCoverageService(db, pipeline),
    authorizations: createAuthorizationMutations(pipeline),
    // The clearinghouse chosen by configuration, the built-in simulator by default (DESIGN §8).
    eligibilityCheck: createEligibilityCheck(db, pipeline, {
      eligibility: outside.eligibility ?? createEligibilityService('simulator'),
      flags: featureFlags,
    }),
  }),
});
