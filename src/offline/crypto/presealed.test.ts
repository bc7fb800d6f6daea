import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelVisit, checkIn, checkOut, esign } from '../commands';
import { DB_PREFIX, deviceDb, type EncounterRecord, entriesOf, type OutboxPayload } from '../device-db';
import { drainOutbox } from '../drain';
import { submitForm } from '../form-commands';
import { enqueueChange, newEntry } from '../outbox';
import { patientFixture, seedStorage } from '../testing/fixtures';
import { RANGE, signedInDevice } from '../testing/harness';
import { provideTestKeys } from '../testing/keys';
import { rawRows, writeRawRows } from '../testing/raw-idb';
import { changePin, enrollPin, lockKeys, unlockWithPin } from './device-keys';
import { DeviceLockedError, keysOf, setKeyFallback } from './key-ring';
import { presealRows } from './presealed';
import { SEALED, SealedRowError, sealedKeyId } from './sealing';
import { sealedInTransaction } from './sealing-middleware';

const PIN = '135790';

/** A signed-in device (visit a-2 has encounter e-2) whose key is under a PIN; no key fallback. */
async function pinDevice() {
  provideTestKeys();
  const device = await signedInDevice(seedStorage(3, [2]));
  setKeyFallback(null);
  await enrollPin(device.userId, PIN);
  return device;
}

/** How many rows `work` sealed inside a write transaction. */
async function sealedInside(work: () => Promise<unknown>): Promise<number> {
  const before = sealedInTransaction();
  await work();
  return sealedInTransaction() - before;
}

const patient = (name: string) => ({ ...patientFixture('p-2'), name, pendingSync: false });

