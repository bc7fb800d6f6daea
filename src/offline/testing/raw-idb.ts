// Tests of sealing (issue 5) look at what is really on disk: the native IndexedDB API, bypassing
// Dexie and its middleware.

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** Opens a database natively at its current version (it must exist). */
export async function openRaw(name: string): Promise<IDBDatabase> {
  return request(indexedDB.open(name));
}

/** Every stored row of every store, as IndexedDB holds them. */
export async function rawRows(name: string): Promise<Record<string, unknown[]>> {
  const db = await openRaw(name);
  try {
    const names = Array.from(db.objectStoreNames);
    const trans = db.transaction(names, 'readonly');
    const rows = await Promise.all(names.map((store) => request(trans.objectStore(store).getAll())));
    return Object.fromEntries(names.map((store, i) => [store, rows[i] ?? []]));
  } finally {
    db.close();
  }
}

/** Replaces every row of the database's stores with `rows` (natively: rows as stored). */
export async function writeRawRows(name: string, rows: Record<string, unknown[]>): Promise<void> {
  const db = await openRaw(name);
  try {
    const trans = db.transaction(Object.keys(rows), 'readwrite');
    for (const [store, values] of Object.entries(rows)) {
      const objectStore = trans.objectStore(store);
      objectStore.clear();
      for (const value of values) objectStore.put(value);
    }
    await new Promise<void>((resolve, reject) => {
      trans.oncomplete = () => resolve();
      trans.onabort = () => reject(trans.error);
    });
  } finally {
    db.close();
  }
}

const bytesAsText = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/**
 * Everything the database holds as one string: values as JSON, and byte arrays (sealed bodies)
 * as their raw bytes — a clear text anywhere in it shows up in a substring search.
 */
export async function rawText(name: string): Promise<string> {
  return JSON.stringify(await rawRows(name), (_key, value: unknown) =>
    ArrayBuffer.isView(value) ? bytesAsText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) : value,
  );
}
