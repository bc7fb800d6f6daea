import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import type { EncounterView } from '../shared/encounter-views.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };
type EncounterEvent = 'onEncounterCreated' | 'onEncounterUpdated';
type Payload = Partial<Record<EncounterEvent, EncounterView>> | null;

/**
 * The topic is chosen (and refused) by the service: a user hears their own practitioner's; each
 * event is delivered only when the receiver, as they are now, may read it (DESIGN §8 'Realtime').
 */
async function encounterEvents(event: EncounterEvent, clinicianId: string | null | undefined, ctx: GraphQLContext) {
  const topic = await ctx.services.encounters.subscribeTopic(ctx.user, event, clinicianId);
  const events = (await (ctx as GraphQLContext & PubSub).pubsub.subscribe(topic)) as AsyncIterable<Payload>;
  return receiverEvents(ctx, events, (payload, receiver) => ctx.services.encounters.mayReceive(receiver.user, event, payload?.[event]));
}

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
    // A telehealth check-in (teleMedicineType given) may take a waiting-room request (telehealth module).
    startEncounter: (_root, args, { user, services }) =>
      args.teleMedicineType == null ? services.encounterCommands.start(user, args) : services.telehealthCommands.checkIn(user, args),
    undoCheckIn: (_root, args, { user, services }) => services.encounterCommands.undoCheckIn(user, args),
    cancelEncounter: (_root, args, { user, services }) => services.encounterCommands.cancel(user, args),
    esignEncounter: (_root, args, { user, services }) => services.encounterCommands.esign(user, args),
    amendEncounter: (_root, args, { user, services }) => services.encounterCommands.amend(user, args),
    syncEncounterCommands: (_root, { commands }, { user, services }) => services.syncEncounterCommands(user, commands),
    createProvenance: (_root, args, { user, services }) => services.encounterCommands.createProvenance(user, args),
    PerformTMAutoCheckout: (_root, args, { user, services }) => services.encounterCommands.telehealthAutoCheckout(user, args),
  },
  Subscription: {
    onEncounterCreated: {
      subscribe: (_root, args, ctx) => encounterEvents('onEncounterCreated', args.telemedicineClinicianId, ctx) as never,
    },
    onEncounterUpdated: {
      subscribe: (_root, args, ctx) => encounterEvents('onEncounterUpdated', args.telemedicineClinicianId, ctx) as never,
    },
  },
};
