import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import { mayReceiveLetterChange, type PcpLetterPayload } from './letter-events.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };

/** A kind's letter changes, each delivered only while the receiver may read the letter's patient. */
async function changes(args: { kind: string }, ctx: GraphQLContext) {
  const topic = ctx.services.letters.changesTopic(ctx.user, args);
  const events = (await (ctx as GraphQLContext & PubSub).pubsub.subscribe(topic)) as AsyncIterable<PcpLetterPayload>;
  return receiverEvents(ctx, events, (event, receiver) => mayReceiveLetterChange(receiver, event));
}

export const lettersResolvers: Resolvers = {
  Query: {
    PcpLetterList: (_root, args, { user, services }) => services.letters.list(user, args),
  },
  Mutation: {
    sendPcpLetters: (_root, args, { user, services }) => services.letters.send(user, args),
  },
  Subscription: {
    onPcpLetterChanged: {
      subscribe: (_root, args, ctx) => changes(args, ctx) as never,
    },
  },
};
