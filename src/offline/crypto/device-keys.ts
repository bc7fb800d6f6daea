// The device key API (issue 5), for the app's sign-in and lock flows. Each user's device data is
// sealed with one AES-GCM data key (sealing.ts). That key is never extractable in memory or on
// disk: with a PIN (EnableUserPin 'true') it is stored wrapped under a key derived from the PIN
// and opened on unlock — the unwrap fails on a wrong PIN, which is how the PIN is checked offline
// (SPEC §9 'PIN … stored encrypted locally'); without (EnableUserPin 'false') the key object is
// kept on the device as it is. While locked (lockKeys) no key is in memory and nothing of the
// user's data can be read or written.
//
// Changing the key (a new or changed PIN, PIN on or off) re-seals every row of the user's
// database in one transaction: a non-extractable key cannot be wrapped again. The new key is
// recorded as `next` first, so a tab that dies mid-way still finds its data at the next unlock.
import { openDeviceDatabase } from '../device-db';
import { keepAlive } from './keep-alive';
import { DeviceLockedError, dropKeys, type KeysChange, keysOf, onKeysChanged, setKeys } from './key-ring';
import {
  addKeyRecordIfAbsent,
  type DeviceKey,
  deleteKeyRecords,
  type KeyRecord,
  type PinWrappedKey,
  readKeyRecord,
  type StoredKey,
  writeKeyRecord,
} from './key-store';
import { newKeyId, openRow, SealedRowError, sealedKeyId, sealRow, type TableShape, tableShape } from './sealing';

export { DeviceLockedError, type KeysChange };

/**
 * PBKDF2-SHA-256 iterations for a new PIN key: OWASP's current figure for PBKDF2-HMAC-SHA256.
 * On the 2-CPU build machine (tests/bench/device-crypto.ts, Chromium) derive + unwrap takes
 * ≈ 63 ms when the machine is quiet, unlock → the day read ≈ 65–75 ms (p95 < 80 ms), and ≈ 150 ms
 * (p95 ≈ 340 ms) while other jobs load it 12-deep: inside the 300 ms budget with room for a
 * slower tablet. More would not save a short PIN from an offline guesser (the wrapped key tells
 * a right guess), it only slows one down; stored with each key, so it can change later.
 */
export const PBKDF2_ITERATIONS = 600_000;

const DATA_KEY: AesKeyGenParams = { name: 'AES-GCM', length: 256 };
const DATA_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];
const encoder = new TextEncoder();
/** Binds a wrapped key to its user: it does not open as another user's. */
const wrapParams = (userId: string, iv: Uint8Array<ArrayBuffer>): AesGcmParams => ({
  name: 'AES-GCM',
  iv,
  additionalData: encoder.encode(`emr data key\u0000${userId}`),
});

interface NewKey<K extends StoredKey = StoredKey> {
  stored: K;
  key: CryptoKey;
}

// ---------- one change at a time per user ----------

const queues = new Map<string, Promise<unknown>>();

function serial<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => {});
  queues.set(userId, tail);
  void tail.then(() => {
    if (queues.get(userId) === tail) queues.delete(userId);
  });
  return run;
}

// ---------- keys ----------

async function wrappingKey(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, DATA_KEY, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

/**
 * A new data key wrapped under `pin`. It is generated extractable only so that wrapKey can take
 * it; the key kept in memory is the non-extractable one unwrapKey gives back, and the extractable
 * object is dropped here. (WebCrypto has no other route to a wrapped, non-extractable key: the
 * raw bytes would otherwise pass through script memory, which is no better.)
 */
async function newPinKey(userId: string, pin: string): Promise<NewKey<PinWrappedKey>> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const kek = await wrappingKey(pin, salt, PBKDF2_ITERATIONS);
  const extractable = await crypto.subtle.generateKey(DATA_KEY, true, DATA_KEY_USAGES);
  const wrappedKey = await crypto.subtle.wrapKey('raw', extractable, kek, wrapParams(userId, iv));
  const key = await crypto.subtle.unwrapKey('raw', wrappedKey, kek, wrapParams(userId, iv), DATA_KEY, false, DATA_KEY_USAGES);
  return { stored: { kind: 'pin', keyId: newKeyId(), salt, iterations: PBKDF2_ITERATIONS, iv, wrappedKey }, key };
}

