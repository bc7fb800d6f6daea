import type { Resolvers } from '../generated/resolvers.ts';

export const patientResolvers: Resolvers = {
  Query: {
    PatientList: (_root, args, { user, services }) => services.patients.list(user, args),
    Patient: (_root, { id }, { user, services }) => services.patients.get(user, id),
    PatientChart: (_root, { id }, { user, services }) => services.patients.chart(user, id),
    AdmissionList: (_root, { patientId }, { user, services }) => services.patients.admissions(user, patientId),
  },
  Mutation: {
    changeAdmissionStatus: (_root, { input }, { user, services }) => services.admissions.change(user, input),
  },
};
