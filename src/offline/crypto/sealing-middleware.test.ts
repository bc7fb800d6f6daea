import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkIn, checkOut } from '../commands';
import { DB_PREFIX, deviceDb, entriesOf, type OutboxEntry, observe, readTransaction, writeTransaction } from '../device-db';
import { drainOutbox } from '../drain';
import { readDay } from '../schedule-store';
import { encounterFixture, patientFixture, seedStorage } from '../testing/fixtures';
import { RANGE, signedInDevice } from '../testing/harness';
import { provideTestKeys } from '../testing/keys';
import { rawRows, rawText, writeRawRows } from '../testing/raw-idb';
import { deleteKeys, enrollPin, lockKeys, unlockWithPin } from './device-keys';
import { DeviceLockedError, setKeyFallback, setSealingForBenchmarks } from './key-ring';
import { SEALED, SealedRowError, sealedKeyId } from './sealing';

const PATIENT_NAME = 'Zelda Quartermaine';
const PIN = '135790';

/**
 * A signed-in device whose patient p-1 has a recognisable name: the pack pulled under a device
 * key, then moved under a PIN key (enrollPin re-seals it), and no key fallback from then on.
 */
async function deviceWithNamedPatient() {
  const storage = seedStorage(3, [2]);
  const patient = storage.patients.get('p-1');
  if (patient) storage.patients.set('p-1', { ...patient, name: PATIENT_NAME, givenName: 'Zelda', familyName: 'Quartermaine' });
  provideTestKeys();
  const device = await signedInDevice(storage);
  setKeyFallback(null);
  await enrollPin(device.userId, PIN);
  return device;
}

