// How one row is stored (issue 5). The fields IndexedDB needs — the primary key and the indexed
// fields, all non-identifying by design (ids, dates, statuses, codes) — stay in clear so the
// indexes work; everything else is sealed with AES-GCM under the user's data key: a fresh 96-bit
// IV per row, and the table name and primary key (the outbox: its unique clientMutationId, as
// IndexedDB numbers its rows only when storing them) as additional data, so a sealed body moved
// to another row or table does not open. Rows are JSON data (the server's GraphQL shapes).
//
//   { ...clear fields, $sealed: Uint8Array [format 1][key id, 8 bytes][IV, 12 bytes][ciphertext + tag] }

export const SEALED = '$sealed';
const FORMAT = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES;

/** A table as sealing sees it: its name, what a sealed body is bound to, and the fields left in clear. */
export interface TableShape {
  name: string;
  /**
   * The key path a sealed body is bound to: the primary key, or for an auto-increment table (the
   * outbox: IndexedDB picks `seq` only when storing) its unique index (the clientMutationId).
   */
  binding: string | readonly string[];
  /** Every top-level field a key path names (primary key and indexes). */
  clearFields: ReadonlySet<string>;
}

type KeyPath = string | readonly string[] | null;

export interface IndexShape {
  keyPath: KeyPath;
  unique?: boolean | undefined;
}

/** The shape of a table from its primary key and indexes (inbound keys only). */
export function tableShape(name: string, primaryKey: KeyPath, autoIncrement: boolean, indexes: readonly IndexShape[]): TableShape {
  if (primaryKey === null) throw new Error(`Table ${name}: sealing needs an inbound primary key.`);
  const clearFields = new Set<string>();
  for (const path of [primaryKey, ...indexes.map((index) => index.keyPath)]) {
    for (const field of typeof path === 'string' ? [path] : (path ?? [])) {
      // A nested path would put part of the sealed body in clear: the schema keeps to top-level fields.
      if (field.includes('.')) throw new Error(`Table ${name}: key path ${field} is nested; index top-level fields only.`);
      clearFields.add(field);
    }
  }
  let binding: string | readonly string[] = primaryKey;
  if (autoIncrement) {
    const unique = indexes.find((index) => index.unique && index.keyPath !== null)?.keyPath;
    if (!unique) throw new Error(`Table ${name}: an auto-increment table needs a unique index to bind its rows to.`);
    binding = unique;
  }
  return { name, binding, clearFields };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Row = Record<string, unknown>;

/**
 * A stored row is sealed when it carries the sealed body (rows stored before issue 5 do not).
 * A body that is not bytes is refused: a sealed row is never taken for a clear one.
 */
export function isSealed(row: unknown): row is Row & { [SEALED]: Uint8Array<ArrayBuffer> } {
  if (typeof row !== 'object' || row === null || !(SEALED in row)) return false;
  const body = (row as Row)[SEALED];
  // Not instanceof: structured clone may hand back another realm's Uint8Array (jsdom).
  if (!ArrayBuffer.isView(body) || Object.prototype.toString.call(body) !== '[object Uint8Array]') {
    throw new SealedRowError('A stored row has a damaged sealed body.');
  }
  return true;
}

/** What a row's sealed body is bound to (its primary key, or unique id). */
export const bindingOf = (shape: TableShape, row: Row): unknown =>
  typeof shape.binding === 'string' ? row[shape.binding] : shape.binding.map((field) => row[field]);

/** Binds a sealed body to its table and row (primary key, or unique id). */
const additionalData = (shape: TableShape, row: Row) => encoder.encode(`${shape.name}\u0000${JSON.stringify(bindingOf(shape, row))}`);

export const keyIdBytes = (keyId: string): Uint8Array => {
  const bytes = new Uint8Array(KEY_ID_BYTES);
  for (let i = 0; i < KEY_ID_BYTES; i++) bytes[i] = Number.parseInt(keyId.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

const keyIdText = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new key id (16 hex digits). */
export const newKeyId = (): string => keyIdText(crypto.getRandomValues(new Uint8Array(KEY_ID_BYTES)));

/** The id of the key a stored row was sealed with (null: not sealed). */
export function sealedKeyId(row: unknown): string | null {
  if (!isSealed(row)) return null;
  return keyIdText(row[SEALED].subarray(1, 1 + KEY_ID_BYTES));
}

/**
 * Bodies sealed or opened recently, kept by their exact bytes, so a row read again opens without
 * crypto (body-cache.ts). Holds clear text: emptied whenever the keys leave memory.
 */
export interface BodyCache {
  /** The body's text when these exact bytes were seen for this row. */
  text(shape: TableShape, clear: Row, sealed: Uint8Array): string | undefined;
  remember(shape: TableShape, clear: Row, sealed: Uint8Array, text: string): void;
}

/** Returned by openCached when the body has to be decrypted. */
export const NOT_CACHED: unique symbol = Symbol('not cached');

const clearOf = (stored: Row): Row => {
  const { [SEALED]: _, ...clear } = stored;
  return clear;
};

const joined = (text: string, clear: Row): Row => ({ ...(JSON.parse(text) as Row), ...clear });

/** The row as the app wrote it, when the cache knows its body (no crypto); else NOT_CACHED. */
export function openCached(shape: TableShape, stored: unknown, cache: BodyCache): unknown {
  if (!isSealed(stored)) return stored;
  const clear = clearOf(stored);
  const text = cache.text(shape, clear, stored[SEALED]);
  return text === undefined ? NOT_CACHED : joined(text, clear);
}

/** A row sealed: its clear fields, its sealed body, and the text the body holds. */
export interface SealedParts {
  clear: Row;
  sealed: Uint8Array<ArrayBuffer>;
  text: string;
}

/** Seals the fields of `row` that are not clear fields under `key`. */
export async function sealParts(shape: TableShape, row: Row, keyId: string, key: CryptoKey): Promise<SealedParts> {
  const clear: Row = {};
  const rest: Row = {};
  for (const [field, value] of Object.entries(row)) {
    if (shape.clearFields.has(field)) clear[field] = value;
    else rest[field] = value;
  }
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const text = JSON.stringify(rest);
  const body = encoder.encode(text);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(shape, row) }, key, body),
  );
  const sealed = new Uint8Array(HEADER_BYTES + ciphertext.length);
  sealed[0] = FORMAT;
  sealed.set(keyIdBytes(keyId), 1);
  sealed.set(iv, 1 + KEY_ID_BYTES);
  sealed.set(ciphertext, HEADER_BYTES);
  return { clear, sealed, text };
}

