// Puts answered before they are stored (issue 5). A put's result is its keys, known at once; only
// the sealing takes time. So the sealing middleware answers a put straight away and stores the row
// once it is sealed, still inside the same transaction — a pack's hundreds of puts in a row seal
// side by side instead of one after another. What the app could observe stays the same: every
// later request of the transaction on the same rows waits until those writes are issued
// (IndexedDB then runs them in order), the transaction commits only after them, and a write that
// fails aborts the transaction (nothing of it is stored).

interface Pending {
  byKey: Map<string, Promise<void>>;
  all: Set<Promise<void>>;
}

interface TransactionWrites {
  tables: Map<string, Pending>;
  count: number;
  /** The transaction's own commit(), while pending writes hold it back. */
  commit: (() => void) | null;
  commitWanted: boolean;
}

const writes = new WeakMap<IDBTransaction, TransactionWrites>();

const keyText = (key: unknown): string => JSON.stringify(key);

/**
 * What a request on `table` must wait for: the pending writes of `keys`, or of the whole table
 * when keys is undefined (a query, a cursor, a count, a range delete). Null: nothing pending.
 */
export function pendingWrites(trans: IDBTransaction, table: string, keys?: readonly unknown[]): Promise<void> | null {
  const pending = writes.get(trans)?.tables.get(table);
  if (!pending || pending.all.size === 0) return null;
  const waits = keys === undefined ? [...pending.all] : keys.flatMap((key) => pending.byKey.get(keyText(key)) ?? []);
  return waits.length === 0 ? null : Promise.all(waits).then(() => undefined);
}

/**
 * Dexie commits a one-operation transaction explicitly as soon as the operation answers
 * (IDBTransaction.commit()); with writes still to come, that commit waits for them.
 */
function holdCommit(trans: IDBTransaction, state: TransactionWrites): void {
  if (typeof trans.commit !== 'function') return;
  state.commit = trans.commit.bind(trans);
  Object.defineProperty(trans, 'commit', {
    configurable: true,
    value: () => {
      if (state.count === 0) state.commit?.();
      else state.commitWanted = true;
    },
  });
}

function stateOf(trans: IDBTransaction): TransactionWrites {
  let state = writes.get(trans);
  if (!state) {
    state = { tables: new Map(), count: 0, commit: null, commitWanted: false };
    writes.set(trans, state);
    holdCommit(trans, state);
  }
  return state;
}

/** Registers a write of `keys` on `table`; `issued` resolves once its request is issued. */
export function trackWrite(trans: IDBTransaction, table: string, keys: readonly unknown[], issued: Promise<void>): void {
  const state = stateOf(trans);
  let pending = state.tables.get(table);
  if (!pending) {
    pending = { byKey: new Map(), all: new Set() };
    state.tables.set(table, pending);
  }
  const entry = pending;
  const texts = keys.map(keyText);
  entry.all.add(issued);
  state.count++;
  for (const text of texts) entry.byKey.set(text, issued);
  const forget = () => {
    entry.all.delete(issued);
    state.count--;
    for (const text of texts) if (entry.byKey.get(text) === issued) entry.byKey.delete(text);
    if (state.count === 0 && state.commitWanted) {
      state.commitWanted = false;
      try {
        state.commit?.();
      } catch {
        // finished already: nothing to commit
      }
    }
  };
  issued.then(forget, forget);
}

/** A write that failed after its put was answered: the whole transaction is undone. */
export function abortFor(trans: IDBTransaction, error: unknown): void {
  console.error('A sealed write failed; its transaction is aborted.', error);
  try {
    trans.abort();
  } catch {
    // already finished (aborted by the failed request itself)
  }
}
