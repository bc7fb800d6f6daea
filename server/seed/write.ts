// Bulk writes for the seed: resources through their store (so history rows are written too) and
// plain rows through one insert per chunk, keeping each statement well under the bind limit.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import type { WriteOptions } from '../db/resource-store.ts';
import { chunks } from './random.ts';

export const CHUNK = 500;

interface BulkStore<T> {
  createMany(tx: Executor, contents: readonly T[], options: WriteOptions): Promise<unknown>;
}

export async function createInChunks<T>(tx: Executor, store: BulkStore<T>, items: readonly T[], options: WriteOptions): Promise<void> {
  for (const part of chunks(items, CHUNK)) await store.createMany(tx, part, options);
}

export async function insertInChunks<TTable extends PgTable>(
  tx: Executor,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  for (const part of chunks(rows, CHUNK)) await tx.insert(table).values(part);
}
