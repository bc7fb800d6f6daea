import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const dischargeRequestResolvers: Resolvers = {
  Query: {
    DischargeRequestList: (_root, args, { user, services }) => services.dischargeRequests.list(user, args),
    DischargeRequest: (_root, { id }, { user, services }) => services.dischargeRequests.get(user, id),
    DischargeRequestHistory: (_root, { id }, { user, services }) => services.dischargeRequests.history(user, id),
  },
  Mutation: {
    createDischargeRequest: (_root, { input }, { user, services }) => services.dischargeRequests.create(user, input),
    updateDischargeRequest: (_root, { input }, { user, services }) => services.dischargeRequests.update(user, input),
  },
};
