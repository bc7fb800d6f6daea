import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const facilityResolvers: Resolvers = {
  Query: {
    getHealthCareFacilityList: (_root, args, { user, services }) => services.facilities.list(user, args),
    getHealthCareFacilityById: (_root, args, { user, services }) => services.facilities.get(user, args),
    getHealthCareFacilityByPatientId: (_root, args, { user, services }) => services.facilities.ofPatient(user, args),
  },
  Mutation: {
    createHealthCareFacility: (_root, args, { user, services }) => services.facilities.create(user, args),
    updateHealthCareFacility: (_root, args, { user, services }) => services.facilities.update(user, args),
    upsertPractitioners: (_root, args, { user, services }) => services.facilities.upsertContacts(user, args),
  },
};
