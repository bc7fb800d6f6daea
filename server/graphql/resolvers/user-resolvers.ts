import type { Resolvers } from '../generated/resolvers.ts';

export const userResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { user, services }) => services.users.me(user),
    User: (_root, { id }, { user, services }) => services.users.get(user, id),
    UserList: (_root, args, { user, services }) => services.users.list(user, args),
    GetJobFunctions: (_root, _args, { user, services }) => services.jobFunctions.list(user),
  },
  Mutation: {
    deactivateUser: (_root, { id }, { user, services }) => services.users.deactivate(user, id),
    reactivateUser: (_root, { id }, { user, services }) => services.users.reactivate(user, id),
  },
};
