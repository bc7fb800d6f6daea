import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const chartVisitResolvers: Resolvers = {
  Query: {
    PatientEncounterList: (_root, args, { user, services }) => services.chartVisits.encounters(user, args),
    PatientAppointmentList: (_root, args, { user, services }) => services.chartVisits.appointments(user, args),
  },
};
