import type { Resolvers } from '../generated/resolvers.ts';

export const patientResolvers: Resolvers = {
  Query: {
    PatientList: (_root, args, { user, services }) => services.patients.list(user, args),
    Patient: (_root, { id }, { user, services }) => services.patients.get(user, id),
  },
};
