import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import { cursorValue, replayThenLive } from '../../realtime/replay.ts';
import type { NotificationAddedPayload } from './notification-views.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };
type Args = { id?: string | null | undefined; notify?: readonly string[] | null | undefined; since?: string | null | undefined };

/**
 * The caller's own topic (chosen and refused by the service); with `since`, what the caller
 * missed is replayed first, then the live events; each checked against the receiver as they are now (DESIGN §8 'Realtime').
 */
async function notificationEvents(args: Args, ctx: GraphQLContext) {
  const { user, services } = ctx;
  const opened = services.notifications.subscription(user, args);
  const live = (await (ctx as GraphQLContext & PubSub).pubsub.subscribe(opened.topic)) as AsyncIterable<NotificationAddedPayload | null>;
  const events = replayThenLive<NotificationAddedPayload | null>(
    live,
    opened.since,
    (since) => services.notifications.backlog(user, since),
    (payload) => cursorValue(payload?.onNotificationAdded?.cursor),
  );
  return receiverEvents(ctx, events, (payload, receiver) => services.notifications.mayReceive(receiver, opened, payload));
}

export const notificationResolvers: Resolvers = {
  Query: {
    GetNotificationsCount: (_root, args, { user, services }) => services.notifications.count(user, args),
    GetNotificationList: (_root, args, { user, services }) => services.notifications.list(user, args),
    GetJobFunction: (_root, { id }, { user, services }) => services.jobFunctions.get(user, id),
    GetJobFunctionByTitle: (_root, { titles }, { user, services }) => services.jobFunctions.byTitle(user, titles),
    GetEvents: (_root, _args, { user, services }) => services.jobFunctions.events(user),
  },
  Mutation: {
    markNotificationViewed: (_root, { id }, { user, services }) => services.notifications.markViewed(user, id),
    setNotificationUpdates: (_root, { id }, { user, services }) => services.notifications.setUpdates(user, id),
    updateJobFunction: (_root, { input }, { user, services }) => services.jobFunctions.update(user, input),
  },
  Subscription: {
    onNotificationAdded: {
      subscribe: (_root, args, ctx) => notificationEvents(args, ctx) as never,
    },
  },
};
