import type { Resolvers } from '../generated/resolvers.ts';

export const notificationResolvers: Resolvers = {
  Query: {
    GetNotificationsCount: (_root, _args, { user, services }) => services.notifications.count(user),
    GetNotificationList: (_root, args, { user, services }) => services.notifications.list(user, args),
  },
  Mutation: {
    markNotificationViewed: (_root, { id }, { user, services }) => services.notifications.markViewed(user, id),
  },
  Subscription: {
    onNotificationAdded: {
      // The topic is the caller's own: a user only ever hears their own notifications.
      subscribe: (_root, _args, ctx) =>
        (ctx as typeof ctx & { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } }).pubsub.subscribe(
          ctx.services.notifications.subscribeTopic(ctx.user),
        ) as never,
    },
  },
};
