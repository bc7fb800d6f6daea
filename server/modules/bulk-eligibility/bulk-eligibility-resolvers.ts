import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { receiverEvents } from '../../graphql/receiver-events.ts';
import { replayThenLive } from '../../realtime/replay.ts';
import type { RunProgressView } from './bulk-eligibility-views.ts';

type PubSub = { pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> } };
type ProgressEvent = { onBulkEligibilityProgress: RunProgressView };

/**
 * A run's progress: where it stands now, then each change, every event delivered only while the
 * receiver may still read the run. The live stream is opened before the run is read, so a change
 * in between is in one or the other, and a subscriber that connects after the last change (a run
 * that finished meanwhile) still hears that it is done.
 */
async function progress(args: { runId: string }, ctx: GraphQLContext) {
  const topic = await ctx.services.bulkEligibility.subscribeTopic(ctx.user, args);
  const live = (await (ctx as GraphQLContext & PubSub).pubsub.subscribe(topic)) as AsyncIterable<ProgressEvent>;
  const now = async (): Promise<ProgressEvent[]> => [
    { onBulkEligibilityProgress: await ctx.services.bulkEligibility.progressNow(args.runId) },
  ];
  const events = replayThenLive(live, 0, now, () => null);
  return receiverEvents(ctx, events, (event, receiver) =>
    ctx.services.bulkEligibility.mayReceive(receiver.user, event.onBulkEligibilityProgress.runId),
  );
}

export const bulkEligibilityResolvers: Resolvers = {
  Query: {
    BulkEligibilityPreview: (_root, args, { user, services }) => services.bulkEligibility.preview(user, args),
    BulkEligibilityRuns: (_root, args, { user, services }) => services.bulkEligibility.runs(user, args),
    BulkEligibilityRun: (_root, args, { user, services }) => services.bulkEligibility.run(user, args),
    BulkEligibilityItems: (_root, args, { user, services }) => services.bulkEligibility.items(user, args),
  },
  Mutation: {
    requestBulkEligibility: (_root, args, { user, services }) => services.bulkEligibility.request(user, args),
  },
  Subscription: {
    onBulkEligibilityProgress: {
      subscribe: (_root, args, ctx) => progress(args, ctx) as never,
    },
  },
};
