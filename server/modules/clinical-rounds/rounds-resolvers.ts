import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const roundsResolvers: Resolvers = {
  Query: {
    RoundsSession: (_root, args, { user, services }) => services.rounds.session(user, args),
    RoundsSessionDates: (_root, _args, { user, services }) => services.rounds.dates(user),
  },
  Mutation: {
    saveRoundsSession: (_root, args, { user, services }) => services.rounds.save(user, args),
  },
};
