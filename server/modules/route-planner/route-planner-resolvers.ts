import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const routePlannerResolvers: Resolvers = {
  Query: {
    ClinicianRoute: (_root, args, { user, services }) => services.routes.get(user, args),
    TravelMatrix: (_root, args, { user, services }) => services.routes.travelMatrix(user, args),
  },
  Mutation: {
    saveClinicianRoute: (_root, { input }, { user, services }) => services.routes.save(user, input),
    removeClinicianRoute: (_root, args, { user, services }) => services.routes.remove(user, args),
  },
};