/** The data key of a PIN-wrapped record, or null when `pin` is not the PIN (the unwrap fails). */
async function openPinKey(userId: string, pin: string, stored: PinWrappedKey): Promise<CryptoKey | null> {
  const kek = await wrappingKey(pin, stored.salt as Uint8Array<ArrayBuffer>, stored.iterations);
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      stored.wrappedKey,
      kek,
      wrapParams(userId, stored.iv as Uint8Array<ArrayBuffer>),
      DATA_KEY,
      false,
      DATA_KEY_USAGES,
    );
  } catch {
    return null;
  }
}

/** A new device key: generated non-extractable, stored as the CryptoKey object itself. */
async function newDeviceKey(): Promise<NewKey<DeviceKey>> {
  const key = await crypto.subtle.generateKey(DATA_KEY, false, DATA_KEY_USAGES);
  return { stored: { kind: 'device', keyId: newKeyId(), key }, key };
}

const only = (keyId: string, key: CryptoKey) => ({ writeKeyId: keyId, keys: new Map([[keyId, key]]) });

// ---------- re-sealing ----------

const shapeOf = (store: IDBObjectStore): TableShape =>
  tableShape(
    store.name,
    store.keyPath,
    store.autoIncrement,
    Array.from(store.indexNames, (name) => store.index(name)),
  );

/** A stored row's primary key, read with the store's own key path. */
const primaryKeyOf = (store: IDBObjectStore, row: unknown): IDBValidKey => {
  const field = (name: string) => (row as Record<string, IDBValidKey>)[name] as IDBValidKey;
  return typeof store.keyPath === 'string' ? field(store.keyPath) : (store.keyPath as string[]).map(field);
};

const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Re-seals every row of the user's database under `next`, in one read-write transaction: rows
 * sealed with a key in `readable` are opened and sealed again, rows stored before sealing are
 * sealed, rows already under `next` stay. Rows under a key not held are deleted when
 * `dropUnreadable` (a first key: nothing can ever open them), else the change is refused.
 */
async function resealDatabase(userId: string, readable: ReadonlyMap<string, CryptoKey>, next: NewKey, dropUnreadable: boolean) {
  const db = await openDeviceDatabase(userId);
  if (!db) return;
  const names = Array.from(db.objectStoreNames);
  const [first] = names;
  if (!first) return;
  const trans = db.transaction(names, 'readwrite');
  const done = new Promise<void>((resolve, reject) => {
    trans.oncomplete = () => resolve();
    trans.onabort = () => reject(trans.error ?? new DOMException('Re-sealing was aborted.', 'AbortError'));
  });
  try {
    const stores = names.map((name) => trans.objectStore(name));
    const contents = await Promise.all(stores.map((store) => requestResult(store.getAll() as IDBRequest<unknown[]>)));
    const keyFor = (keyId: string) => {
      const key = readable.get(keyId);
      if (!key) throw new DeviceLockedError(userId);
      return key;
    };
    const work = Promise.all(
      stores.map(async (store, i) => {
        const shape = shapeOf(store);
        const writes: { put?: unknown; drop?: IDBValidKey }[] = [];
        for (const row of contents[i] ?? []) {
          const keyId = sealedKeyId(row);
          if (keyId === next.stored.keyId) continue;
          if (keyId !== null && !readable.has(keyId)) {
            if (!dropUnreadable) throw new SealedRowError(`${store.name}: a row is sealed with a key this device does not hold.`);
            writes.push({ drop: primaryKeyOf(store, row) });
            continue;
          }
          const plain = (await openRow(shape, row, keyFor)) as Record<string, unknown>;
          writes.push({ put: await sealRow(shape, plain, next.stored.keyId, next.key) });
        }
        return writes;
      }),
    );
    const resealed = await keepAlive(trans, first, work);
    resealed.forEach((writes, i) => {
      const store = stores[i];
      for (const write of writes) {
        if (write.put !== undefined) store?.put(write.put);
        else if (write.drop !== undefined) store?.delete(write.drop);
      }
    });
  } catch (error) {
    trans.abort();
    await done.catch(() => {});
    throw error;
  }
  await done;
}

