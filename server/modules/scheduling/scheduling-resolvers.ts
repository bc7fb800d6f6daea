import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import type { ScheduleChangeEvent } from '../../realtime/schedule-change.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };

/** The clinician's schedule changes, each delivered only while the receiver, as they are now, may still read it. */
async function scheduleChanges(clinicianId: string, ctx: GraphQLContext) {
  const topic = await ctx.services.clinicianSchedule.subscribeTopic(ctx.user, clinicianId);
  const events = (await (ctx as GraphQLContext & PubSub).pubsub.subscribe(topic)) as AsyncIterable<ScheduleChangeEvent['payload']>;
  return receiverEvents(ctx, events, (payload, receiver) =>
    ctx.services.clinicianSchedule.mayReceive(receiver.user, payload.onScheduleChanged.clinicianId),
  );
}

export const schedulingResolvers: Resolvers = {
  Query: {
    ClinicianAvailability: (_root, { clinicianId }, { user, services }) => services.availability.get(user, clinicianId),
    SchedulableClinicians: (_root, _args, { user, services }) => services.clinicianSchedule.clinicians(user),
    ClinicianSchedule: (_root, args, { user, services }) => services.clinicianSchedule.schedule(user, args),
    ScheduleVisit: (_root, { appointmentId }, { user, services }) => services.clinicianSchedule.visit(user, appointmentId),
  },
  Mutation: {
    saveClinicianAvailability: (_root, { input }, { user, services }) => services.availability.save(user, input),
    bookAppointment: (_root, { input }, { user, services }) => services.booking.book(user, input),
    rescheduleAppointment: (_root, { input }, { user, services }) => services.booking.reschedule(user, input),
    cancelAppointment: (_root, { input }, { user, services }) => services.booking.cancel(user, input),
    markAppointmentMissed: (_root, { input }, { user, services }) => services.booking.markMissed(user, input),
  },
  Subscription: {
    onScheduleChanged: {
      subscribe: (_root, { clinicianId }, ctx) => scheduleChanges(clinicianId, ctx) as never,
    },
  },
};
