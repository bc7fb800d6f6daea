// The one generic repository of versioned resources (DESIGN §3): create, read,
// update-if-version, soft delete and history, for every resource type. A write bumps
// version_id, stamps last_updated and appends the version to resource_history in ONE statement
// (the row's write as a data-modifying CTE, the history row inserted from what it returned), so
// the two can never disagree and a write costs one round trip; a stale expected version is
// refused with a ConflictError. Several planned writes (of any stores, and plain tables) can be
// run as one statement with runWrites (see write-set.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { resourceHistory } from './schema.ts';

export interface ResourceRow<T> {
  id: string;
  versionId: number;
  lastUpdated: Date;
  deleted: boolean;
  content: T;
}

export interface HistoryEntry<T> {
  versionId: number;
  content: T;
  deleted: boolean;
  action: 'create' | 'update' | 'delete';
  authorId: string | null;
  recordedAt: Date;
}

export class ConflictError extends Error {
  constructor(
    readonly resourceType: string,
    readonly id: string,
    readonly currentVersion: number,
  ) {
    super(`${resourceType}/${id} is at version ${currentVersion}`);
  }
}

export class NotFoundError extends Error {
  constructor(
    readonly resourceType: string,
    readonly id: string,
  ) {
    super(`${resourceType}/${id} was not found`);
  }
}

/**
 * Runs `work` atomically: inside the caller's transaction as it is (it commits or rolls back as
 * a whole), or in a transaction of its own when given the bare database. A savepoint per write
 * inside a transaction would only add round trips.
 */
function atomically<T>(tx: Executor, work: (t: Executor) => Promise<T>): Promise<T> {
  return tx instanceof PgTransaction ? work(tx) : tx.transaction(work);
}

type ResourceTable = PgTable & {
  id: PgColumn;
  versionId: PgColumn;
  lastUpdated: PgColumn;
  deleted: PgColumn;
  content: PgColumn;
};

export interface WriteOptions {
  authorId: string | null;
  now?: Date;
}

/** The columns every resource table has, for a module's own searches (select(rowColumns(t))). */
export const rowColumns = <T extends ResourceTable>(t: T) => ({
  id: t.id as T['id'],
  versionId: t.versionId as T['versionId'],
  lastUpdated: t.lastUpdated as T['lastUpdated'],
  deleted: t.deleted as T['deleted'],
  content: t.content as T['content'],
});

type SelectedRow = { id: string; versionId: number; lastUpdated: Date; deleted: boolean; content: unknown };

/** Rows selected with rowColumns, as resources of type C (the jsonb content is C). */
export const asRows = <C>(rows: readonly SelectedRow[]) => rows as ResourceRow<C>[];

/** The first row selected with rowColumns, or null. */
export const firstRow = <C>(rows: readonly SelectedRow[]) => (rows[0] as ResourceRow<C> | undefined) ?? null;

/** A write not yet run: its query (INSERT/UPDATE … RETURNING the row), and what it records. */
export interface PlannedWrite<T = unknown> {
  /** The row as it will be stored (null when not known in advance). */
  row: ResourceRow<T> | null;
  query: { getSQL(): SQL };
  /** The resource_history row to append from what the query returned; null for a plain table. */
  history: { resourceType: string; action: HistoryEntry<unknown>['action']; authorId: string | null } | null;
  /** Why it wrote nothing, when it must write a row (a version mismatch, say); null: optional. */
  miss: (() => Promise<Error>) | null;
  /**
   * A resource's write: the stored version it expects (null: a create), and how to write another
   * row of the same resource in its place, so a set of writes to one row can be sent as one
   * (db/collapse-writes.ts). Absent on plain tables.
   */
  resource?: {
    expectedVersion: number | null;
    rewrite(tx: Executor, row: ResourceRow<T>, expectedVersion: number | null): { getSQL(): SQL };
  };
}

/**
 * A query built when it is first sent: a write of a batch applied as a set is sent as part of
 * its row's last version (collapse-writes.ts), so most are never built.
 */
const whenSent = (build: () => { getSQL(): SQL }): { getSQL(): SQL } => {
  let built: { getSQL(): SQL } | undefined;
  return {
    getSQL: () => {
      built ??= build();
      return built.getSQL();
    },
  };
};

/** A planned write of a resource: the row it will store is known. */
export type PlannedResourceWrite<T> = PlannedWrite<T> & { row: ResourceRow<T> };

/**
 * Runs the writes as ONE statement: each query a data-modifying CTE, each history row inserted
 * from what its CTE returned, so they all apply together or not at all and cost one round trip.
 * Resolves to whether each write wrote a row; a required write that wrote none throws its
 * `miss` error (the caller's transaction then rolls back).
 */