describe('sealed device database', () => {
  beforeEach(() => setKeyFallback(null)); // no key appears by itself: only the PIN opens
  afterEach(() => provideTestKeys());

  it('stores no patient name in clear: the raw IndexedDB rows hold only ids, dates, statuses and sealed bodies', async () => {
    const { userId } = await deviceWithNamedPatient();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await deviceDb(userId).drafts.put({
      encounterId,
      questionnaireCode: 'q',
      answers: { note: [`${PATIENT_NAME} has a wound`] },
      updatedAt: '2026-03-10T10:00:00.000Z',
    });
    expect((await deviceDb(userId).patients.get('p-1'))?.name).toBe(PATIENT_NAME);

    const text = await rawText(`${DB_PREFIX}${userId}`);
    expect(text).not.toContain('Zelda');
    expect(text).not.toContain('Quartermaine');
    expect(text).not.toContain('1 Main St'); // the address
    expect(text).not.toContain('has a wound'); // a draft's answers

    const raw = await rawRows(`${DB_PREFIX}${userId}`);
    expect(raw.patients?.[0]).toEqual({ id: 'p-1', [SEALED]: expect.any(Uint8Array) });
    expect(Object.keys(raw.appointments?.[0] ?? {}).sort()).toEqual([SEALED, 'date', 'encounterId', 'id', 'practitionerId'].sort());
    const entry = raw.outbox?.[0] as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual([SEALED, 'entityId', 'id', 'seq', 'status'].sort());
    // Every row of every table is sealed (meta included: lastSignIn, lastSyncedAt, …).
    for (const rows of Object.values(raw)) for (const row of rows) expect(sealedKeyId(row)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers index queries and every read path Dexie uses: where/between/anyOf, compound keys, first, limit, filter, each, count', async () => {
    const { userId } = await deviceWithNamedPatient();
    const db = deviceDb(userId);
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId, at: new Date(Date.now() + 60_000).toISOString() });

    expect((await db.appointments.where('date').equals('2026-03-10').toArray()).map((a) => a.id).sort()).toEqual(['a-1', 'a-2', 'a-3']);
    expect(await db.appointments.where('date').between(RANGE.from, RANGE.to, true, true).count()).toBe(3);
    expect((await db.encounters.where('status').equals('finished').first())?.id).toBe(encounterId);
    expect((await entriesOf(db, encounterId)).map((e) => e.operation)).toEqual(['createEncounter', 'startEncounter', 'updateEncounter']);
    expect((await db.outbox.where('entityId').anyOf([encounterId, 'e-2']).toArray()).length).toBe(3);
    expect((await db.outbox.limit(2).toArray()).map((e) => e.seq)).toEqual([1, 2]);
    expect(await db.outbox.filter((e) => e.operation === 'startEncounter').count()).toBe(1);
    const seen: OutboxEntry[] = [];
    await db.outbox
      .toCollection()
      .until(() => seen.length >= 2)
      .each((e) => {
        seen.push(e);
      });
    expect(seen.map((e) => e.variables)).toHaveLength(2);
    expect(await db.patients.bulkGet(['p-1', 'p-2', 'nobody'])).toMatchObject([{ name: PATIENT_NAME }, { id: 'p-2' }, undefined]);
    expect(await db.patients.where('id').startsWith('p-').primaryKeys()).toEqual(['p-1', 'p-2', 'p-3']);
    expect(await db.encounters.orderBy('appointmentId').reverse().first()).toMatchObject({ appointmentId: 'a-2' });
    // Reads and writes inside one transaction, with crypto between them, still commit together.
    await writeTransaction(db, async () => {
      const patient = await db.patients.get('p-2');
      await db.patients.put({ ...(patient ?? { ...patientFixture('p-2'), pendingSync: false }), name: 'Renamed' });
      await db.meta.put({ key: 'note', value: (await db.patients.get('p-2'))?.name });
    });
    expect(await readTransaction(db, async () => [(await db.patients.get('p-2'))?.name, (await db.meta.get('note'))?.value])).toEqual([
      'Renamed',
      'Renamed',
    ]);
    expect((await readDay(userId, '2026-03-10')).visits.map((v) => v.patient.name)).toContain(PATIENT_NAME);
  });

  it("walks cursors without calling the browser's cursor getters on anything but the cursor (Chromium's brand checks)", async () => {
    const { userId } = await deviceWithNamedPatient();
    await checkIn(userId, { appointmentId: 'a-1' });
    // As in browsers, IDBCursor's getters refuse any other receiver (fake-indexeddb's do not).
    const proto = IDBCursor.prototype;
    const originals = ['key', 'primaryKey'].map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
    for (const [name, descriptor] of originals) {
      Object.defineProperty(proto, name, {
        configurable: true,
        get(this: IDBCursor) {
          const ownProto = Object.getPrototypeOf(this);
          if (ownProto !== IDBCursor.prototype && ownProto !== IDBCursorWithValue.prototype) throw new TypeError('Illegal invocation');
          return descriptor?.get?.call(this);
        },
      });
    }
    try {
      const db = deviceDb(userId);
      expect(await db.outbox.filter((e) => e.operation === 'startEncounter').count()).toBe(1);
      expect((await db.patients.where('id').anyOf(['p-1', 'p-3']).toArray()).map((p) => p.name)).toEqual([PATIENT_NAME, 'Patient p-3']);
      expect(
        await db.outbox
          .toCollection()
          .until((e) => e.operation === 'createEncounter', true)
          .toArray(),
      ).toHaveLength(1);
    } finally {
      for (const [name, descriptor] of originals) if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
  });

  it('answers puts at once but stores them sealed before the transaction commits; a put that fails undoes the transaction', async () => {
    const { userId } = await deviceWithNamedPatient();
    const db = deviceDb(userId);
    await checkIn(userId, { appointmentId: 'a-1' });
    const [create, start] = await db.outbox.toArray();
    if (!create || !start) throw new Error('no entries');

    await writeTransaction(db, async () => {
      for (const id of ['p-2', 'p-3']) await db.patients.put({ ...patientFixture(id), name: `Renamed ${id}`, pendingSync: false });
      // Read back in the same transaction, before the sealed rows were stored: the new copy.
      expect((await db.patients.bulkGet(['p-2', 'p-3'])).map((p) => p?.name)).toEqual(['Renamed p-2', 'Renamed p-3']);
      expect(await db.patients.where('id').anyOf(['p-2', 'p-3']).count()).toBe(2);
    });
    expect((await db.patients.get('p-3'))?.name).toBe('Renamed p-3');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The second put takes the first entry's unique clientMutationId: refused when stored.
    await expect(
      writeTransaction(db, async () => {
        await db.patients.put({ ...patientFixture('p-2'), name: 'Never stored', pendingSync: false });
        await db.outbox.put({ ...start, id: create.id });
      }),
    ).rejects.toThrow();
    errors.mockRestore();
    expect((await db.patients.get('p-2'))?.name).toBe('Renamed p-2');
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([create.id, start.id]);
  });

  it('tells live queries about changes, with the rows opened', async () => {
    const { userId } = await deviceWithNamedPatient();
    const db = deviceDb(userId);
    const names: (string | undefined)[] = [];
    const subscription = observe(() => db.patients.get('p-3')).subscribe((p) => names.push(p?.name));
    await expect.poll(() => names.length).toBe(1);
    await db.patients.update('p-3', { name: 'Changed Name' });
    await expect.poll(() => names.at(-1)).toBe('Changed Name');
    subscription.unsubscribe();
    expect(names[0]).toBe('Patient p-3');
  });

  it('refuses reads and writes while locked (DeviceLockedError), and opens again after the PIN', async () => {
    const { userId } = await deviceWithNamedPatient();
    const db = deviceDb(userId);
    await checkIn(userId, { appointmentId: 'a-1' });
    lockKeys();

    await expect(db.patients.get('p-1')).rejects.toBeInstanceOf(DeviceLockedError);
    await expect(db.appointments.where('date').equals('2026-03-10').toArray()).rejects.toBeInstanceOf(DeviceLockedError);
    await expect(db.outbox.filter(() => true).toArray()).rejects.toBeInstanceOf(DeviceLockedError);
    await expect(db.meta.put({ key: 'x', value: PATIENT_NAME })).rejects.toBeInstanceOf(DeviceLockedError);
    await expect(checkIn(userId, { appointmentId: 'a-3' })).rejects.toBeInstanceOf(DeviceLockedError);
    // Keys only (nothing identifying): still answered, so sign-out can count a locked outbox.
    expect(await db.patients.count()).toBe(3);
    expect(await db.outbox.count()).toBe(2);
    expect(await rawText(`${DB_PREFIX}${userId}`)).not.toContain(PATIENT_NAME);

    expect(await unlockWithPin(userId, PIN)).toBe(true);
    expect((await db.patients.get('p-1'))?.name).toBe(PATIENT_NAME);
  });

  it('does not open a sealed body moved onto another row', async () => {
    const { userId } = await deviceWithNamedPatient();
    const name = `${DB_PREFIX}${userId}`;
    const raw = await rawRows(name);
    const [p1, p2] = raw.patients as Record<string, unknown>[];
    await writeRawRows(name, { patients: [p1, { ...p2, [SEALED]: p1?.[SEALED] }] });

    expect((await deviceDb(userId).patients.get('p-1'))?.name).toBe(PATIENT_NAME);
    await expect(deviceDb(userId).patients.get('p-2')).rejects.toBeInstanceOf(SealedRowError);
  });

  it('drains the outbox under a PIN key: sent, acknowledged, and the server copy sealed in its place', async () => {
    const { userId, server } = await deviceWithNamedPatient();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });

    const result = await drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE });

    expect(result).toMatchObject({ acknowledged: 2, stoppedBy: 'done', pulled: true });
    expect(await deviceDb(userId).outbox.count()).toBe(0);
    expect(await deviceDb(userId).encounters.get(encounterId)).toMatchObject({ status: 'in-progress', pendingSync: false });
    expect(server.storage.encounters.get(encounterId)).toMatchObject({ status: 'in-progress' });
    expect(await rawText(`${DB_PREFIX}${userId}`)).not.toContain('Zelda');
  });

  it('stores rows as they are only when a benchmark turns sealing off', async () => {
    setKeyFallback(null);
    const userId = `plain-${Math.random().toString(36).slice(2)}`;
    setSealingForBenchmarks(false);
    try {
      await deviceDb(userId).patients.put({ ...patientFixture('p-9'), name: PATIENT_NAME, pendingSync: false });
      expect(await rawText(`${DB_PREFIX}${userId}`)).toContain(PATIENT_NAME);
    } finally {
      setSealingForBenchmarks(true);
    }
    await expect(deviceDb(userId).patients.get('p-9')).rejects.toBeInstanceOf(DeviceLockedError);
    await deleteKeys(userId);
  });

  it('keeps rows written before sealing readable, and seals them when they are written again', async () => {
    provideTestKeys();
    const { userId } = await signedInDevice(seedStorage(1));
    const name = `${DB_PREFIX}${userId}`;
    const appointment = seedStorage(1).appointments.get('a-1');
    if (!appointment) throw new Error('fixture');
    const encounter = encounterFixture('e-legacy', appointment);
    await writeRawRows(name, { encounters: [{ ...encounter, pendingSync: false }] });

    expect(await deviceDb(userId).encounters.get('e-legacy')).toMatchObject({ id: 'e-legacy', status: 'planned' });
    await deviceDb(userId).encounters.update('e-legacy', { cancelReason: 'Error' });
    expect(sealedKeyId((await rawRows(name)).encounters?.[0])).not.toBeNull();
  });
});
