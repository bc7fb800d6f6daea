import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkIn } from '../commands';
import { DB_PREFIX, deleteAllDeviceData, deviceDb, recordSignIn } from '../device-db';
import { seedStorage } from '../testing/fixtures';
import { signedInDevice } from '../testing/harness';
import { provideTestKeys } from '../testing/keys';
import { rawRows, rawText, writeRawRows } from '../testing/raw-idb';
import {
  changePin,
  DeviceLockedError,
  deleteKeys,
  deviceKeyKind,
  enrollPin,
  isUnlocked,
  type KeysChange,
  lockKeys,
  onDeviceKeysChanged,
  PBKDF2_ITERATIONS,
  unlockWithPin,
  useDeviceKey,
} from './device-keys';
import { setKeyFallback } from './key-ring';
import { KEY_DB_NAME, readKeyRecord, writeKeyRecord } from './key-store';
import { sealedKeyId } from './sealing';

const PIN = '135790';
const NEW_PIN = '246801';

let users = 0;
const newUser = () => `k-${++users}-${Math.random().toString(36).slice(2, 8)}`;

/** The key ids the user's stored rows are sealed with. */
const keyIdsOnDisk = async (userId: string) =>
  new Set(
    Object.values(await rawRows(`${DB_PREFIX}${userId}`))
      .flat()
      .map(sealedKeyId),
  );

/** A device with the fake server's pack pulled, its data under `pin`, and no key fallback. */
async function pinDevice(pin = PIN) {
  provideTestKeys();
  const device = await signedInDevice(seedStorage(2));
  setKeyFallback(null);
  await enrollPin(device.userId, pin);
  return device;
}

