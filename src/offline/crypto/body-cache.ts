// Opened bodies kept in memory per user (issue 5), so that reading a row again — the day's
// visits re-read by a live query, the record a command has just read or written — needs no
// WebCrypto call and no wait inside the transaction. An entry is used only for the exact sealed
// bytes it was made from (a changed or moved body is decrypted, and checked, again). It holds
// clear text like any screen's data, and is emptied when the keys leave memory (lock, sign-out).
// It also tells the outbox commands the rows as this tab last saw them (knownRow), to rehearse a
// command and seal its rows before the transaction opens: only a guess, which the transaction's
// own reads confirm (presealed.ts).
import { keysOf, onKeysChanged } from './key-ring';
import { type BodyCache, bindingOf, type TableShape } from './sealing';

/** Rows kept per user (a 7-day pack is a few hundred); the least recently used go first. */
const MAX_ENTRIES = 5000;

type Row = Record<string, unknown>;

const entryKey = (table: string, binding: unknown) => `${table}\u0000${JSON.stringify(binding)}`;

const sameBytes = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

class UserBodies implements BodyCache {
  private readonly entries = new Map<string, { sealed: Uint8Array; text: string; clear: Row }>();

  constructor(private readonly userId: string) {}

  private key = (shape: TableShape, clear: Row) => entryKey(shape.name, bindingOf(shape, clear));

  text(shape: TableShape, clear: Row, sealed: Uint8Array): string | undefined {
    const key = this.key(shape, clear);
    const entry = this.entries.get(key);
    if (!entry || !sameBytes(entry.sealed, sealed)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.text;
  }

  /** The row as last seen (read or written) by its table and binding, or undefined. */
  row(table: string, binding: unknown): Row | undefined {
    const entry = this.entries.get(entryKey(table, binding));
    return entry && { ...(JSON.parse(entry.text) as Row), ...entry.clear };
  }

  remember(shape: TableShape, clear: Row, sealed: Uint8Array, text: string): void {
    if (!keysOf(this.userId)) return; // locked meanwhile: keep nothing
    const key = this.key(shape, clear);
    this.entries.delete(key);
    this.entries.set(key, { sealed, text, clear });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

const caches = new Map<string, UserBodies>();

/** The cache of `userId`'s opened bodies. */
export function bodiesOf(userId: string): BodyCache {
  let cache = caches.get(userId);
  if (!cache) {
    cache = new UserBodies(userId);
    caches.set(userId, cache);
  }
  return cache;
}

/**
 * The row of `table` with primary key `key` as this tab last read or wrote it (undefined: not in
 * memory, or locked). It may be stale (another tab may have written it since): a guess only.
 */
export function knownRow(userId: string, table: string, key: unknown): Row | undefined {
  if (!keysOf(userId)) return undefined;
  return caches.get(userId)?.row(table, key);
}

onKeysChanged(({ userId, unlocked }) => {
  if (unlocked) return;
  if (userId === null) caches.clear();
  else caches.delete(userId);
});