/** The key id the user's rows are sealed with (the first sealed row found), or null. */
async function keyIdInUse(userId: string): Promise<string | null> {
  const db = await openDeviceDatabase(userId);
  if (!db) return null;
  const names = Array.from(db.objectStoreNames);
  if (names.length === 0) return null;
  const trans = db.transaction(names, 'readonly');
  for (const name of names) {
    const found = await new Promise<string | null>((resolve, reject) => {
      const request = trans.objectStore(name).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(null);
        const keyId = sealedKeyId(cursor.value);
        if (keyId) return resolve(keyId);
        cursor.continue();
      };
      request.onerror = () => reject(request.error);
    });
    if (found) return found;
  }
  return null;
}

/**
 * Replaces the user's data key with `next`: recorded as the coming key, used for every row
 * written from now on, every stored row re-sealed under it, then recorded as the key.
 */
async function replaceKey(userId: string, record: KeyRecord | undefined, next: NewKey): Promise<void> {
  const held = keysOf(userId);
  if (record && !held) throw new DeviceLockedError(userId);
  await writeKeyRecord(record ? { userId, current: record.current, next: next.stored } : { userId, current: next.stored });
  const readable = new Map(held?.keys ?? []);
  readable.set(next.stored.keyId, next.key);
  // Rows written from here on use the new key; transactions that began with the old one end
  // before the re-sealing transaction starts (it spans every store), so it re-seals them too.
  setKeys(userId, { writeKeyId: next.stored.keyId, keys: readable });
  try {
    await resealDatabase(userId, readable, next, record === undefined);
  } catch (error) {
    if (record) {
      await writeKeyRecord(record);
      if (held) setKeys(userId, held);
    }
    throw error;
  }
  await writeKeyRecord({ userId, current: next.stored });
  setKeys(userId, only(next.stored.keyId, next.key));
}

/**
 * Puts the opened keys of a record in memory. A record with a change under way (`next`) keeps
 * the key its rows turn out to be sealed with; false when that key was not opened.
 */
async function settle(userId: string, record: KeyRecord, opened: ReadonlyMap<string, CryptoKey>): Promise<boolean> {
  const { current, next } = record;
  if (!next) {
    const key = opened.get(current.keyId);
    if (!key) return false;
    setKeys(userId, only(current.keyId, key));
    return true;
  }
  const inUse = (await keyIdInUse(userId)) ?? (opened.has(next.keyId) ? next.keyId : current.keyId);
  const key = opened.get(inUse);
  if (!key) return false;
  await writeKeyRecord({ userId, current: inUse === next.keyId ? next : current });
  setKeys(userId, only(inUse, key));
  return true;
}

// ---------- API ----------

/**
 * How `userId`'s data key is kept on this device: 'pin' (wrapped under the PIN: unlock with
 * {@link unlockWithPin}), 'device' (kept as is: {@link useDeviceKey}), or null (none yet).
 */
export async function deviceKeyKind(userId: string): Promise<'pin' | 'device' | null> {
  const record = await readKeyRecord(userId);
  if (!record) return null;
  // A change to or from a PIN that a closed tab left unfinished: the PIN settles it.
  return record.current.kind === 'pin' || record.next?.kind === 'pin' ? 'pin' : 'device';
}

/** Whether `userId`'s key is in memory (their device data can be read and written). */
export const isUnlocked = (userId: string): boolean => keysOf(userId) !== undefined;

/**
 * Protects `userId`'s device data with `pin` (EnableUserPin 'true'; 6–10 digits, checked by the
 * caller). A new data key is made and wrapped under the PIN; data already on the device is
 * re-sealed under it (its current key must be in memory, or be a device key; else
 * DeviceLockedError). On return the user is unlocked. Use after the server has accepted the PIN.
 */