describe('device keys', () => {
  beforeEach(() => setKeyFallback(null));
  afterEach(() => provideTestKeys());

  it('checks the PIN offline: a wrong PIN is refused (the unwrap fails), the right one unlocks', async () => {
    const { userId } = await pinDevice();
    expect(await deviceKeyKind(userId)).toBe('pin');
    const record = await readKeyRecord(userId);
    expect(record?.current).toMatchObject({ kind: 'pin', iterations: PBKDF2_ITERATIONS, salt: expect.any(Uint8Array) });
    expect(JSON.stringify(record)).not.toContain(PIN);

    lockKeys();
    expect(isUnlocked(userId)).toBe(false);
    expect(await unlockWithPin(userId, '000000')).toBe(false);
    expect(isUnlocked(userId)).toBe(false);
    await expect(deviceDb(userId).patients.get('p-1')).rejects.toBeInstanceOf(DeviceLockedError);

    expect(await unlockWithPin(userId, PIN)).toBe(true);
    expect(isUnlocked(userId)).toBe(true);
    expect(await deviceDb(userId).patients.get('p-1')).toMatchObject({ name: 'Patient p-1' });
  });

  it('keeps the data key non-extractable, in memory and on disk', async () => {
    const { userId } = await pinDevice();
    const userB = newUser();
    await useDeviceKey(userB);
    const stored = (await readKeyRecord(userB))?.current;
    expect(stored?.kind === 'device' && stored.key.extractable).toBe(false);
    // A wrapped key is bound to its user: it does not open as another's.
    const record = await readKeyRecord(userId);
    if (!record) throw new Error('no record');
    await writeKeyRecord({ ...record, userId: userB });
    expect(await unlockWithPin(userB, PIN)).toBe(false);
  });

  it('says when keys come and go', async () => {
    const changes: KeysChange[] = [];
    const off = onDeviceKeysChanged((change) => changes.push(change));
    const userId = newUser();
    await enrollPin(userId, PIN);
    lockKeys();
    await unlockWithPin(userId, PIN);
    off();
    expect(changes).toEqual([
      { userId, unlocked: true },
      { userId: null, unlocked: false },
      { userId, unlocked: true },
    ]);
  });

  it('changes the PIN: a new key, every row re-sealed in one go, the old PIN no longer unlocks', async () => {
    const { userId } = await pinDevice();
    await checkIn(userId, { appointmentId: 'a-1' });
    const [before] = await keyIdsOnDisk(userId);

    await changePin(userId, NEW_PIN);

    const after = await keyIdsOnDisk(userId);
    expect(after.size).toBe(1);
    expect(after.has(before ?? null)).toBe(false);
    expect((await readKeyRecord(userId))?.next).toBeUndefined();
    lockKeys();
    expect(await unlockWithPin(userId, PIN)).toBe(false);
    expect(await unlockWithPin(userId, NEW_PIN)).toBe(true);
    expect(await deviceDb(userId).outbox.count()).toBe(2);
    expect((await deviceDb(userId).outbox.toArray()).map((e) => e.operation)).toEqual(['createEncounter', 'startEncounter']);
  });

  it('refuses to change the key while locked', async () => {
    const { userId } = await pinDevice();
    lockKeys();
    await expect(changePin(userId, NEW_PIN)).rejects.toBeInstanceOf(DeviceLockedError);
    await expect(useDeviceKey(userId)).rejects.toBeInstanceOf(DeviceLockedError);
    expect(await unlockWithPin(userId, PIN)).toBe(true);
  });

  it('keeps a device key on the device when EnableUserPin is off, and moves between device key and PIN', async () => {
    const userId = newUser();
    await useDeviceKey(userId);
    await recordSignIn(userId);
    expect(await deviceKeyKind(userId)).toBe('device');
    lockKeys();
    await expect(deviceDb(userId).meta.get('lastSignIn')).rejects.toBeInstanceOf(DeviceLockedError);
    await useDeviceKey(userId);
    expect((await deviceDb(userId).meta.get('lastSignIn'))?.value).toEqual(expect.any(String));

    // The PIN is set up (device key → PIN, without unlocking first) …
    lockKeys();
    await enrollPin(userId, PIN);
    expect(await deviceKeyKind(userId)).toBe('pin');
    lockKeys();
    expect(await unlockWithPin(userId, PIN)).toBe(true);
    // … and switched off again (PIN → device key, while unlocked).
    await useDeviceKey(userId);
    expect(await deviceKeyKind(userId)).toBe('device');
    expect((await deviceDb(userId).meta.get('lastSignIn'))?.value).toEqual(expect.any(String));
  });

  it('seals rows stored before sealing existed when the user first gets a key', async () => {
    const userId = newUser();
    await recordSignIn(userId).catch(() => {}); // locked: creates the database, writes nothing
    await writeRawRows(`${DB_PREFIX}${userId}`, { meta: [{ key: 'lastSignIn', value: 'Jane Legacy' }] });
    expect(await rawText(`${DB_PREFIX}${userId}`)).toContain('Jane Legacy');

    await enrollPin(userId, PIN);

    expect(await rawText(`${DB_PREFIX}${userId}`)).not.toContain('Jane Legacy');
    expect((await deviceDb(userId).meta.get('lastSignIn'))?.value).toBe('Jane Legacy');
  });

  it('finishes a key change the tab did not live to record: the rows decide which key is kept', async () => {
    const { userId } = await pinDevice();
    const name = `${DB_PREFIX}${userId}`;
    const oldRecord = await readKeyRecord(userId);
    const oldRows = await rawRows(name);
    await changePin(userId, NEW_PIN);
    const newRecord = await readKeyRecord(userId);
    if (!oldRecord || !newRecord) throw new Error('no record');
    const pending = { userId, current: oldRecord.current, next: newRecord.current };

    // Died after the rows were re-sealed: the new PIN opens them and the change is recorded.
    await writeKeyRecord(pending);
    lockKeys();
    expect(await unlockWithPin(userId, NEW_PIN)).toBe(true);
    expect((await readKeyRecord(userId))?.current.keyId).toBe(newRecord.current.keyId);
    expect(await deviceDb(userId).patients.count()).toBe(2);

    // Died before: the rows are still under the old key, so the old PIN opens them, and the change is dropped.
    await writeRawRows(name, oldRows);
    await writeKeyRecord(pending);
    lockKeys();
    expect(await unlockWithPin(userId, NEW_PIN)).toBe(false);
    expect(await unlockWithPin(userId, PIN)).toBe(true);
    expect(await readKeyRecord(userId)).toEqual({ userId, current: oldRecord.current });
    expect((await deviceDb(userId).patients.get('p-2'))?.name).toBe('Patient p-2');
  });

  it('deletes keys with the data: one user, or everyone on sign-out', async () => {
    const a = newUser();
    const b = newUser();
    await enrollPin(a, PIN);
    await useDeviceKey(b);
    await recordSignIn(b);
    await deleteKeys(a);
    expect(await deviceKeyKind(a)).toBeNull();
    expect(isUnlocked(a)).toBe(false);
    expect(await deviceKeyKind(b)).toBe('device');

    await deleteAllDeviceData();
    expect(await deviceKeyKind(b)).toBeNull();
    expect(isUnlocked(b)).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(KEY_DB_NAME); // no patient data in it
  });
});
