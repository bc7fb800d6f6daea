import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { deleteAllDeviceData, deviceDb, onDeviceDataDeleted, recordSignIn } from './device-db';

describe('device databases', () => {
  it('keeps one database per user and deletes them all, leaving others alone', async () => {
    await recordSignIn('u1');
    await recordSignIn('u2');
    const other = new Dexie('not-ours');
    other.version(1).stores({ t: 'id' });
    await other.open();
    other.close();
    expect(await Dexie.getDatabaseNames()).toEqual(expect.arrayContaining(['emr-u1', 'emr-u2', 'not-ours']));
    expect(await deviceDb('u1').meta.get('lastSignIn')).toBeDefined();

    await deleteAllDeviceData();

    const names = await Dexie.getDatabaseNames();
    expect(names).not.toContain('emr-u1');
    expect(names).not.toContain('emr-u2');
    expect(names).toContain('not-ours');
  });
});

describe('device database schema', () => {
  it('upgrades a version 1 database (meta only) to version 2, keeping what it held', async () => {
    const v1 = new Dexie('emr-upgrader');
    v1.version(1).stores({ meta: 'key' });
    await v1.table('meta').put({ key: 'lastSignIn', value: '2026-03-10T08:00:00.000Z' });
    v1.close();

    const db = deviceDb('upgrader');
    expect(await db.meta.get('lastSignIn')).toEqual({ key: 'lastSignIn', value: '2026-03-10T08:00:00.000Z' });
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['appointments', 'encounters', 'meta', 'outbox', 'patients']);
    expect(db.outbox.schema.primKey).toMatchObject({ keyPath: 'seq', auto: true });
    expect(db.outbox.schema.indexes.map((i) => i.name).sort()).toEqual(['[entityId+seq]', 'entityId', 'id', 'status']);
    expect(db.outbox.schema.idxByName.id?.unique).toBe(true);
    await deleteAllDeviceData();
  });

  it('tells running engines when sign-out deletes the data', async () => {
    let told = 0;
    const off = onDeviceDataDeleted(() => told++);
    await deleteAllDeviceData();
    off();
    await deleteAllDeviceData();
    expect(told).toBe(1);
  });
});
