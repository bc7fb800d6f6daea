import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const marketResolvers: Resolvers = {
  Query: {
    MarketTeamList: (_root, args, { user, services }) => services.markets.list(user, args),
  },
  Mutation: {
    createMarket: (_root, { market }, { user, services }) => services.markets.create(user, market),
    updateMarket: (_root, args, { user, services }) => services.markets.update(user, args),
  },
};
