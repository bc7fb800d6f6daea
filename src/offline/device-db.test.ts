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
  it('upgrades a version 1 database (meta only) to the current version, keeping what it held', async () => {
    const v1 = new Dexie('emr-upgrader');
    v1.version(1).stores({ meta: 'key' });
    await v1.table('meta').put({ key: 'lastSignIn', value: '2026-03-10T08:00:00.000Z' });
    v1.close();

    const db = deviceDb('upgrader');
    expect(await db.meta.get('lastSignIn')).toEqual({ key: 'lastSignIn', value: '2026-03-10T08:00:00.000Z' });
    expect(db.verno).toBe(5);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'appointments',
      'charts',
      'drafts',
      'earlierResponses',
      'encounters',
      'meta',
      'outbox',
      'patients',
      'plans',
      'questionnaires',
      'responses',
    ]);
    expect(db.outbox.schema.primKey).toMatchObject({ keyPath: 'seq', auto: true });
    expect(db.outbox.schema.indexes.map((i) => i.name).sort()).toEqual(['[entityId+seq]', 'entityId', 'id', 'status']);
    expect(db.outbox.schema.idxByName.id?.unique).toBe(true);
    expect(db.encounters.schema.indexes.map((i) => i.name).sort()).toEqual(['appointmentId', 'status']);
    await deleteAllDeviceData();
  });

  it('upgrades a version 2 database to version 3 (encounters by status), keeping its records and outbox', async () => {
    const v2 = new Dexie('emr-upgrader2');
    v2.version(1).stores({ meta: 'key' });
    v2.version(2).stores({
      appointments: 'id, date, practitionerId, encounterId',
      patients: 'id',
      encounters: 'id, appointmentId',
      outbox: '++seq, &id, entityId, status, [entityId+seq]',
    });
    await v2.table('encounters').bulkPut([
      { id: 'e-1', appointmentId: 'a-1', status: 'in-progress' },
      { id: 'e-2', appointmentId: 'a-2', status: 'planned' },
    ]);
    await v2.table('outbox').add({ id: 'x-1', entityId: 'e-1', status: 'pending' });
    v2.close();

    const db = deviceDb('upgrader2');
    expect(await db.encounters.where('status').equals('in-progress').primaryKeys()).toEqual(['e-1']);
    expect(await db.outbox.count()).toBe(1);
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
