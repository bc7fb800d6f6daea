import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const patientResolvers: Resolvers = {
  Query: {
    PatientList: (_root, args, { user, services }) => services.patients.list(user, args),
    Patient: (_root, { id }, { user, services }) => services.patients.get(user, id),
    PatientChart: (_root, { id }, { user, services }) => services.patients.chart(user, id),
    AdmissionList: (_root, { patientId }, { user, services }) => services.patients.admissions(user, patientId),
    PatientAvailability: (_root, { patientId }, { user, services }) => services.patientAvailability.get(user, patientId),
    PatientDemographicsRecord: (_root, { patientId }, { user, services }) => services.patientMutations.demographicsRecord(user, patientId),
  },
  Mutation: {
    changeAdmissionStatus: (_root, { input }, { user, services }) => services.admissions.change(user, input),
    updatePatientAvailability: (_root, { input }, { user, services }) => services.patientAvailability.update(user, input),
    updatePatientDemographics: (_root, { input }, { user, services }) => services.patientMutations.updateDemographics(user, input),
  },
};
