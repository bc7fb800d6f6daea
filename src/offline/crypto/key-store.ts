// Where each user's data key lives on the device between sessions (issue 5): a small IndexedDB
// database of its own, holding no patient data — per user, the data key wrapped under a key
// derived from the PIN, or (EnableUserPin 'false') the non-extractable key itself, kept by
// structured clone. Its name does not start with 'emr-', so it is never taken for a user's device
// database. Plain IndexedDB: one store read and written by key needs nothing of Dexie.

export const KEY_DB_NAME = 'emr.device-keys';
const STORE = 'keys';

/** The data key wrapped (AES-GCM wrapKey) under a PBKDF2-SHA-256 key derived from the PIN. */
export interface PinWrappedKey {
  kind: 'pin';
  keyId: string;
  salt: Uint8Array;
  iterations: number;
  iv: Uint8Array;
  wrappedKey: ArrayBuffer;
}

/** The data key itself, non-extractable (EnableUserPin 'false'): it protects the files, not the session. */
export interface DeviceKey {
  kind: 'device';
  keyId: string;
  key: CryptoKey;
}

export type StoredKey = PinWrappedKey | DeviceKey;

/**
 * A user's key on this device. `next`: a key change under way (the rows are being re-sealed);
 * whichever of the two the rows turn out to be sealed with is kept at the next unlock.
 */
export interface KeyRecord {
  userId: string;
  current: StoredKey;
  next?: StoredKey;
}

let connection: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(KEY_DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => {
      const db = request.result;
      // Deleted elsewhere (another tab's sign-out): let it go, open again when next needed.
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      db.onclose = () => {
        connection = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      connection = null;
      reject(request.error);
    };
  });
  return connection;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest | undefined): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const trans = db.transaction(STORE, mode);
    const request = work(trans.objectStore(STORE));
    trans.oncomplete = () => resolve(request?.result as T);
    trans.onerror = () => reject(trans.error);
    trans.onabort = () => reject(trans.error ?? new DOMException('Key store transaction aborted', 'AbortError'));
  });
}

export const readKeyRecord = (userId: string): Promise<KeyRecord | undefined> => run('readonly', (store) => store.get(userId));

export const writeKeyRecord = async (record: KeyRecord): Promise<void> => {
  await run('readwrite', (store) => store.put(record));
};

/** Stores `record` unless the user has one already; returns the one that is stored. */
export async function addKeyRecordIfAbsent(record: KeyRecord): Promise<KeyRecord> {
  const db = await open();
  return new Promise<KeyRecord>((resolve, reject) => {
    const trans = db.transaction(STORE, 'readwrite');
    const store = trans.objectStore(STORE);
    let stored = record;
    const existing = store.get(record.userId);
    existing.onsuccess = () => {
      if (existing.result) stored = existing.result as KeyRecord;
      else store.add(record);
    };
    trans.oncomplete = () => resolve(stored);
    trans.onerror = () => reject(trans.error);
  });
}

/** Deletes one user's record, or every record. */
export const deleteKeyRecords = async (userId?: string): Promise<void> => {
  await run('readwrite', (store) => (userId === undefined ? store.clear() : store.delete(userId)));
};
