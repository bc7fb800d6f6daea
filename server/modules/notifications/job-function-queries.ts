// Job functions and the events their users receive (SPEC §2 /notifications 'Subscribed Events
// for', §3 Job function record and Event, §7 GetJobFunctions, GetJobFunction,
// GetJobFunctionByTitle, GetEvents), declared in the write pipeline's shape (DESIGN §5). They are
// reference data: the operation's rule (settings or security) is the whole access rule.
import * as v from 'valibot';
import type { Executor } from '../../db/client.ts';
import { parseArg } from '../shared/input.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { jobFunctionRepository } from './job-function-repository.ts';
import { type JobFunctionView, toEventView, toJobFunctionView } from './notification-views.ts';

const Titles = v.pipe(v.array(v.pipe(v.string(), v.maxLength(200, 'is too long'))), v.maxLength(100, 'names too many titles'));

async function all(db: Executor): Promise<JobFunctionView[]> {
  const [jobs, events] = await Promise.all([jobFunctionRepository.jobFunctions(db), jobFunctionRepository.events(db)]);
  return jobs.map((j) => toJobFunctionView(j, events));
}

export const jobFunctionQueries = {
  list: defineQuery({
    operation: 'Query.GetJobFunctions',
    input: () => null,
    target: noTarget,
    read: ({ db }) => all(db),
  }),

  /** One job function by its code; null when there is none. */
  byCode: defineQuery({
    operation: 'Query.GetJobFunction',
    input: (raw: unknown) => ({ code: raw as string }),
    target: noTarget,
    read: async ({ db, input }) => (await all(db)).find((j) => j.code === input.code) ?? null,
  }),

  /** The job functions whose title or code is one of `titles` (case-insensitive). */
  byTitle: defineQuery({
    operation: 'Query.GetJobFunctionByTitle',
    input: (raw: unknown) => new Set(parseArg(Titles, 'titles', raw).map((t) => t.trim().toLowerCase())),
    target: noTarget,
    read: async ({ db, input: wanted }) =>
      (await all(db)).filter((j) => wanted.has(j.title.toLowerCase()) || wanted.has(j.code.toLowerCase())),
  }),

  events: defineQuery({
    operation: 'Query.GetEvents',
    input: () => null,
    target: noTarget,
    read: async ({ db }) => (await jobFunctionRepository.events(db)).map(toEventView),
  }),
};
