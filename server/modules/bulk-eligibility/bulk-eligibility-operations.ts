// Bulk eligibility's reads and its one write (SPEC §2 /bulk-eligibility, Bulk Operations ›
// Eligibility: permission settings), declared for the reader and the write pipeline (DESIGN §5).
// A run picks its coverages under the requester's patient access rule, and is enqueued in the
// transaction that records it (a rollback drops its jobs). A run is read by whoever asked for it,
// and by an administrator; its items list only the patients the reader reads. External and
// reviewer users change no chart (chartWriter), so they never start a run.
import { randomUUID } from 'node:crypto';
import { hasRole, type SessionUser } from '../../../src/domain/access.ts';
import {
  BULK_ELIGIBILITY_MAX,
  type BulkEligibilityFilters,
  describeFilters,
  staleBefore,
} from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import { ADMISSION_FILTERS } from '../../../src/domain/patients/admission-status.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery, defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type ItemsInput, parseFilters, parseItemsArgs, parseRunId, parseRunsArgs } from './bulk-eligibility-input.ts';
import { type RunRow, bulkEligibilityRepository as repo } from './bulk-eligibility-repository.ts';
import { BULK_ELIGIBILITY_QUEUE, REQUEST_OPERATION, SLICE_SIZE, type SliceJob } from './bulk-eligibility-worker.ts';

export const TOO_MANY = `The filter picks more than ${BULK_ELIGIBILITY_MAX.toLocaleString('en-US')} coverages. Narrow it by insurer, market or admission status.`;
export const NOTHING_PICKED = 'No coverage matches the filter: nothing to check.';

/** Whether the caller reads every run (an administrator) or only their own. */
const readsEveryRun = (me: SessionUser): boolean => hasRole(me, 'administrator');

/** Whether the caller may read the run: theirs, or any run for an administrator. */
export const mayReadRun = (me: SessionUser, run: Pick<RunRow, 'requestedBy'>): boolean => readsEveryRun(me) || run.requestedBy === me.id;

/** A run the caller may read: NOT_FOUND when there is none, FORBIDDEN when it is someone else's. */
export const runTarget: WriteTarget<{ runId: string }, RunRow> = {
  kind: 'none',
  async resolve(db: Executor, me: SessionUser, { runId }) {
    const run = await repo.run(db, runId);
    if (!run) throw notFound('Bulk eligibility run');
    if (!mayReadRun(me, run)) throw forbidden();
    return run;
  },
};

/** The filter in words: the insurer's and market's names and the admission filters' labels. */
async function describe(db: Executor, filters: BulkEligibilityFilters): Promise<string> {
  const [payer, market] = await Promise.all([
    filters.payerId ? stores.organization.read(db, filters.payerId) : null,
    filters.marketId ? stores.organization.read(db, filters.marketId) : null,
  ]);
  if (filters.payerId && !payer) throw badInput('Choose an insurer from the list.', 'filters.payerId');
  if (filters.marketId && !market) throw badInput('Choose a market from the list.', 'filters.marketId');
  return describeFilters(filters, {
    payer: payer?.content.name ?? null,
    market: market?.content.name ?? null,
    admissionLabels: ADMISSION_FILTERS.filter((f) => filters.admissionStatuses.includes(f.key)).map((f) => f.label),
  });
}

export const bulkEligibilityQueries = {
  preview: defineQuery({
    operation: 'Query.BulkEligibilityPreview',
    roles: chartWriter(REQUEST_OPERATION),
    input: parseFilters,
    target: noTarget,
    read: async ({ db, me, input }) => repo.countPicked(db, await loadPatientScope(db, me), input, staleBefore(new Date())),
  }),
  runs: defineQuery({
    operation: 'Query.BulkEligibilityRuns',
    input: parseRunsArgs,
    target: noTarget,
    read: ({ db, me, input }) => repo.runs(db, readsEveryRun(me) ? null : me.id, input.first),
  }),
  run: defineQuery({
    operation: 'Query.BulkEligibilityRun',
    input: parseRunId,
    target: runTarget,
    read: async ({ target }) => target,
  }),
  items: defineQuery({
    operation: 'Query.BulkEligibilityItems',
    input: parseItemsArgs,
    target: runTarget as WriteTarget<ItemsInput, RunRow>,
    /** The page and its cursor: the last item's seq when the page is full (a next page may follow). */
    read: async ({ db, me, input }) => {
      const rows = await repo.items(db, input.runId, {
        scope: await loadPatientScope(db, me),
        statuses: input.statuses,
        afterSeq: input.afterSeq,
        first: input.first,
      });
      return { rows, endCursor: rows.length === input.first ? (rows.at(-1)?.seq ?? null) : null };
    },
  }),
};

export function bulkEligibilityWrites(jobs: JobQueue) {
  return {
    requestBulkEligibility: defineWrite({
      operation: REQUEST_OPERATION,
      input: parseFilters,
      roles: chartWriter(REQUEST_OPERATION),
      target: noTarget,
      apply: async ({ tx, me, now, input }) => {
        const description = await describe(tx, input);
        const scope = await loadPatientScope(tx, me);
        await repo.lockRequests(tx);
        const picked = await repo.pick(tx, scope, input, staleBefore(now), BULK_ELIGIBILITY_MAX + 1);
        if (picked.length > BULK_ELIGIBILITY_MAX) throw badInput(TOO_MANY, 'filters');
        if (picked.length === 0) throw badInput(NOTHING_PICKED, 'filters');
        const run: RunRow = {
          id: randomUUID(),
          requestedBy: me.id,
          userName: `${me.givenName} ${me.familyName}`.trim(),
          filters: input,
          description,
          total: picked.length,
          createdAt: now,
          completedAt: null,
        };
        await repo.insertRun(tx, run, picked);
        const slices: SliceJob[] = [];
        for (let from = 0; from < picked.length; from += SLICE_SIZE)
          slices.push({ runId: run.id, fromSeq: from, toSeq: from + SLICE_SIZE });
        await jobs.sendManyInTransaction(tx, BULK_ELIGIBILITY_QUEUE, slices);
        return run;
      },
    }),
  };
}
