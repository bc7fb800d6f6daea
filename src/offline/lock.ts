// Single flight: Web Locks where the browser has them (one holder across every tab of the
// origin), else an in-tab mutex (jsdom, node, old browsers) — the best a lone tab can do.

const tails = new Map<string, Promise<unknown>>();

function inTab<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => {});
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return run;
}

/** Runs `work` while holding the lock `name`; callers queue behind the holder. */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(name, work) as Promise<T>;
  return inTab(name, work);
}