describe('rows sealed before the transaction (the outbox commands)', () => {
  beforeEach(() => setKeyFallback(null));
  afterEach(() => provideTestKeys());

  it('check-in, check-out, e-sign, cancel and a submitted form seal nothing inside their transaction, and store rows as before', async () => {
    const { userId } = await pinDevice();
    const db = deviceDb(userId);
    // The screen has read the day (the rows are in memory), as before any tap.
    await db.appointments.toArray();

    let encounterId = '';
    expect(
      await sealedInside(async () => {
        encounterId = await checkIn(userId, { appointmentId: 'a-1', device: 'tablet', position: { latitude: 1, longitude: 2 } });
      }),
    ).toBe(0);
    // Rehearsed on the rows in memory: no read-only snapshot first, only the command's own transaction.
    const transactions = vi.spyOn(db, 'transaction');
    expect(await sealedInside(() => checkOut(userId, { encounterId, at: new Date(Date.now() + 60_000).toISOString() }))).toBe(0);
    expect(transactions.mock.calls.map(([mode]) => mode)).toEqual(['rw']);
    transactions.mockRestore();
    expect(await sealedInside(() => esign(userId, { encounterId }))).toBe(0);
    // The visit with a server encounter, and a form on it.
    expect(await sealedInside(() => checkIn(userId, { appointmentId: 'a-2' }))).toBe(0);
    const form = { encounterId: 'e-2', questionnaireCode: 'wound-assessment' };
    await db.drafts.put({ ...form, answers: { note: ['draft'] }, updatedAt: '2026-03-10T10:00:00.000Z' });
    expect(await sealedInside(() => submitForm(userId, form, { note: ['Zelda has a wound'] }))).toBe(0);
    expect(await sealedInside(() => cancelVisit(userId, { encounterId: 'e-2', reason: 'Error' }))).toBe(0);

    // What was written reads back as the commands meant it.
    expect(await db.encounters.get(encounterId)).toMatchObject({ status: 'finished', stateText: 'eSigned', pendingSync: true });
    expect(await db.appointments.get('a-1')).toMatchObject({ encounterId, pendingSync: true });
    expect(await db.responses.get(['e-2', 'wound-assessment'])).toMatchObject({
      answers: { note: ['Zelda has a wound'] },
      pendingSync: true,
    });
    expect(await db.drafts.get(['e-2', 'wound-assessment'])).toBeUndefined();
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.operation, e.baseVersion])).toEqual([
      ['createEncounter', null],
      ['startEncounter', 'previous'],
      ['updateEncounter', 'previous'],
      ['esignEncounter', 'previous'],
      ['startEncounter', 1],
      ['saveQuestionnaireResponse', 0],
      ['cancelEncounter', 'previous'],
    ]);
    expect(entries[1]?.variables).toEqual({
      encounterId,
      provenance: { recorded: entries[1]?.createdAt, device: 'tablet', latitude: 1, longitude: 2 },
    });

    // On disk: the same format (clear index fields and one sealed body, under the PIN key).
    const raw = await rawRows(`${DB_PREFIX}${userId}`);
    const keyId = sealedKeyId(raw.meta?.[0]);
    for (const rows of Object.values(raw)) for (const row of rows) expect(sealedKeyId(row)).toBe(keyId);
    expect(Object.keys(raw.outbox?.[0] ?? {}).sort()).toEqual([SEALED, 'entityId', 'id', 'seq', 'status'].sort());
    expect(JSON.stringify(raw)).not.toContain('Zelda');
  });

  it('binds an outbox body to its clientMutationId: moved to another entry it does not open', async () => {
    const { userId } = await pinDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    const name = `${DB_PREFIX}${userId}`;
    const [create, start] = (await rawRows(name)).outbox as Record<string, unknown>[];
    // Swap the sealed bodies of the two entries (the clear seq, id and status stay in place).
    await writeRawRows(name, {
      outbox: [
        { ...create, [SEALED]: start?.[SEALED] },
        { ...start, [SEALED]: create?.[SEALED] },
      ],
    });
    lockKeys();
    expect(await unlockWithPin(userId, PIN)).toBe(true);
    await expect(deviceDb(userId).outbox.get(1)).rejects.toBeInstanceOf(SealedRowError);
    await expect(entriesOf(deviceDb(userId), encounterId)).rejects.toBeInstanceOf(SealedRowError);
  });

  it('rehearses on a read-only snapshot when the rows are not in memory (a new unlock)', async () => {
    const { userId } = await pinDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    lockKeys(); // drops the opened rows with the keys
    expect(await unlockWithPin(userId, PIN)).toBe(true);
    const transactions = vi.spyOn(deviceDb(userId), 'transaction');
    expect(await sealedInside(() => checkOut(userId, { encounterId }))).toBe(0);
    expect(transactions.mock.calls.map(([mode]) => mode)).toEqual(['r', 'rw']);
    transactions.mockRestore();
    expect((await deviceDb(userId).outbox.toArray()).map((e) => e.operation)).toEqual([
      'createEncounter',
      'startEncounter',
      'updateEncounter',
    ]);
  });

  it('stores a presealed body only for the very row it was sealed from (key order aside)', async () => {
    const { userId } = await pinDevice();
    const db = deviceDb(userId);

    const release = await presealRows(userId, [{ table: 'patients', row: patient('Presealed') }]);
    // Another content for the same row: sealed inside the transaction, stored as written.
    expect(await sealedInside(() => db.patients.put(patient('Changed')))).toBe(1);
    expect((await db.patients.get('p-2'))?.name).toBe('Changed');
    // The same content, its fields in another order: the presealed body, once.
    const { name, ...rest } = patient('Presealed');
    expect(await sealedInside(() => db.patients.put({ name, ...rest }))).toBe(0);
    expect((await db.patients.get('p-2'))?.name).toBe('Presealed');
    expect(await sealedInside(() => db.patients.put(patient('Presealed')))).toBe(1);
    release();

    // Released unused: not stored afterwards.
    const unused = await presealRows(userId, [{ table: 'patients', row: patient('Released') }]);
    unused();
    expect(await sealedInside(() => db.patients.put(patient('Released')))).toBe(1);
  });

  it('writes nothing presealed while locked, forgets presealed rows on lock, and seals again after a key change', async () => {
    const { userId } = await pinDevice();
    const db = deviceDb(userId);

    await presealRows(userId, [{ table: 'patients', row: patient('Before lock') }]);
    lockKeys();
    await expect(db.patients.put(patient('Before lock'))).rejects.toBeInstanceOf(DeviceLockedError);
    expect(await unlockWithPin(userId, PIN)).toBe(true);
    // Dropped with the keys: sealed again now.
    expect(await sealedInside(() => db.patients.put(patient('Before lock')))).toBe(1);

    const oldKeyId = keysOf(userId)?.writeKeyId;
    await presealRows(userId, [{ table: 'patients', row: patient('Old key') }]);
    await changePin(userId, '246810');
    const newKeyId = keysOf(userId)?.writeKeyId;
    expect(newKeyId).not.toBe(oldKeyId);
    expect(await sealedInside(() => db.patients.put(patient('Old key')))).toBe(1);
    const stored = (await rawRows(`${DB_PREFIX}${userId}`)).patients?.find((p) => (p as { id: string }).id === 'p-2');
    expect(sealedKeyId(stored)).toBe(newKeyId);
  });

  it('the transaction decides: a rehearsal that guessed wrong is sealed inside, and a failed add undoes the whole change', async () => {
    const { userId } = await pinDevice();
    const db = deviceDb(userId);
    const encounter = (await db.encounters.get('e-2')) as EncounterRecord;
    const payload: OutboxPayload = { operation: 'cancelEncounter', variables: { encounterId: 'e-2', cancelReason: null } };
    const command = (id: string, guessed: string, read: string) => ({
      guess: () => guessed,
      read: async () => read,
      plan: (reason: string) => ({
        encounters: [{ ...encounter, cancelReason: reason }],
        entries: [newEntry(id, userId, 'e-2', payload, encounter.versionId, '2026-03-10T10:00:00.000Z', 0)],
        result: reason,
      }),
    });

    // The encounter guessed differs from the one read: sealed inside; the entry, the same in both, was presealed.
    let result = '';
    expect(
      await sealedInside(async () => {
        result = await enqueueChange(userId, command('m-1', 'guessed', 'read'));
      }),
    ).toBe(1);
    expect(result).toBe('read');
    expect((await db.encounters.get('e-2'))?.cancelReason).toBe('read');

    // A second entry with the same clientMutationId is refused: nothing of its change is kept.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(enqueueChange(userId, command('m-1', 'again', 'again'))).rejects.toThrow();
    errors.mockRestore();
    expect((await db.encounters.get('e-2'))?.cancelReason).toBe('read');
    expect(await db.outbox.count()).toBe(1);
  });

  it('drains presealed entries exactly once', async () => {
    const { userId, server } = await pinDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await checkOut(userId, { encounterId, at: new Date(Date.now() + 60_000).toISOString() });

    const first = await drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE });
    const again = await drainOutbox(userId, { request: server.request, retryDelayMs: 0, pullRange: RANGE });

    expect(first).toMatchObject({ acknowledged: 3, stoppedBy: 'done' });
    expect(again).toMatchObject({ acknowledged: 0 });
    expect(server.storage.applied.filter((a) => a.entityId === encounterId).map((a) => a.operation)).toEqual([
      'CreateEncounter',
      'StartEncounter',
      'UpdateEncounter',
    ]);
    expect(await deviceDb(userId).encounters.get(encounterId)).toMatchObject({ status: 'finished', pendingSync: false });
  });
});
