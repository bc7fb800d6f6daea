import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const addressLookupResolvers: Resolvers = {
  Query: {
    CountyList: (_root, args, { user, services }) => services.addressLookups.counties(user, args),
    CareFacilityLookup: (_root, args, { user, services }) => services.addressLookups.careFacilities(user, args),
    CareTeamPhysicians: (_root, args, { user, services }) => services.addressLookups.physicians(user, args),
  },
};
