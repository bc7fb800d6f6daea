import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const documentsResolvers: Resolvers = {
  Query: {
    DocumentList: (_root, args, { user, services }) => services.documents.list(user, args),
  },
  Mutation: {
    deleteDocument: (_root, args, { user, services }) => services.documents.remove(user, args),
  },
};
