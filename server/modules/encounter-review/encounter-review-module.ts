// Encounters Review's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the
// areas it builds on (the encounters' list rule, the forms of an encounter) and its services.
import { encounterReviewRules } from '../../../src/domain/operation-rules/encounter-review.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { reviewResolvers } from './review-resolvers.ts';
import { createReviewService } from './review-service.ts';

export const encounterReviewArea = defineArea({
  name: 'encounter-review',
  typeDefs: readSdl(import.meta.url, ['./encounter-review.graphql']),
  resolvers: [reviewResolvers],
  rules: encounterReviewRules,
  dependsOn: ['encounters', 'forms'],
  createService: ({ db, pipeline }) => ({ reviews: createReviewService(db, pipeline) }),
});
