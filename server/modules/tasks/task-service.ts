// The task work queue (SPEC §2 '/tasks', menu 'Tasks', tasking permission): the reads are
// declarations (task-queries.ts) run by the one reader, the writes (task-operations.ts) by the
// write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { taskWrites } from './task-operations.ts';
import { taskQueries } from './task-queries.ts';

export function createTaskService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: unknown) => reader.run(taskQueries.list, user, args),
    history: (user: SessionUser | null, id: string) => reader.run(taskQueries.history, user, id),
    dashboard: (user: SessionUser | null) => reader.run(taskQueries.dashboard, user, null),
    assign: (user: SessionUser | null, input: unknown) => pipeline.run(taskWrites.assignTask, user, input),
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
