import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const organizationResolvers: Resolvers = {
  Query: {
    MarketList: (_root, args, { user, services }) => services.organizations.markets(user, args),
  },
};
