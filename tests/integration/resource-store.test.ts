// The generic versioned-resource repository (DESIGN §3) on the real databases: versions,
// history with authors, optimistic concurrency and soft delete.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { ConflictError, NotFoundError } from '../../server/db/resource-store.ts';
import { patients } from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { Patient } from '../../src/domain/resources.ts';
import { kinds, makePatient, openTestDatabase } from './harness.ts';

const author = randomUUID();
const editor = randomUUID();

describe.each(kinds)('resource store on %s', (kind) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    await opened.database.migrate();
    db = opened.database.db;
    drop = opened.drop;
  });
  afterAll(async () => {
    await drop?.();
  });

  it('create stores version 1, stamps meta and starts the history', async () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const row = await stores.patient.create(db, makePatient('Ada', 'Lovelace'), { authorId: author, now });
    expect(row.versionId).toBe(1);
    expect(row.deleted).toBe(false);
    expect(row.content).toMatchObject({ id: row.id, resourceType: 'Patient', meta: { versionId: '1', lastUpdated: now.toISOString() } });

    const read = await stores.patient.read(db, row.id);
    expect(read?.versionId).toBe(1);
    expect(read?.lastUpdated.toISOString()).toBe(now.toISOString());
    expect(read?.content.meta?.versionId).toBe('1');
    expect(read?.content.name).toEqual([{ use: 'official', given: ['Ada'], family: 'Lovelace' }]);

    const history = await stores.patient.history(db, row.id);
    expect(history.map((h) => [h.versionId, h.action, h.authorId, h.deleted])).toEqual([[1, 'create', author, false]]);
  });

  it('keeps a client-chosen id', async () => {
    const id = randomUUID();
    const row = await stores.patient.create(db, { ...makePatient('Chosen', 'Id'), id }, { authorId: author });
    expect(row.id).toBe(id);
    expect((await stores.patient.read(db, id))?.content.id).toBe(id);
  });

  it('update with the current version writes version 2 and appends history with its author', async () => {
    const created = await stores.patient.create(db, makePatient('Grace', 'Hopper'), { authorId: author });
    const changed: Patient = { ...created.content, payerName: 'Navy Mutual' };
    const updated = await stores.patient.update(db, created.id, changed, 1, { authorId: editor });
    expect(updated.versionId).toBe(2);
    expect(updated.content.meta?.versionId).toBe('2');

    const read = await stores.patient.read(db, created.id);
    expect(read?.versionId).toBe(2);
    expect(read?.content.payerName).toBe('Navy Mutual');
    expect(read?.content.meta?.versionId).toBe(String(read?.versionId));

    const history = await stores.patient.history(db, created.id);
    expect(history.map((h) => [h.versionId, h.action, h.authorId])).toEqual([
      [1, 'create', author],
      [2, 'update', editor],
    ]);
    expect(history[0]?.content.payerName).toBe('Acme Health');
    expect(history[1]?.content.payerName).toBe('Navy Mutual');
  });

  it('update keeps the search columns in step with the content', async () => {
    const created = await stores.patient.create(db, makePatient('Old', 'Name'), { authorId: author });
    const renamed: Patient = { ...created.content, name: [{ use: 'official', given: ['New'], family: 'Surname' }] };
    await stores.patient.update(db, created.id, renamed, 1, { authorId: editor });
    const [row] = await db.select({ nameSearch: patients.nameSearch }).from(patients).where(eq(patients.id, created.id));
    expect(row?.nameSearch).toBe('surname new');
  });

  it('update with a stale version throws ConflictError with the current version and writes nothing', async () => {
    const created = await stores.patient.create(db, makePatient('Alan', 'Turing'), { authorId: author });
    await stores.patient.update(db, created.id, { ...created.content, payerName: 'First' }, 1, { authorId: editor });

    const attempt = stores.patient.update(db, created.id, { ...created.content, payerName: 'Stale' }, 1, { authorId: author });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(stores.patient.update(db, created.id, created.content, 1, { authorId: author })).rejects.toMatchObject({
      currentVersion: 2,
      resourceType: 'Patient',
      id: created.id,
    });
    // A version from the future is a conflict too.
    await expect(stores.patient.update(db, created.id, created.content, 7, { authorId: author })).rejects.toMatchObject({
      currentVersion: 2,
    });

    const read = await stores.patient.read(db, created.id);
    expect(read?.versionId).toBe(2);
    expect(read?.content.payerName).toBe('First');
    expect(await stores.patient.history(db, created.id)).toHaveLength(2);
  });

  it('two writers racing from the same version: exactly one wins', async () => {
    const created = await stores.patient.create(db, makePatient('Race', 'Condition'), { authorId: author });
    const results = await Promise.allSettled([
      stores.patient.update(db, created.id, { ...created.content, payerName: 'A' }, 1, { authorId: author }),
      stores.patient.update(db, created.id, { ...created.content, payerName: 'B' }, 1, { authorId: editor }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(ConflictError);
    expect(await stores.patient.history(db, created.id)).toHaveLength(2);
  });

  it('soft delete hides the resource from read() but history keeps every version', async () => {
    const created = await stores.patient.create(db, makePatient('Gone', 'Soon'), { authorId: author });
    const deleted = await stores.patient.softDelete(db, created.id, 1, { authorId: editor });
    expect(deleted.versionId).toBe(2);
    expect(deleted.deleted).toBe(true);

    expect(await stores.patient.read(db, created.id)).toBeNull();
    const hidden = await stores.patient.read(db, created.id, { includeDeleted: true });
    expect(hidden?.deleted).toBe(true);
    expect(hidden?.versionId).toBe(2);

    const history = await stores.patient.history(db, created.id);
    expect(history.map((h) => [h.versionId, h.action, h.deleted, h.authorId])).toEqual([
      [1, 'create', false, author],
      [2, 'delete', true, editor],
    ]);
    expect(history[1]?.content.name).toEqual(created.content.name);

    // A deleted resource cannot be updated or deleted again.
    await expect(stores.patient.update(db, created.id, created.content, 2, { authorId: author })).rejects.toBeInstanceOf(NotFoundError);
    await expect(stores.patient.softDelete(db, created.id, 2, { authorId: author })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('an unknown id: read() is null, writes throw NotFoundError', async () => {
    const id = randomUUID();
    expect(await stores.patient.read(db, id)).toBeNull();
    await expect(stores.patient.update(db, id, makePatient('No', 'One'), 1, { authorId: author })).rejects.toBeInstanceOf(NotFoundError);
    await expect(stores.patient.update(db, id, makePatient('No', 'One'), 1, { authorId: author })).rejects.toMatchObject({
      resourceType: 'Patient',
      id,
    });
    await expect(stores.patient.softDelete(db, id, 1, { authorId: author })).rejects.toBeInstanceOf(NotFoundError);
    expect(await stores.patient.history(db, id)).toEqual([]);
  });

  it('a write inside a rolled-back transaction leaves neither the row nor its history', async () => {
    const id = randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await stores.patient.create(tx, { ...makePatient('Roll', 'Back'), id }, { authorId: author });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await stores.patient.read(db, id)).toBeNull();
    expect(await stores.patient.history(db, id)).toEqual([]);
  });

  it('createMany writes every row at version 1 with its history', async () => {
    const rows = await stores.patient.createMany(db, [makePatient('One', 'Many'), makePatient('Two', 'Many')], { authorId: author });
    expect(rows.map((r) => r.versionId)).toEqual([1, 1]);
    for (const row of rows) {
      expect((await stores.patient.read(db, row.id))?.content.meta?.versionId).toBe('1');
      expect((await stores.patient.history(db, row.id)).map((h) => h.action)).toEqual(['create']);
    }
    expect(await stores.patient.createMany(db, [], { authorId: author })).toEqual([]);
  });

  it('history is per resource type: the same id in another store is separate', async () => {
    const id = randomUUID();
    await stores.patient.create(db, { ...makePatient('Shared', 'Id'), id }, { authorId: author });
    await stores.practitioner.create(
      db,
      { id, active: true, name: [{ given: ['Dr'], family: 'Shared' }], telecom: [], address: [], markets: [] },
      { authorId: author },
    );
    expect(await stores.patient.history(db, id)).toHaveLength(1);
    expect(await stores.practitioner.history(db, id)).toHaveLength(1);
    expect((await stores.practitioner.read(db, id))?.content.resourceType).toBe('Practitioner');
  });
});
