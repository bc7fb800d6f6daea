// The one generic repository of versioned resources (DESIGN §3): create, read,
// update-if-version, soft delete and history, for every resource type. A write bumps
// version_id, stamps last_updated and appends the version to resource_history in ONE statement
// (the row's write as a data-modifying CTE, the history row inserted from what it returned), so
// the two can never disagree and a write costs one round trip; a stale expected version is
// refused with a ConflictError.
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

  /**
   * Runs `write` (an insert or update of this table RETURNING its row) and appends the row it
   * returned to resource_history, in one statement. Resolves to whether a row was written.
   */
  const writeWithHistory = async (
    tx: Executor,
    write: { getSQL(): SQL },
    action: HistoryEntry<T>['action'],
    authorId: string | null,
  ): Promise<boolean> => {
    const result = await tx.execute(sql`with w as (${write.getSQL()})
      insert into ${resourceHistory} (resource_type, id, version_id, content, deleted, action, author_id, recorded_at)
      select ${resourceType}::text, w.id, w.version_id, w.content, w.deleted, ${action}::text, ${authorId}::uuid, w.last_updated from w
      returning version_id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  };

  const stamp = (content: T, id: string, versionId: number, lastUpdated: Date): T =>
    ({ ...content, id, resourceType, meta: { versionId: String(versionId), lastUpdated: lastUpdated.toISOString() } }) as T;

  return {
    resourceType,
    table,

    async create(tx: Executor, content: T, options: WriteOptions): Promise<ResourceRow<T>> {
      const id = content.id ?? randomUUID();
      const now = options.now ?? new Date();
      const stamped = stamp(content, id, 1, now);
      const row: ResourceRow<T> = { id, versionId: 1, lastUpdated: now, deleted: false, content: stamped };
      await writeWithHistory(
        tx,
        tx
          .insert(table)
          .values({ ...row, ...index(stamped) } as never)
          .returning(),
        'create',
        options.authorId,
      );
      return row;
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
      const now = options.now ?? new Date();
      const versionId = expectedVersion + 1;
      const stamped = stamp(content, id, versionId, now);
      const row: ResourceRow<T> = { id, versionId, lastUpdated: now, deleted: false, content: stamped };
      const write = tx
        .update(table)
        .set({ versionId, lastUpdated: now, content: stamped, ...index(stamped) } as never)
        .where(and(eq(table.id, id), eq(table.versionId, expectedVersion), eq(table.deleted, false)))
        .returning();
      if (!(await writeWithHistory(tx, write, 'update', options.authorId))) throw await this.missOrConflict(tx, id);
      return row;
    },

    async softDelete(tx: Executor, id: string, expectedVersion: number, options: WriteOptions): Promise<ResourceRow<T>> {
      const now = options.now ?? new Date();
      const versionId = expectedVersion + 1;
      const write = tx
        .update(table)
        .set({ versionId, lastUpdated: now, deleted: true } as never)
        .where(and(eq(table.id, id), eq(table.versionId, expectedVersion), eq(table.deleted, false)))
        .returning();
      if (!(await writeWithHistory(tx, write, 'delete', options.authorId))) throw await this.missOrConflict(tx, id);
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
