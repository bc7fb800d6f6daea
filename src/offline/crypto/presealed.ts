// Rows sealed before their write transaction opens (the outbox commands, DESIGN §4 step 1).
// WebCrypto is asynchronous, and a seal awaited inside an IndexedDB transaction holds the
// transaction open with spin requests (keep-alive.ts): on an enqueue of a few small rows that wait
// was most of the cost of sealing. So a command rehearses its change first, outside the
// transaction, and seals the rows it will write (presealRows); then, in its transaction, it reads
// again and writes. The sealing middleware stores a presealed body only for a row identical to the
// one that was sealed — same table, same primary key (or clientMutationId, for the outbox: the
// additional data of sealing.ts, unchanged), same content — and only while that key is still the
// one new rows are sealed with. Any other row (the data changed in between, the key changed, the
// rehearsal failed) is sealed inside the transaction as before. What is stored is what sealRow
// stores for that row; the store reads it as any other row.
// Entries hold the rows' clear text until used or released, like the body cache: they are
// dropped whenever the keys leave memory (lock, sign-out), and a locked device writes none.
import { keysOf, onKeysChanged, sealingEnabled } from './key-ring';
import { bindingOf, SEALED, type SealedParts, sealParts, type TableShape } from './sealing';

type Row = Record<string, unknown>;

/** A row a command is about to write, by table name. */
export interface PlannedRow {
  table: string;
  row: Row;
}

interface Entry extends SealedParts {
  keyId: string;
  /** The row's content, key order aside (canonical JSON). */
  content: string;
}

const shapesByUser = new Map<string, ReadonlyMap<string, TableShape>>();
const entriesByUser = new Map<string, Map<string, Entry>>();

/** Records the tables of `userId`'s database as the sealing middleware sees them. */
export function registerShapes(userId: string, shapes: readonly TableShape[]): void {
  shapesByUser.set(userId, new Map(shapes.map((shape) => [shape.name, shape])));
}

/** Whether presealing can help now: sealing is on, the user's key is in memory, their tables known. */
export const canPreseal = (userId: string): boolean => sealingEnabled() && keysOf(userId) !== undefined && shapesByUser.has(userId);

// Not a prototype check: rows may come from another realm (structured clone in the tests' jsdom).
const isPlainObject = (value: unknown): value is Row => Object.prototype.toString.call(value) === '[object Object]';

/** JSON with object keys sorted: two rows with the same content give the same text. */
const canonical = (row: Row): string =>
  JSON.stringify(row, (_key, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );

const entryKey = (shape: TableShape, row: Row) => JSON.stringify(bindingOf(shape, row));

/**
 * Seals `rows` now, under the user's current write key, for the sealing middleware to store when
 * the same rows are written. Returns release(): drops the entries not used (call it once the
 * write transaction has ended, whatever its outcome). Does nothing when presealing cannot help.
 */
export async function presealRows(userId: string, rows: readonly PlannedRow[]): Promise<() => void> {
  const keys = keysOf(userId);
  const shapes = shapesByUser.get(userId);
  const key = keys?.keys.get(keys.writeKeyId);
  if (!sealingEnabled() || !keys || !shapes || !key) return () => {};
  const made = await Promise.all(
    rows.map(async ({ table, row }) => {
      const shape = shapes.get(table);
      if (!shape || SEALED in row) return null;
      const parts = await sealParts(shape, row, keys.writeKeyId, key);
      const entry: Entry = { ...parts, keyId: keys.writeKeyId, content: canonical(row) };
      return { table: shape.name, key: entryKey(shape, row), entry };
    }),
  );
  // Locked (or the key changed) while sealing: nothing is kept.
  if (keysOf(userId) !== keys) return () => {};
  let entries = entriesByUser.get(userId);
  if (!entries) {
    entries = new Map();
    entriesByUser.set(userId, entries);
  }
  const mine = entries;
  const added: [string, Entry][] = [];
  for (const item of made) {
    if (!item) continue;
    const id = `${item.table}\u0000${item.key}`;
    mine.set(id, item.entry);
    added.push([id, item.entry]);
  }
  return () => {
    for (const [id, entry] of added) if (mine.get(id) === entry) mine.delete(id);
  };
}

/**
 * The sealed forms of `rows` when every one was presealed exactly as it is (same content, under
 * `writeKeyId`); they are then used up. Undefined otherwise (nothing is used up).
 */
export function takePresealed(userId: string, shape: TableShape, rows: readonly unknown[], writeKeyId: string): SealedParts[] | undefined {
  const entries = entriesByUser.get(userId);
  if (!entries || entries.size === 0) return undefined;
  const found: [string, Entry][] = [];
  for (const value of rows) {
    if (!isPlainObject(value)) return undefined;
    const id = `${shape.name}\u0000${entryKey(shape, value)}`;
    const entry = entries.get(id);
    if (!entry || entry.keyId !== writeKeyId || entry.content !== canonical(value)) return undefined;
    found.push([id, entry]);
  }
  for (const [id] of found) entries.delete(id);
  return found.map(([, { clear, sealed, text }]) => ({ clear, sealed, text }));
}

onKeysChanged(({ userId, unlocked }) => {
  if (unlocked) return;
  if (userId === null) entriesByUser.clear();
  else entriesByUser.delete(userId);
});
