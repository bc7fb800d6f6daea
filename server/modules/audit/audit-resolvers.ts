import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const auditResolvers: Resolvers = {
  Query: {
    AdminAuditList: (_root, args, { user, services }) => services.audit.list(user, args),
  },
};
