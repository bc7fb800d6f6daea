// The Dexie DBCore middleware that seals every row of a user's device database (issue 5); see
// sealing.ts for the stored form. It sits below Dexie's own middlewares (cache, liveQuery,
// hooks), next to IndexedDB, so everything above it — and every caller — sees plain rows. Writes
// (add, put) seal, reads that return rows (get, getMany, query with values, cursors with values)
// open; key-only reads and counts pass through (they see only the clear fields). Without the
// user's key both fail with DeviceLockedError: nothing is ever stored in clear by mistake.
// Crypto runs inside the caller's transaction, which keepAlive holds open meanwhile; three things
// keep that cheap: a row read again opens from the body cache (no crypto), a row sealed before the
// transaction opened (presealed.ts: the outbox commands) is stored as it is, and a put is answered
// at once and stored when sealed (write-behind.ts), so puts in a row seal side by side.
// Type-only imports: device-db.ts stays the one module that loads Dexie (STYLE rule 8).
import type { DBCore, DBCoreCursor, DBCoreMutateRequest, DBCoreTable, DBCoreTableSchema, DBCoreTransaction, Middleware } from 'dexie';
import { bodiesOf } from './body-cache';
import { keepAlive } from './keep-alive';
import { DeviceLockedError, keysOf, requireKeys, sealingEnabled, type UserKeys } from './key-ring';
import { registerShapes, takePresealed } from './presealed';
import { NOT_CACHED, openCached, openRow, SEALED, sealRow, storedRow, type TableShape, tableShape } from './sealing';
import { abortFor, pendingWrites, trackWrite } from './write-behind';

const native = (trans: DBCoreTransaction) => trans as unknown as IDBTransaction;

let sealedInside = 0;

/**
 * How many rows this tab has sealed inside a write transaction (WebCrypto awaited while the
 * transaction is kept alive). Tests and the device-crypto benchmark read it.
 */
export const sealedInTransaction = (): number => sealedInside;

const keyFinder = (userId: string, keys: UserKeys) => (keyId: string) => {
  const key = keys.keys.get(keyId);
  if (!key) throw new DeviceLockedError(userId);
  return key;
};

const shapeOf = (schema: DBCoreTableSchema): TableShape =>
  tableShape(schema.name, schema.primaryKey.keyPath, schema.primaryKey.autoIncrement === true, schema.indexes);

