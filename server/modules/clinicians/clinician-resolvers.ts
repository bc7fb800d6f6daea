import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const clinicianResolvers: Resolvers = {
  Query: {
    ClinicianList: (_root, args, { user, services }) => services.clinicians.list(user, args),
    Clinician: (_root, { id }, { user, services }) => services.clinicians.get(user, id),
  },
  Mutation: {
    updateClinician: (_root, args, { user, services }) => services.clinicians.update(user, args),
  },
};
