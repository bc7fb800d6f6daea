// Reads shared by the commands of one syncEncounterCommands request (encounters/command-batch.ts,
// DESIGN §4 step 2: an outbox drained in batches). A batch of a field day's visits reads the same
// definitions for every command — the visit type's plan, its questionnaires (a large row each),
// the notification events and the job functions subscribed to them, who receives a notification
// (the users holding them, their grants) and the names on it — so a batch reads each once
// and its later commands take what the first one read. Only within one request: the server keeps
// nothing between requests (DESIGN §5 'stateless'), so a definition published (a new version of a
// questionnaire, a changed subscription) is what the next request reads. A batch's commands are
// judged by the definitions as the batch first read them, as if it had been sent at once.
// Outside a batch (one mutation per request, a query) every read goes to the database, as before.
// What is kept here is never changed by its readers: a later command of the batch gets the same
// objects.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, { value: unknown }>>();

/** Runs `work` with reads shared across it (a batch of commands, each in its own transaction). */
export const withBatchReads = <R>(work: () => Promise<R>): Promise<R> => scope.run(new Map(), work);

/**
 * `load`'s answer, read once per batch under `key` (the read and its arguments); outside a batch,
 * `load` itself. Only an answer is kept: a read that fails is read again by the next command.
 */
export async function batchRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return load();
  const kept = memo.get(key);
  if (kept) return kept.value as T;
  const value = await load();
  memo.set(key, { value });
  return value;
}

/**
 * batchRead for reads by several keys in one query (questionnaires by code): the keys the batch
 * has not read yet are read together (`load` answers those it finds); a key not found is read
 * again next time. Outside a batch, `load` of every key.
 */
export async function batchReadMany<T>(
  kind: string,
  keys: readonly string[],
  load: (keys: readonly string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const memo = scope.getStore();
  if (!memo) return load(keys);
  const found = new Map<string, T>();
  const missing: string[] = [];
  for (const key of new Set(keys)) {
    const kept = memo.get(`${kind} ${key}`);
    if (kept) found.set(key, kept.value as T);
    else missing.push(key);
  }
  if (missing.length === 0) return found;
  for (const [key, value] of await load(missing)) {
    memo.set(`${kind} ${key}`, { value });
    found.set(key, value);
  }
  return found;
}

/**
 * Keys a batch will likely ask of a kind of read (a batch applied as a set knows its patients
 * before its e-signs name them on notifications): a read of one of them reads them all at once.
 */
export function expectKeys(family: string, keys: readonly string[]): void {
  const memo = scope.getStore();
  if (memo) memo.set(`expected ${family}`, { value: [...new Set(keys)] });
}

/** `key` and the keys the batch expects of `family`, for a batchReadMany that reads them together (outside a batch, `key`). */
export const withExpected = (family: string, key: string): string[] => {
  const expected = scope.getStore()?.get(`expected ${family}`)?.value as string[] | undefined;
  return expected ? [key, ...expected] : [key];
};
