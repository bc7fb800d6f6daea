// A subscription's events, each checked against its receiver as they are at that moment (DESIGN
// §5 'Realtime under the HTTP rules', §8 'Realtime'): the socket's session, user, roles,
// permissions and grants are read for every event, once for all the receivers of it
// (context.receiver, plugin.ts). A receiver whose session has ended closes the connection (the
// client reconnects with a fresh token); a failed read withholds the event.
import type { Receiver } from '../modules/shared/receiver-access.ts';
import { filterEvents } from '../realtime/filter-events.ts';
import type { GraphQLContext } from './context.ts';

/** The receiver now; null (and the connection closed) when their session has ended. */
export async function receiverNow(ctx: GraphQLContext): Promise<Receiver | null> {
  if (!ctx.receiver) return null; // not a socket: nothing to deliver to
  const receiver = await ctx.receiver();
  if (!receiver) ctx.socket?.end();
  return receiver;
}

/** The events `keep` passes for the receiver as they are when each arrives, in order. */
export function receiverEvents<T>(
  ctx: GraphQLContext,
  source: AsyncIterable<T>,
  keep: (event: T, receiver: Receiver) => boolean | Promise<boolean>,
): AsyncIterableIterator<T> {
  return filterEvents(source, async (event) => {
    try {
      const receiver = await receiverNow(ctx);
      return receiver ? await keep(event, receiver) : false;
    } catch {
      return false;
    }
  });
}