/** The row as stored: the clear fields and the sealed body. */
export const storedRow = ({ clear, sealed }: SealedParts): Row => ({ ...clear, [SEALED]: sealed });

/** The row as stored: clear fields, plus the rest sealed under `key`. */
export async function sealRow(shape: TableShape, row: Row, keyId: string, key: CryptoKey, cache?: BodyCache): Promise<Row> {
  const parts = await sealParts(shape, row, keyId, key);
  cache?.remember(shape, parts.clear, parts.sealed, parts.text);
  return storedRow(parts);
}

/** Thrown when a sealed row does not open (tampered, moved, or sealed with another key). */
export class SealedRowError extends Error {
  override readonly name = 'SealedRowError';
}

/**
 * The row as the app wrote it. `keyFor` gives the key of a key id (undefined: not held; the
 * caller's error is thrown). Rows stored before sealing existed come back as they are.
 */
export async function openRow(
  shape: TableShape,
  stored: unknown,
  keyFor: (keyId: string) => CryptoKey,
  cache?: BodyCache,
): Promise<unknown> {
  if (!isSealed(stored)) return stored;
  const sealed = stored[SEALED];
  if (sealed[0] !== FORMAT) throw new SealedRowError(`${shape.name}: unknown sealed row format ${sealed[0]}.`);
  const key = keyFor(keyIdText(sealed.subarray(1, 1 + KEY_ID_BYTES)));
  const clear = clearOf(stored);
  let body: ArrayBuffer;
  try {
    body = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(1 + KEY_ID_BYTES, HEADER_BYTES), additionalData: additionalData(shape, clear) },
      key,
      sealed.subarray(HEADER_BYTES),
    );
  } catch {
    throw new SealedRowError(`${shape.name}: a stored row does not open (altered, or moved from another row).`);
  }
  const text = decoder.decode(body);
  cache?.remember(shape, clear, sealed, text);
  return joined(text, clear);
}