function sealingTable(userId: string, down: DBCoreTable, shape: TableShape): DBCoreTable {
  const { schema } = down;

  const bodies = bodiesOf(userId);

  const openAll = async (rows: readonly unknown[]): Promise<unknown[]> => {
    const keys = await requireKeys(userId);
    const byId = keyFinder(userId, keys);
    return Promise.all(rows.map((row) => openRow(shape, row, byId, bodies)));
  };

  /**
   * The rows opened: at once when every body is in the cache (no crypto, nothing to wait for),
   * else once decrypted, with the transaction kept alive meanwhile.
   */
  const openRows = (trans: IDBTransaction, rows: readonly unknown[]): unknown[] | Promise<unknown[]> => {
    if (keysOf(userId)) {
      const cached = rows.map((row) => openCached(shape, row, bodies));
      if (!cached.includes(NOT_CACHED)) return cached;
    }
    return keepAlive(trans, down.name, openAll(rows));
  };

  const sealAll = async (values: readonly unknown[]): Promise<unknown[]> => {
    const keys = await requireKeys(userId);
    const key = keys.keys.get(keys.writeKeyId);
    if (!key) throw new DeviceLockedError(userId);
    sealedInside += values.length;
    return Promise.all(
      values.map((value) => {
        const row = value as Record<string, unknown>;
        if (SEALED in row) throw new Error(`${down.name}: ${SEALED} is reserved for sealed rows.`);
        return sealRow(shape, row, keys.writeKeyId, key, bodies);
      }),
    );
  };

  /**
   * A cursor whose value is the opened row: each step opens it before the caller sees it. The
   * browser's own cursor getters work only on the cursor itself, so they are forwarded.
   */
  function openingCursor(cursor: DBCoreCursor): DBCoreCursor {
    const trans = native(cursor.trans);
    let current: unknown;
    return Object.create(cursor, {
      key: { get: () => cursor.key },
      primaryKey: { get: () => cursor.primaryKey },
      value: { get: () => current },
      start: {
        value: (onNext: () => void) =>
          cursor.start(() => {
            const next = ([opened]: unknown[]) => {
              current = opened;
              try {
                onNext();
              } catch (error) {
                cursor.fail(error as Error);
              }
            };
            let opened: unknown[] | Promise<unknown[]>;
            try {
              opened = openRows(trans, [cursor.value]);
            } catch (error) {
              cursor.fail(error as Error);
              return;
            }
            if (Array.isArray(opened)) next(opened);
            else opened.then(next, (error: Error) => cursor.fail(error));
          }),
      },
    }) as DBCoreCursor;
  }

  const extractKey = schema.primaryKey.extractKey;
  const keysOfRequest = (req: DBCoreMutateRequest): readonly unknown[] | undefined => {
    if (req.type === 'deleteRange') return undefined;
    if (req.type === 'delete') return req.keys;
    if (req.keys) return req.keys;
    return extractKey ? req.values.map((value) => extractKey(value)) : undefined;
  };

  /** Seals and stores; resolves with the response once stored. */
  const store = (trans: IDBTransaction, req: DBCoreMutateRequest) => {
    if (req.type !== 'add' && req.type !== 'put') {
      // Deleting stores nothing, but a locked device changes nothing either.
      if (keysOf(userId)) return down.mutate(req);
      return keepAlive(trans, down.name, requireKeys(userId)).then(() => down.mutate(req));
    }
    return keepAlive(trans, down.name, sealAll(req.values)).then((values) => down.mutate({ ...req, values }));
  };

  /**
   * A put of rows whose keys are known, while unlocked: answered now, stored once sealed
   * (write-behind.ts), after any earlier pending write of the same rows.
   */
  const putBehind = (trans: IDBTransaction, req: DBCoreMutateRequest & { type: 'put' }, keys: readonly unknown[]) => {
    const before = pendingWrites(trans, down.name, keys);
    const sealed = sealAll(req.values);
    const ready = before ? Promise.all([sealed, before]).then(([values]) => values) : sealed;
    const issued = keepAlive(trans, down.name, ready).then((values) => {
      down.mutate({ ...req, values }).then(
        (response) => {
          if (response.numFailures > 0) abortFor(trans, Object.values(response.failures)[0]);
        },
        (error: unknown) => abortFor(trans, error),
      );
    });
    issued.catch((error: unknown) => abortFor(trans, error));
    trackWrite(trans, down.name, keys, issued);
    return Promise.resolve({ numFailures: 0, failures: {}, results: [...keys], lastResult: keys.at(-1) });
  };

  /** Runs `request` once the pending writes it depends on are issued. */
  const after = <T>(wait: Promise<void> | null, request: () => Promise<T>): Promise<T> => (wait ? wait.then(request) : request());

  /**
   * An add or put of rows presealed exactly as they are (presealed.ts), while unlocked: stored
   * as they are, with no crypto inside the transaction; undefined when not every row was.
   */
  const storePresealed = (trans: IDBTransaction, req: DBCoreMutateRequest, keys: readonly unknown[] | undefined) => {
    if (req.type !== 'add' && req.type !== 'put') return undefined;
    const held = keysOf(userId);
    if (!held) return undefined;
    const presealed = takePresealed(userId, shape, req.values, held.writeKeyId);
    if (!presealed) return undefined;
    for (const { clear, sealed, text } of presealed) bodies.remember(shape, clear, sealed, text);
    const values = presealed.map(storedRow);
    return after(pendingWrites(trans, down.name, req.type === 'add' ? undefined : keys), () => down.mutate({ ...req, values }));
  };

  return {
    ...down,
    mutate(req: DBCoreMutateRequest) {
      if (!sealingEnabled()) return down.mutate(req);
      const trans = native(req.trans);
      const keys = keysOfRequest(req);
      const presealed = storePresealed(trans, req, keys);
      if (presealed) return presealed;
      if (req.type === 'put' && keys && keys.every((key) => key !== undefined) && keysOf(userId)) return putBehind(trans, req, keys);
      return after(pendingWrites(trans, down.name, req.type === 'add' ? undefined : keys), () => store(trans, req));
    },
    get(req) {
      if (!sealingEnabled()) return down.get(req);
      const trans = native(req.trans);
      return after(pendingWrites(trans, down.name, [req.key]), () =>
        down
          .get(req)
          .then((row) => openRows(trans, [row]))
          .then(([opened]) => opened),
      );
    },
    getMany(req) {
      if (!sealingEnabled()) return down.getMany(req);
      const trans = native(req.trans);
      return after(pendingWrites(trans, down.name, req.keys), () => down.getMany(req).then((rows) => openRows(trans, rows)));
    },
    query(req) {
      if (!sealingEnabled()) return down.query(req);
      const trans = native(req.trans);
      return after(pendingWrites(trans, down.name), () =>
        req.values
          ? down
              .query(req)
              .then((response) => openRows(trans, response.result))
              .then((result) => ({ result }))
          : down.query(req),
      );
    },
    openCursor(req) {
      if (!sealingEnabled()) return down.openCursor(req);
      return after(pendingWrites(native(req.trans), down.name), () =>
        req.values ? down.openCursor(req).then((cursor) => cursor && openingCursor(cursor)) : down.openCursor(req),
      );
    },
    count(req) {
      if (!sealingEnabled()) return down.count(req);
      return after(pendingWrites(native(req.trans), down.name), () => down.count(req));
    },
  };
}

/** The middleware for `userId`'s database (register with db.use, below Dexie's own). */
export function sealingMiddleware(userId: string): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'Sealing',
    // Below cacheExistingValues (-1), cache and liveQuery (0): they all see plain rows.
    level: -10,
    create: (down) => {
      const shapes = new Map(down.schema.tables.map((schema) => [schema.name, shapeOf(schema)]));
      registerShapes(userId, [...shapes.values()]);
      const tables = new Map<string, DBCoreTable>();
      return {
        ...down,
        table(name) {
          let table = tables.get(name);
          if (!table) {
            const below = down.table(name);
            table = sealingTable(userId, below, shapes.get(name) ?? shapeOf(below.schema));
            tables.set(name, table);
          }
          return table;
        },
      };
    },
  };
}
