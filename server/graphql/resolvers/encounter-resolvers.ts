import type { Resolvers } from '../generated/resolvers.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };

export const encounterResolvers: Resolvers = {
  Query: {
    MySchedule: (_root, args, { user, services }) => services.schedule.mySchedule(user, args),
    EncounterList: (_root, args, { user, services }) => services.encounters.list(user, args),
    Encounter: (_root, { id }, { user, services }) => services.encounters.get(user, id),
    EncounterState: (_root, { encounterId }, { user, services }) => services.encounters.state(user, encounterId),
    LatestEncounterForPractitioner: (_root, { practitionerId }, { user, services }) =>
      services.encounters.latestForPractitioner(user, practitionerId),
    GetActiveEncounterByAppointmentId: (_root, { appointmentId }, { user, services }) =>
      services.encounters.activeByAppointment(user, appointmentId),
    GetProvenance: (_root, { targetId }, { user, services }) => services.encounters.provenance(user, targetId),
  },
  Mutation: {
    createEncounter: (_root, args, { user, services }) => services.encounterCommands.create(user, args),
    updateEncounter: (_root, args, { user, services }) => services.encounterCommands.update(user, args),
    startEncounter: (_root, args, { user, services }) => services.encounterCommands.start(user, args),
    undoCheckIn: (_root, args, { user, services }) => services.encounterCommands.undoCheckIn(user, args),
    cancelEncounter: (_root, args, { user, services }) => services.encounterCommands.cancel(user, args),
    esignEncounter: (_root, args, { user, services }) => services.encounterCommands.esign(user, args),
    amendEncounter: (_root, args, { user, services }) => services.encounterCommands.amend(user, args),
    syncEncounterCommands: (_root, { commands }, { user, services }) => services.syncEncounterCommands(user, commands),
    createProvenance: (_root, args, { user, services }) => services.encounterCommands.createProvenance(user, args),
    PerformTMAutoCheckout: (_root, args, { user, services }) => services.encounterCommands.telehealthAutoCheckout(user, args),
  },
  Subscription: {
    // The topic is chosen (and refused) by the service: a user hears their own practitioner's.
    onEncounterCreated: {
      subscribe: (_root, args, ctx) =>
        (ctx as typeof ctx & PubSub).pubsub.subscribe(
          ctx.services.encounters.subscribeTopic(ctx.user, 'onEncounterCreated', args.telemedicineClinicianId),
        ) as never,
    },
    onEncounterUpdated: {
      subscribe: (_root, args, ctx) =>
        (ctx as typeof ctx & PubSub).pubsub.subscribe(
          ctx.services.encounters.subscribeTopic(ctx.user, 'onEncounterUpdated', args.telemedicineClinicianId),
        ) as never,
    },
  },
};
