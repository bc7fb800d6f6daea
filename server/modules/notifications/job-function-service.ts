// Job functions and the events their users receive (SPEC §2 /notifications 'Subscribed Events for
// ', §3 Job function record and Event, §7 GetJobFunctions, GetJobFunction, GetJobFunctionByTitle,
// GetEvents, updateJobFunction). Reads need settings or security; a change needs settings and is
// audited (admin_audit, entity JobFunction: the events before and after) in its transaction.
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { parseArg } from '../shared/input.ts';
import { jobFunctionRepository } from './job-function-repository.ts';
import { parseJobFunctionInput } from './notification-input.ts';
import { type EventView, type JobFunctionView, toEventView, toJobFunctionView } from './notification-views.ts';

const Titles = v.pipe(v.array(v.pipe(v.string(), v.maxLength(200, 'is too long'))), v.maxLength(100, 'names too many titles'));

export function createJobFunctionService(db: Database) {
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
    async update(user: SessionUser | null, input: { _id: string; events: readonly string[] }): Promise<JobFunctionView> {
      const me = authorize(user, 'Mutation.updateJobFunction');
      const { code, events } = parseJobFunctionInput(input);
      const now = new Date();
      return db.transaction(async (tx) => {
        await jobFunctionRepository.ensureDefaults(tx, now);
        const before = await jobFunctionRepository.forUpdate(tx, code);
        if (!before) throw notFound('Job function');
        const row = await jobFunctionRepository.setEvents(tx, code, events, now);
        if (!row) throw notFound('Job function');
        await adminAuditRepository.record(
          tx,
          me,
          { entityType: 'JobFunction', entityId: code, action: 'update', before: { events: before.events }, after: { events: row.events } },
          now,
        );
        return toJobFunctionView(row, await jobFunctionRepository.events(tx));
      });
    },
  };
}

export type JobFunctionService = ReturnType<typeof createJobFunctionService>;
