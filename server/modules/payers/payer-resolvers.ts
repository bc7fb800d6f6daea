import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const payerResolvers: Resolvers = {
  Query: {
    OrganizationList: (_root, args, { user, services }) => services.payers.list(user, args),
    Organization: (_root, { id }, { user, services }) => services.payers.get(user, id),
    GetDuplicatedOrganizations: (_root, args, { user, services }) => services.payers.duplicates(user, args),
  },
  Mutation: {
    createOrganization: (_root, args, { user, services }) => services.payers.create(user, args),
    updateOrganization: (_root, args, { user, services }) => services.payers.update(user, args),
  },
};
