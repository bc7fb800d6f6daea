// Job functions and the events their users receive (SPEC §2 /notifications 'Subscribed Events for
// ', §3 Job function record and Event, §7 GetJobFunctions, GetJobFunction, GetJobFunctionByTitle,
// GetEvents, updateJobFunction). Reads need settings or security; a change needs settings and is
// audited (admin_audit, entity JobFunction: the events before and after) in its transaction: it is
// declared in notification-operations.ts and run by the write pipeline (DESIGN §5).
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { parseArg } from '../shared/input.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { jobFunctionRepository } from './job-function-repository.ts';
import { notificationWrites } from './notification-operations.ts';
import { type EventView, type JobFunctionView, toEventView, toJobFunctionView } from './notification-views.ts';

const Titles = v.pipe(v.array(v.pipe(v.string(), v.maxLength(200, 'is too long'))), v.maxLength(100, 'names too many titles'));

export function createJobFunctionService(db: Database, pipeline: WritePipeline) {
  const all = async (): Promise<JobFunctionView[]> => {
    const [jobs, events] = await Promise.all([jobFunctionRepository.jobFunctions(db), jobFunctionRepository.events(db)]);
    return jobs.map((j) => toJobFunctionView(j, events));
  };

  return {
    list(user: SessionUser | null): Promise<JobFunctionView[]> {
      authorize(user, 'Query.GetJobFunctions');
      return all();
    },

    /** One job function by its code; null when there is none. */
    async get(user: SessionUser | null, id: string): Promise<JobFunctionView | null> {
      authorize(user, 'Query.GetJobFunction');
      return (await all()).find((j) => j.code === id) ?? null;
    },

    /** The job functions whose title or code is one of `titles` (case-insensitive). */
    async byTitle(user: SessionUser | null, titles: readonly string[]): Promise<JobFunctionView[]> {
      authorize(user, 'Query.GetJobFunctionByTitle');
      const wanted = new Set(parseArg(Titles, 'titles', titles).map((t) => t.trim().toLowerCase()));
      return (await all()).filter((j) => wanted.has(j.title.toLowerCase()) || wanted.has(j.code.toLowerCase()));
    },

    async events(user: SessionUser | null): Promise<EventView[]> {
      authorize(user, 'Query.GetEvents');
      return (await jobFunctionRepository.events(db)).map(toEventView);
    },

    /** Sets the events a job function receives (the defaults are written first on a fresh database). */
    update: async (user: SessionUser | null, input: { _id: string; events: readonly string[] }): Promise<JobFunctionView> =>
      (await pipeline.run(notificationWrites.updateJobFunction, user, { input })).view,
  };
}

export type JobFunctionService = ReturnType<typeof createJobFunctionService>;
