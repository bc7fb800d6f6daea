// Bulk eligibility (SPEC §2 /bulk-eligibility): the reads by the one reader and the run's start by
// the write pipeline (DESIGN §5); the checks by the job queue's workers (bulk-eligibility-worker.ts,
// DESIGN §8 'Background work'), whose progress is published per run and heard through
// onBulkEligibilityProgress by whoever may read the run.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { topics } from '../../realtime/emitter.ts';
import type { EligibilityService } from '../coverage/eligibility-service.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { parseRunId } from './bulk-eligibility-input.ts';
import { bulkEligibilityWrites, mayReadRun, bulkEligibilityQueries as queries, runTarget } from './bulk-eligibility-operations.ts';
import { type RunRow, bulkEligibilityRepository as repo } from './bulk-eligibility-repository.ts';
import { type RunProgressView, type RunView, toItemView, toRunProgress, toRunView } from './bulk-eligibility-views.ts';
import { BULK_ELIGIBILITY_QUEUE, createBulkEligibilityWorker, type SliceJob } from './bulk-eligibility-worker.ts';

type User = SessionUser | null;

export function createBulkEligibilityService(
  db: Database,
  pipeline: WritePipeline,
  jobs: JobQueue,
  realtime: Pick<Realtime, 'publish'>,
  eligibility: EligibilityService,
) {
  const reader = createReader(db);
  const writes = bulkEligibilityWrites(jobs);
  const worker = createBulkEligibilityWorker(db, eligibility, realtime);
  jobs.register<SliceJob>(BULK_ELIGIBILITY_QUEUE, (slice) => worker.checkSlice(slice), {
    retryLimit: 3,
    deadLetter: (slice) => worker.failSlice(slice),
    // Four slices at once: a payer's answer time overlaps the others' records.
    concurrency: 4,
  });

  const withCounts = async (run: RunRow): Promise<RunView> => toRunView(run, await repo.counts(db, run.id));

  return {
    preview: (user: User, args: unknown): Promise<number> => reader.run(queries.preview, user, args),
    runs: async (user: User, args: unknown): Promise<RunView[]> =>
      Promise.all((await reader.run(queries.runs, user, args)).map(withCounts)),
    run: async (user: User, args: unknown): Promise<RunView> => withCounts(await reader.run(queries.run, user, args)),
    items: async (user: User, args: unknown) => {
      const { rows, endCursor } = await reader.run(queries.items, user, args);
      return { items: rows.map(toItemView), endCursor };
    },
    request: async (user: User, args: unknown): Promise<RunView> =>
      withCounts(await pipeline.run(writes.requestBulkEligibility, user, args)),

    /** The run's topic, once the caller may read the run (its rule, then the run's owner). */
    async subscribeTopic(user: User, args: unknown): Promise<string> {
      const me = authorize(user, 'Subscription.onBulkEligibilityProgress');
      const { runId } = parseRunId(args);
      await runTarget.resolve(db, me, { runId });
      return topics.bulkEligibility(runId);
    },

    /** The run's progress as it is now (the subscription's first event; its receiver is judged as for every event). */
    async progressNow(runId: string): Promise<RunProgressView> {
      const run = await repo.run(db, runId);
      if (!run) throw notFound('Bulk eligibility run');
      return toRunProgress(run, await repo.counts(db, runId));
    },

    /** Each event again: a requester who lost the right stops hearing at once (DESIGN §8 'Realtime'). */
    async mayReceive(user: User, runId: string): Promise<boolean> {
      if (!user) return false;
      try {
        authorize(user, 'Subscription.onBulkEligibilityProgress');
      } catch {
        return false;
      }
      const run = await repo.run(db, runId);
      return !!run && mayReadRun(user, run);
    },
  };
}

export type BulkEligibilityService = ReturnType<typeof createBulkEligibilityService>;
