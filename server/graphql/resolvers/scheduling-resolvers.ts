import type { Resolvers } from '../generated/resolvers.ts';

export const schedulingResolvers: Resolvers = {
  Query: {
    ClinicianAvailability: (_root, { clinicianId }, { user, services }) => services.availability.get(user, clinicianId),
  },
  Mutation: {
    saveClinicianAvailability: (_root, { input }, { user, services }) => services.availability.save(user, input),
  },
};
