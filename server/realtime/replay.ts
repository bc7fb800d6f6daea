// A subscription that misses nothing across a reconnect (DESIGN §8 'Realtime'): every event
// carries a cursor (an increasing number as a string); a client that reconnects names the last
// cursor it has, and gets first what the database kept after it, then the live events. The live
// stream is opened before the backlog is read, so an event raised in between is in one or the
// other; one in both is delivered once (live events at or below the last delivered cursor are
// dropped).
export interface Cursored {
  cursor: string;
}

export const cursorValue = (cursor: string | null | undefined): number | null => {
  if (cursor == null || cursor === '') return null;
  const n = Number(cursor);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/**
 * `live`: the open live stream; `backlog`: reads what came after `since` (oldest first), called
 * once, only when `since` is given; `cursorOf`: an event's cursor.
 */
export function replayThenLive<T>(
  live: AsyncIterable<T>,
  since: number | null,
  backlog: (since: number) => Promise<T[]>,
  cursorOf: (event: T) => number | null,
): AsyncIterableIterator<T> {
  const events = live[Symbol.asyncIterator]();
  let pending: T[] | null = null;
  let last = since ?? -1;
  const done = (): IteratorResult<T> => ({ done: true, value: undefined });
  return {
    async next() {
      if (pending === null) pending = since === null ? [] : await backlog(since);
      for (;;) {
        const queued = pending.shift();
        if (queued !== undefined) {
          last = Math.max(last, cursorOf(queued) ?? last);
          return { done: false, value: queued };
        }
        const result = await events.next();
        if (result.done) return result;
        const cursor = cursorOf(result.value);
        if (cursor !== null && cursor <= last) continue;
        if (cursor !== null) last = cursor;
        return result;
      }
    },
    async return() {
      return (await events.return?.()) ?? done();
    },
    async throw(error?: unknown) {
      if (events.throw) return events.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
