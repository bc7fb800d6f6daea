// One read for every receiver of an event (DESIGN §5 'Realtime under the HTTP rules': each event
// is checked once per topic against its subscribers as they are at that moment). An event reaches
// all the subscriptions of its topic in one turn of the event loop, and each asks for its
// receiver (session, user, grants); a batch takes every lookup asked in that turn and reads them
// with one call of `read` at the end of it (setImmediate), then answers each. A lookup asked once
// the read has started goes into the next batch: nothing is answered from a read older than the
// question. `recent` answers again, unread, what a batch read moments ago (until the loop's next
// turn): the second look at the same event's receiver.

export interface TickBatch<I, V> {
  /** The value for `input`, read together with every other input asked for this turn (undefined: none). */
  load(input: I): Promise<V | undefined>;
  /** What a batch answered for `input` moments ago (this turn of the event loop), else load(input). */
  recent(input: I): Promise<V | undefined>;
}

interface Pending<I, V> {
  inputs: Map<string, I>;
  result: Promise<ReadonlyMap<string, V>>;
}

export function tickBatch<I, V>(
  keyOf: (input: I) => string,
  read: (inputs: readonly I[]) => Promise<ReadonlyMap<string, V>>,
): TickBatch<I, V> {
  let pending: Pending<I, V> | null = null;
  /** Answers of the batches settled this turn; emptied at the loop's next turn. */
  let settled = new Map<string, V | undefined>();
  let clearing = false;

  const remember = (keys: Iterable<string>, values: ReadonlyMap<string, V>) => {
    for (const key of keys) settled.set(key, values.get(key));
    if (clearing) return;
    clearing = true;
    setImmediate(() => {
      clearing = false;
      settled = new Map();
    });
  };

  const open = (): Pending<I, V> => {
    const inputs = new Map<string, I>();
    const result = new Promise<ReadonlyMap<string, V>>((resolve, reject) => {
      setImmediate(() => {
        if (pending?.inputs === inputs) pending = null;
        read([...inputs.values()]).then((values) => {
          remember(inputs.keys(), values);
          resolve(values);
        }, reject);
      });
    });
    return { inputs, result };
  };

  const load = (input: I): Promise<V | undefined> => {
    pending ??= open();
    const key = keyOf(input);
    pending.inputs.set(key, input);
    return pending.result.then((values) => values.get(key));
  };

  return {
    load,
    recent(input) {
      const key = keyOf(input);
      return settled.has(key) ? Promise.resolve(settled.get(key)) : load(input);
    },
  };
}
