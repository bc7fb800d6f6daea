import type { Resolvers } from '../generated/resolvers.ts';

export const routesResolvers: Resolvers = {
  Query: {
    ClinicianRoute: (_root, args, { user, services }) => services.routes.get(user, args),
    TravelMatrix: (_root, args, { user, services }) => services.routes.travelMatrix(user, args),
  },
  Mutation: {
    saveClinicianRoute: (_root, { input }, { user, services }) => services.routes.save(user, input),
    removeClinicianRoute: (_root, args, { user, services }) => services.routes.remove(user, args),
  },
};
