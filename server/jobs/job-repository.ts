// The job queue's one use of Drizzle (server/modules/README.md: Drizzle only in repositories): a
// write's transaction as the database pg-boss inserts a job through, so the job commits or rolls
// back with the write (job-queue.ts).
import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Executor } from '../db/client.ts';

export const jobRepository = {
  /** pg-boss's database for one `send`: the caller's transaction. */
  inTransaction: (tx: Executor) => fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
};
