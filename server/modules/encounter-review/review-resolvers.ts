import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const reviewResolvers: Resolvers = {
  Query: {
    EncounterReviewList: (_root, args, { user, services }) => services.reviews.queue(user, args),
    EncounterVersionDiff: (_root, args, { user, services }) => services.reviews.diff(user, args),
  },
  Mutation: {
    reviewEncounter: (_root, args, { user, services }) => services.reviews.review(user, args),
  },
};
