import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const taskResolvers: Resolvers = {
  Query: {
    TaskList: (_root, args, { user, services }) => services.tasks.list(user, args),
    TaskHistory: (_root, { id }, { user, services }) => services.tasks.history(user, id),
    TaskDashboard: (_root, _args, { user, services }) => services.tasks.dashboard(user),
  },
  Mutation: {
    assignTask: (_root, { input }, { user, services }) => services.tasks.assign(user, input),
  },
};