export async function runWrites(tx: Executor, writes: readonly PlannedWrite[]): Promise<boolean[]> {
  return (await runWritesCounted(tx, writes)).map((n) => n > 0);
}

/** runWrites, answering how many rows each write wrote (a multi-row insert's count). */
export async function runWritesCounted(tx: Executor, writes: readonly PlannedWrite[]): Promise<number[]> {
  if (writes.length === 0) return [];
  const ctes: SQL[] = [];
  const counts: SQL[] = [];
  writes.forEach((write, i) => {
    const w = sql.raw(`w${i}`);
    ctes.push(sql`${w} as (${write.query.getSQL()})`);
    if (write.history) {
      const { resourceType, action, authorId } = write.history;
      ctes.push(sql`${sql.raw(`h${i}`)} as (insert into ${resourceHistory} (resource_type, id, version_id, content, deleted, action, author_id, recorded_at)
        select ${resourceType}::text, ${w}.id, ${w}.version_id, ${w}.content, ${w}.deleted, ${action}::text, ${authorId}::uuid, ${w}.last_updated from ${w})`);
    }
    counts.push(sql`(select count(*) from ${w})::int as ${sql.raw(`c${i}`)}`);
  });
  const result = await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  const wrote = writes.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  for (const [i, write] of writes.entries()) if (!wrote[i] && write.miss) throw await write.miss();
  return wrote;
}

/**
 * A store for one resource type. `index` derives the typed search columns from the content,
 * so they can never disagree with it.
 */
