import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';

type PubSub = { pubsub: { subscribe(topics: string | string[]): Promise<AsyncIterable<unknown>> } };

export const telehealthResolvers: Resolvers = {
  Query: {
    TelehealthEncounterList: (_root, args, { user, services }) => services.telehealth.list(user, args),
    TelehealthEncounter: (_root, { id }, { user, services }) => services.telehealth.get(user, id),
  },
  Mutation: {
    requestTelehealthVisit: (_root, args, { user, services }) => services.telehealthCommands.request(user, args),
    cancelTelehealthRequest: (_root, args, { user, services }) => services.telehealthCommands.cancel(user, args),
  },
  Subscription: {
    onWaitingRoomChanged: {
      // The service picks the topics (and refuses the caller); each event is checked again for its receiver as they are now.
      subscribe: (_root, args, ctx) =>
        ctx.services.telehealth.waitingRoom(
          ctx.user,
          args,
          (topics) => (ctx as GraphQLContext & PubSub).pubsub.subscribe(topics),
          (events, keep) => receiverEvents(ctx, events, keep),
        ) as never,
    },
  },
};
