import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { checkIn } from './commands';
import { DB_PREFIX, deleteAllDeviceData, deviceDb, readMeta } from './device-db';
import type { GraphqlRequest } from './graphql-request';
import { dayInZone, pullSchedulePack, schedulePackRange } from './pack';
import { appointmentFixture, patientFixture, seedStorage } from './testing/fixtures';
import { appointmentOf, encounterOf, RANGE, signedInDevice } from './testing/harness';

describe('schedule pack', () => {
  it('pulls today − 1 to today + 7 (the device calendar)', () => {
    expect(schedulePackRange(new Date(2026, 2, 1, 9))).toEqual({ from: '2026-02-28', to: '2026-03-08' });
    expect(schedulePackRange(new Date(2026, 11, 31, 23, 30))).toEqual({ from: '2026-12-30', to: '2027-01-07' });
  });

  it('writes nothing when sign-out deleted the device data while the pack was on its way', async () => {
    const { userId, server } = await signedInDevice(seedStorage(2, [1]));
    // The server answers only after sign-out deleted the device data.
    const request = (async (...args: Parameters<GraphqlRequest>) => {
      await deleteAllDeviceData();
      return server.request(...args);
    }) as GraphqlRequest;
    const pulling = pullSchedulePack(userId, RANGE, { request });
    await expect(pulling).rejects.toThrow('Signed out');
    expect((await Dexie.getDatabaseNames()).filter((name) => name.startsWith(DB_PREFIX))).toEqual([]);
  });

  it('writes the pack in the device database, dated in the patient’s time zone, and records the sync time', async () => {
    const storage = seedStorage(2, [1]);
    // 03:30Z on the 11th is still the 10th in California
    storage.patients.set('p-ca', patientFixture('p-ca', 'CA'));
    storage.appointments.set('a-ca', { ...appointmentFixture('a-ca', 'p-ca', 0, 3), start: '2026-03-11T03:30:00.000Z' });
    const { userId, server } = await signedInDevice(storage);

    const result = await pullSchedulePack(userId, RANGE, { request: server.request });

    expect(result).toMatchObject({ appointments: 3, patients: 3, encounters: 1 });
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(await appointmentOf(userId, 'a-ca')).toMatchObject({ date: '2026-03-10', pendingSync: false });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ date: '2026-03-10', encounterId: 'e-1' });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 1, pendingSync: false });
    expect(await readMeta(deviceDb(userId), 'lastSyncedAt')).toBe('2026-03-10T12:00:01.000Z');
    expect(dayInZone('2026-03-11T03:30:00.000Z', 'America/New_York')).toBe('2026-03-10');
  });

  it('keeps records with queued changes as they are on the device; replaces and removes the others', async () => {
    const storage = seedStorage(3, [1, 2]);
    const { userId, server } = await signedInDevice(storage);
    await checkIn(userId, { appointmentId: 'a-1' });

    // Meanwhile on the server: e-1 and e-2 changed by someone else, a-3 removed from the day.
    server.secondDevice('e-1', 'touch');
    server.secondDevice('e-2', { type: 'cancel', reason: 'Error' });
    storage.appointments.delete('a-3');
    storage.patients.delete('p-3');
    await pullSchedulePack(userId, RANGE, { request: server.request });

    // e-1 has a queued check-in: the local optimistic copy and its base version stay
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'in-progress', versionId: 1, pendingSync: true });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'checked-in', pendingSync: true });
    // e-2 had nothing queued: the server's copy replaces it
    expect(await encounterOf(userId, 'e-2')).toMatchObject({ status: 'cancelled', versionId: 2, pendingSync: false });
    expect(await appointmentOf(userId, 'a-2')).toMatchObject({ status: 'cancelled', versionId: 2 });
    expect(await appointmentOf(userId, 'a-3')).toBeUndefined();
    expect(await deviceDb(userId).patients.get('p-3')).toBeUndefined();
  });

  it('never takes a version backwards', async () => {
    const storage = seedStorage(1, [1]);
    const { userId, server } = await signedInDevice(storage);
    const db = deviceDb(userId);
    const local = await db.encounters.get('e-1');
    if (!local) throw new Error('seeded');
    await db.encounters.put({ ...local, versionId: 5, status: 'in-progress' });
    await pullSchedulePack(userId, RANGE, { request: server.request });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ versionId: 5, status: 'in-progress' });
  });

  it('fails without touching the device when the server cannot be reached', async () => {
    const { userId, server } = await signedInDevice();
    server.online = false;
    await expect(pullSchedulePack(userId, RANGE, { request: server.request })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(await deviceDb(userId).appointments.count()).toBe(3);
  });
});
