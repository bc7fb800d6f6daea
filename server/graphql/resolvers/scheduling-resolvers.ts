import type { Resolvers } from '../generated/resolvers.ts';

export const schedulingResolvers: Resolvers = {
  Query: {
    ClinicianAvailability: (_root, { clinicianId }, { user, services }) => services.availability.get(user, clinicianId),
  },
  Mutation: {
    saveClinicianAvailability: (_root, { input }, { user, services }) => services.availability.save(user, input),
    bookAppointment: (_root, { input }, { user, services }) => services.booking.book(user, input),
    rescheduleAppointment: (_root, { input }, { user, services }) => services.booking.reschedule(user, input),
    cancelAppointment: (_root, { input }, { user, services }) => services.booking.cancel(user, input),
    markAppointmentMissed: (_root, { input }, { user, services }) => services.booking.markMissed(user, input),
  },
};
