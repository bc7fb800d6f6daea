// The planned writes of many commands applied as a set (encounters/command-batch.ts), made into
// few: a resource written several times (an encounter created, checked in, checked out and signed
// in one batch) is written once, as its last row, expecting the version stored before the first
// write (or inserted, when the first was its create); every version it passed through still gets
// its resource_history row, all of them in one multi-row insert. Writes of plain tables (receipts)
// are kept as they are. runWrites then sends the lot as ONE statement (resource-store.ts).

import type { Executor } from './client.ts';
import type { PlannedWrite, ResourceRow } from './resource-store.ts';
import { resourceHistory } from './schema.ts';

type ResourceWrite = PlannedWrite & { row: ResourceRow<unknown>; resource: NonNullable<PlannedWrite['resource']> };

const isResourceWrite = (write: PlannedWrite): write is ResourceWrite =>
  write.row !== null && write.resource !== undefined && write.history !== null;

/**
 * The writes to send in place of `writes` (in order: each row's last version wins). `conflict`:
 * the error of a row whose stored version is no longer the one its first write expected.
 */
export function collapseWrites(tx: Executor, writes: readonly PlannedWrite[], conflict: () => Error): PlannedWrite[] {
  const rows = new Map<string, { first: ResourceWrite; last: ResourceWrite }>();
  const plain: PlannedWrite[] = [];
  const history: (typeof resourceHistory.$inferInsert)[] = [];
  for (const write of writes) {
    if (!isResourceWrite(write)) {
      plain.push(write);
      continue;
    }
    const { resourceType, action, authorId } = write.history as NonNullable<PlannedWrite['history']>;
    const key = `${resourceType} ${write.row.id}`;
    const seen = rows.get(key);
    if (seen) seen.last = write;
    else rows.set(key, { first: write, last: write });
    const { row } = write;
    history.push({
      resourceType,
      id: row.id,
      versionId: row.versionId,
      content: row.content as Record<string, unknown>,
      deleted: row.deleted,
      action,
      authorId,
      recordedAt: row.lastUpdated,
    });
  }
  const collapsed: PlannedWrite[] = [...rows.values()].map(({ first, last }) => ({
    row: last.row,
    query: first.resource.rewrite(tx, last.row, first.resource.expectedVersion),
    history: null,
    miss: async () => conflict(),
  }));
  if (history.length > 0) {
    collapsed.push({
      row: null,
      query: tx.insert(resourceHistory).values(history).returning({ id: resourceHistory.id }),
      history: null,
      miss: null,
    });
  }
  return [...collapsed, ...plain];
}
