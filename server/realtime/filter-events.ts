// A subscription's event stream with the events its receiver may not have left out (DESIGN §8
// 'Realtime': each event is checked against the receiving user's access before it is sent).
// Events keep their order: the next one is taken only once the last is decided. Unlike
// Mercurius' withFilter, the subscribe resolver stays an ordinary async function, so a refusal
// when subscribing is still the subscription's error, and closing the subscription closes the
// source at once (not at its next event).
export function filterEvents<T>(source: AsyncIterable<T>, keep: (event: T) => Promise<boolean>): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  const done = (): IteratorResult<T> => ({ done: true, value: undefined });
  return {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done || (await keep(result.value))) return result;
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
