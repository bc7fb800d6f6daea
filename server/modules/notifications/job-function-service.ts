// Job functions and the events their users receive (SPEC §2 /notifications 'Subscribed Events for
// ', §3 Job function record and Event, §7 GetJobFunctions, GetJobFunction, GetJobFunctionByTitle,
// GetEvents, updateJobFunction). Reads need settings or security and are declared in
// job-function-queries.ts, run by the one reader; a change needs settings and is audited
// (admin_audit, entity JobFunction: the events before and after) in its transaction: it is
// declared in notification-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { jobFunctionQueries as queries } from './job-function-queries.ts';
import { notificationWrites } from './notification-operations.ts';
import type { EventView, JobFunctionView } from './notification-views.ts';

export function createJobFunctionService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null): Promise<JobFunctionView[]> => reader.run(queries.list, user, null),

    /** One job function by its code; null when there is none. */
    get: (user: SessionUser | null, id: string): Promise<JobFunctionView | null> => reader.run(queries.byCode, user, id),

    /** The job functions whose title or code is one of `titles` (case-insensitive). */
    byTitle: (user: SessionUser | null, titles: readonly string[]): Promise<JobFunctionView[]> => reader.run(queries.byTitle, user, titles),

    events: (user: SessionUser | null): Promise<EventView[]> => reader.run(queries.events, user, null),

    /** Sets the events a job function receives (the defaults are written first on a fresh database). */
    update: async (user: SessionUser | null, input: { _id: string; events: readonly string[] }): Promise<JobFunctionView> =>
      (await pipeline.run(notificationWrites.updateJobFunction, user, { input })).view,
  };
}

export type JobFunctionService = ReturnType<typeof createJobFunctionService>;