export function resourceStore<T extends { id?: string }, Cols extends Record<string, unknown>>(
  resourceType: string,
  table: ResourceTable,
  index: (content: T) => Cols,
) {
  const columns = getTableColumns(table);
  const toRow = (r: Record<string, unknown>): ResourceRow<T> => ({
    id: r.id as string,
    versionId: r.versionId as number,
    lastUpdated: r.lastUpdated as Date,
    deleted: r.deleted as boolean,
    content: r.content as T,
  });

  const stamp = (content: T, id: string, versionId: number, lastUpdated: Date): T =>
    ({ ...content, id, resourceType, meta: { versionId: String(versionId), lastUpdated: lastUpdated.toISOString() } }) as T;

  /**
   * `row` (already stamped) written as it is: inserted when `expectedVersion` is null, else in
   * place of that stored version (no row returned when it is not: a conflict). No history row.
   */
  const writeRow = (tx: Executor, row: ResourceRow<T>, expectedVersion: number | null) => {
    const values = {
      versionId: row.versionId,
      lastUpdated: row.lastUpdated,
      deleted: row.deleted,
      content: row.content,
      ...index(row.content),
    };
    if (expectedVersion === null) {
      return tx
        .insert(table)
        .values({ id: row.id, ...values } as never)
        .returning({ id: table.id });
    }
    return tx
      .update(table)
      .set(values as never)
      .where(and(eq(table.id, row.id), eq(table.versionId, expectedVersion), eq(table.deleted, false)))
      .returning({ id: table.id });
  };

  return {
    resourceType,
    table,
    /** The search columns this store writes beside a content (bulk loads such as the benches' use it). */
    columnsOf: index,

    /** The insert of a new resource (version 1), not yet run: for a WriteSet or create(). */
    plannedCreate(tx: Executor, content: T, options: WriteOptions): PlannedResourceWrite<T> {
      const id = content.id ?? randomUUID();
      const now = options.now ?? new Date();
      const stamped = stamp(content, id, 1, now);
      const row: ResourceRow<T> = { id, versionId: 1, lastUpdated: now, deleted: false, content: stamped };
      const query = whenSent(() =>
        tx
          .insert(table)
          .values({ ...row, ...index(stamped) } as never)
          .returning(),
      );
      const history = { resourceType, action: 'create' as const, authorId: options.authorId };
      return { row, query, history, miss: null, resource: { expectedVersion: null, rewrite: writeRow } };
    },

    /**
     * A new version if the stored one is `expectedVersion`, not yet run: for a WriteSet or
     * update(). `miss` tells why it wrote nothing (ConflictError or NotFoundError).
     */
    plannedUpdate(tx: Executor, id: string, content: T, expectedVersion: number, options: WriteOptions): PlannedResourceWrite<T> {
      const now = options.now ?? new Date();
      const versionId = expectedVersion + 1;
      const stamped = stamp(content, id, versionId, now);
      const row: ResourceRow<T> = { id, versionId, lastUpdated: now, deleted: false, content: stamped };
      const query = whenSent(() =>
        tx
          .update(table)
          .set({ versionId, lastUpdated: now, content: stamped, ...index(stamped) } as never)
          .where(and(eq(table.id, id), eq(table.versionId, expectedVersion), eq(table.deleted, false)))
          .returning(),
      );
      return {
        row,
        query,
        history: { resourceType, action: 'update', authorId: options.authorId },
        miss: () => this.missOrConflict(tx, id),
        resource: { expectedVersion, rewrite: writeRow },
      };
    },

    async create(tx: Executor, content: T, options: WriteOptions): Promise<ResourceRow<T>> {
      const planned = this.plannedCreate(tx, content, options);
      await runWrites(tx, [planned]);
      return planned.row;
    },

    /** Many creates in two statements (seed and imports). */
    async createMany(tx: Executor, contents: readonly T[], options: WriteOptions): Promise<ResourceRow<T>[]> {
      if (contents.length === 0) return [];
      const now = options.now ?? new Date();
      const rows = contents.map((content) => {
        const id = content.id ?? randomUUID();
        return { id, versionId: 1, lastUpdated: now, deleted: false, content: stamp(content, id, 1, now) };
      });
      await atomically(tx, async (t) => {
        await t.insert(table).values(rows.map((row) => ({ ...row, ...index(row.content) })) as never);
        await t.insert(resourceHistory).values(
          rows.map((row) => ({
            resourceType,
            id: row.id,
            versionId: 1,
            content: row.content as Record<string, unknown>,
            deleted: false,
            action: 'create' as const,
            authorId: options.authorId,
            recordedAt: now,
          })),
        );
      });
      return rows;
    },

    /**
     * The current version. `forUpdate` locks the row until the caller's transaction ends, so a
     * read-decide-write in one transaction cannot interleave with another on the same resource.
     */
    async read(tx: Executor, id: string, { includeDeleted = false, forUpdate = false } = {}): Promise<ResourceRow<T> | null> {
      const query = tx
        .select(columns as never)
        .from(table as never)
        .where(eq(table.id, id))
        .limit(1);
      const [r] = await (forUpdate ? query.for('update') : query);
      if (!r) return null;
      const row = toRow(r as Record<string, unknown>);
      return row.deleted && !includeDeleted ? null : row;
    },

    /** The current versions of `ids` that exist and are not deleted, in no particular order. */
    async readMany(tx: Executor, ids: readonly string[]): Promise<ResourceRow<T>[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select(columns as never)
        .from(table as never)
        .where(and(inArray(table.id, [...ids]), eq(table.deleted, false)));
      return (rows as Record<string, unknown>[]).map(toRow);
    },

    /** Writes a new version only if the stored one is `expectedVersion` (optimistic concurrency). */
    async update(tx: Executor, id: string, content: T, expectedVersion: number, options: WriteOptions): Promise<ResourceRow<T>> {
      const planned = this.plannedUpdate(tx, id, content, expectedVersion, options);
      await runWrites(tx, [planned]);
      return planned.row;
    },

    async softDelete(tx: Executor, id: string, expectedVersion: number, options: WriteOptions): Promise<ResourceRow<T>> {
      const now = options.now ?? new Date();
      const versionId = expectedVersion + 1;
      const query = tx
        .update(table)
        .set({ versionId, lastUpdated: now, deleted: true } as never)
        .where(and(eq(table.id, id), eq(table.versionId, expectedVersion), eq(table.deleted, false)))
        .returning();
      const history = { resourceType, action: 'delete' as const, authorId: options.authorId };
      await runWrites(tx, [{ row: null, query, history, miss: () => this.missOrConflict(tx, id) }]);
      const row = await this.read(tx, id, { includeDeleted: true });
      if (!row) throw new NotFoundError(resourceType, id);
      return row;
    },

    async history(tx: Executor, id: string): Promise<HistoryEntry<T>[]> {
      const rows = await tx
        .select()
        .from(resourceHistory)
        .where(and(eq(resourceHistory.resourceType, resourceType), eq(resourceHistory.id, id)))
        .orderBy(asc(resourceHistory.versionId));
      return rows.map((r) => ({
        versionId: r.versionId,
        content: r.content as T,
        deleted: r.deleted,
        action: r.action,
        authorId: r.authorId,
        recordedAt: r.recordedAt,
      }));
    },

    async missOrConflict(tx: Executor, id: string): Promise<Error> {
      const current = await this.read(tx, id);
      return current ? new ConflictError(resourceType, id, current.versionId) : new NotFoundError(resourceType, id);
    },
  };
}

export type ResourceStore<T extends { id?: string }> = ReturnType<typeof resourceStore<T, Record<string, unknown>>>;
