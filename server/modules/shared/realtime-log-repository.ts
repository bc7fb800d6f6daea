// The realtime event log (server/db/schema/realtime.ts, DESIGN §8 'Realtime'): events of a
// replayable topic with their cursor, read again by a client that reconnects.
import { and, asc, gt, inArray, lt, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { realtimeEvents } from '../../db/schema/realtime.ts';

export interface LoggedEvent {
  seq: number;
  topic: string;
  payload: unknown;
}

/** How long the log keeps an event; a client further behind reads its list again. */
export const LOG_KEEP_MS = 24 * 60 * 60 * 1000;

export const realtimeLogRepository = {
  async append(tx: Executor, topic: string, payload: unknown, now: Date): Promise<number> {
    const [row] = await tx.insert(realtimeEvents).values({ topic, payload, createdAt: now }).returning({ seq: realtimeEvents.seq });
    if (!row) throw new Error('realtime event insert returned nothing');
    return row.seq;
  },

  /** The events of these topics after `since`, oldest first. */
  async since(tx: Executor, topics: readonly string[], since: number, limit: number): Promise<LoggedEvent[]> {
    if (topics.length === 0) return [];
    return tx
      .select({ seq: realtimeEvents.seq, topic: realtimeEvents.topic, payload: realtimeEvents.payload })
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.topic, [...topics]), gt(realtimeEvents.seq, since)))
      .orderBy(asc(realtimeEvents.seq))
      .limit(limit);
  },

  /** The newest cursor of the whole log (0 when empty): a list read now is current up to it. */
  async latest(tx: Executor): Promise<number> {
    const [row] = await tx.select({ seq: max(realtimeEvents.seq) }).from(realtimeEvents);
    return row?.seq ?? 0;
  },

  async prune(tx: Executor, before: Date): Promise<void> {
    await tx.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, before));
  },
};
