import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const staffCoverageResolvers: Resolvers = {
  Query: {
    CoverageConfigList: (_root, args, { user, services }) => services.staffCoverage.list(user, args),
    CoverageConfig: (_root, args, { user, services }) => services.staffCoverage.get(user, args),
  },
  Mutation: {
    updateCoverageConfig: (_root, args, { user, services }) => services.staffCoverage.update(user, args),
  },
};
