// WebCrypto answers asynchronously, and an IndexedDB transaction commits as soon as it has no
// request pending when control returns to the event loop: a transaction that seals a row and then
// writes it would be gone before the write. While crypto runs, this keeps the transaction busy with
// the cheapest request there is (a get of a key no row has, as Dexie.waitFor does) — two at a time,
// so that a finished result waits at most about half a round trip — one chain per transaction
// however many rows wait; and it hands each result back inside a request's success callback, where
// the transaction is active again and the caller can issue its next request.

const MIN_KEY = Number.NEGATIVE_INFINITY;
/** Spin requests in flight at once (measured in Chromium: 2 halves the wait for a result; more gain nothing). */
const DEPTH = 2;

interface Waiter {
  settled: boolean;
  resume: () => void;
  fail: (error: unknown) => void;
}

interface Chain {
  store: string;
  waiters: Set<Waiter>;
  inFlight: number;
}

const chains = new WeakMap<IDBTransaction, Chain>();

function failAll(trans: IDBTransaction, chain: Chain, error: unknown): void {
  if (chains.get(trans) === chain) chains.delete(trans);
  for (const waiter of chain.waiters) waiter.fail(error);
  chain.waiters.clear();
}

function pump(trans: IDBTransaction, chain: Chain): void {
  while (chain.inFlight < DEPTH && chain.waiters.size > 0) {
    let request: IDBRequest;
    try {
      request = trans.objectStore(chain.store).get(MIN_KEY);
    } catch (error) {
      failAll(trans, chain, error);
      return;
    }
    chain.inFlight++;
    request.onsuccess = () => {
      chain.inFlight--;
      for (const waiter of [...chain.waiters]) {
        if (!waiter.settled) continue;
        chain.waiters.delete(waiter);
        waiter.resume();
      }
      pump(trans, chain);
      if (chain.inFlight === 0 && chain.waiters.size === 0 && chains.get(trans) === chain) chains.delete(trans);
    };
    request.onerror = (event) => {
      event.preventDefault();
      chain.inFlight--;
      failAll(
        trans,
        chain,
        trans.error ?? request.error ?? new DOMException('The transaction ended while data was being sealed.', 'AbortError'),
      );
    };
  }
}

/**
 * Resolves with `work`'s result inside a request callback of `trans` (active: the caller may issue
 * requests), keeping `trans` alive until then. Must be called while `trans` is active.
 * `storeName`: any store in the transaction's scope.
 */
export function keepAlive<T>(trans: IDBTransaction, storeName: string, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let chain = chains.get(trans);
    if (!chain) {
      chain = { store: storeName, waiters: new Set(), inFlight: 0 };
      chains.set(trans, chain);
    }
    let outcome: (() => void) | null = null;
    const waiter: Waiter = {
      settled: false,
      resume: () => outcome?.(),
      fail: reject,
    };
    chain.waiters.add(waiter);
    work.then(
      (value) => {
        outcome = () => resolve(value);
        waiter.settled = true;
      },
      (error: unknown) => {
        outcome = () => reject(error);
        waiter.settled = true;
      },
    );
    pump(trans, chain);
  });
}