export function enrollPin(userId: string, pin: string): Promise<void> {
  return serial(userId, async () => {
    const record = await readKeyRecord(userId);
    if (record?.current.kind === 'device' && !isUnlocked(userId)) await loadDeviceKey(userId, record);
    await replaceKey(userId, record, await newPinKey(userId, pin));
  });
}

/**
 * The PIN changed (or the key moves from the device key to a PIN): a new data key wrapped under
 * `newPin`, every row re-sealed under it in one transaction; the old PIN no longer unlocks.
 * The user must be unlocked (DeviceLockedError otherwise), unless their key is a device key.
 */
export function changePin(userId: string, newPin: string): Promise<void> {
  return enrollPin(userId, newPin);
}

/**
 * Unlocks with the PIN, offline: derives the wrapping key and unwraps the data key. Resolves
 * false on a wrong PIN (the unwrap fails) or when the user has no PIN-wrapped key here (then only
 * the server can check the PIN). About one PBKDF2 derivation (see PBKDF2_ITERATIONS).
 */
export function unlockWithPin(userId: string, pin: string): Promise<boolean> {
  return serial(userId, async () => {
    const record = await readKeyRecord(userId);
    if (!record) return false;
    const stored = [record.current, record.next].flatMap((s) => (s ? [s] : []));
    const opened = new Map<string, CryptoKey>();
    for (const s of stored) {
      if (s.kind !== 'pin') continue;
      const key = await openPinKey(userId, pin, s);
      if (key) opened.set(s.keyId, key);
    }
    // No key opened by this PIN: a wrong PIN (or no PIN-wrapped key here).
    if (opened.size === 0) return false;
    for (const s of stored) if (s.kind === 'device') opened.set(s.keyId, s.key);
    return settle(userId, record, opened);
  });
}

async function loadDeviceKey(userId: string, record: KeyRecord): Promise<boolean> {
  const opened = new Map<string, CryptoKey>();
  for (const stored of [record.current, record.next]) if (stored?.kind === 'device') opened.set(stored.keyId, stored.key);
  return settle(userId, record, opened);
}

/**
 * EnableUserPin 'false': the data key is a non-extractable key kept on the device (it protects
 * the files on disk, not the signed-in browser). Loads it, or makes it (re-sealing anything
 * already on the device). A user whose key is under a PIN moves to a device key — only while
 * unlocked (else DeviceLockedError).
 */
export function useDeviceKey(userId: string): Promise<void> {
  return serial(userId, async () => {
    const record = await readKeyRecord(userId);
    if (record?.current.kind === 'device') {
      if (!(await loadDeviceKey(userId, record))) throw new DeviceLockedError(userId);
      return;
    }
    await replaceKey(userId, record, await newDeviceKey());
  });
}

/**
 * The key fallback (key-ring.ts) for a user who has no PIN-wrapped key: their device key,
 * made on first use. Never re-seals (it runs while a transaction waits), never replaces a key.
 * Resolves false for a PIN user: only the PIN opens their data.
 */
export async function provideDeviceKey(userId: string): Promise<boolean> {
  let record = await readKeyRecord(userId);
  if (!record) {
    const fresh = await newDeviceKey();
    record = await addKeyRecordIfAbsent({ userId, current: fresh.stored });
  }
  if (record.current.kind !== 'device') return false;
  const { keyId, key } = record.current;
  if (!isUnlocked(userId)) setKeys(userId, only(keyId, key));
  return true;
}

/** Drops every key from memory (the screen lock, sign-out): nothing can be decrypted until unlocked. */
export function lockKeys(): void {
  dropKeys();
}

/** Deletes `userId`'s key from the device (and memory), or every user's. Their data can no longer be opened. */
export async function deleteKeys(userId?: string): Promise<void> {
  dropKeys(userId);
  await deleteKeyRecords(userId);
}

/** Subscribes to keys coming (unlock) and going (lock, sign-out); returns unsubscribe. */
export function onDeviceKeysChanged(listener: (change: KeysChange) => void): () => void {
  return onKeysChanged(listener);
}
