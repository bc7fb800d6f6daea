// The bulk eligibility job (DESIGN §8 'Background work'): a run's items are worked in slices, one
// job per slice. For each pending item the eligibility service is asked first, outside any
// transaction (a slow payer never holds a connection), then one transaction judges the requester
// again with what the write pipeline would (the operation's rule, the role limit and the
// coverage's patient access rule, with the coverage locked), records the answer on the patient
// (the coverage itself is never changed) with a PCC task when there is a problem (SPEC §9's
// note), and settles the item. Idempotent: an item no longer pending is skipped, so a retried or
// doubled job checks nothing twice. A payer that does not answer leaves its item pending and fails
// the job at the slice's end (pg-boss retries it with backoff); when the retries are spent the
// job is dead-lettered and its items still pending are marked failed, in words.
import type { SessionUser } from '../../../src/domain/access.ts';
import {
  CHECK_FAILED,
  CHECK_REFUSED,
  itemOutcome,
  needsPccTask,
  runStatusOf,
} from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { topics } from '../../realtime/emitter.ts';
import { coverageNamed, recordEligibility } from '../coverage/coverage-operations.ts';
import { eligibilityRequestOf, NOTHING_TO_CHECK } from '../coverage/eligibility-check.ts';
import type { EligibilityAnswer, EligibilityService } from '../coverage/eligibility-service.ts';
import { requesterNow } from '../identity/requester-now.ts';
import { idOf } from '../shared/write-targets.ts';
import { type ItemRow, bulkEligibilityRepository as repo } from './bulk-eligibility-repository.ts';
import { toRunProgress } from './bulk-eligibility-views.ts';

export const BULK_ELIGIBILITY_QUEUE = 'bulk-eligibility';
/** Items one job checks: small enough that the first results show within seconds. */
export const SLICE_SIZE = 25;
export const REQUEST_OPERATION = 'Mutation.requestBulkEligibility';
/** The least time between two progress events of one run. */
const PROGRESS_INTERVAL_MS = 250;

export interface SliceJob {
  runId: string;
  fromSeq: number;
  toSeq: number;
}

/** An item that cannot be checked for the requester: gone, no longer theirs, or nothing to ask. */
const isRefusal = (error: unknown): boolean =>
  error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND' || error.code === 'UNAUTHENTICATED');

export function createBulkEligibilityWorker(db: Database, eligibility: EligibilityService, realtime: Pick<Realtime, 'publish'>) {
  const lastPublished = new Map<string, number>();

  const publish = async (runId: string, force: boolean) => {
    const now = Date.now();
    if (!force && now - (lastPublished.get(runId) ?? 0) < PROGRESS_INTERVAL_MS) return;
    lastPublished.set(runId, now);
    const run = await repo.run(db, runId);
    if (!run) return;
    const counts = await repo.counts(db, runId);
    if (runStatusOf(counts) === 'completed') lastPublished.delete(runId);
    await realtime.publish(topics.bulkEligibility(runId), { onBulkEligibilityProgress: toRunProgress(run, counts) });
  };

  /** The requester as they are now (null: gone, inactive or no longer allowed), with the chart's writer limit. */
  const requester = async (userId: string): Promise<SessionUser | null> => {
    const me = await requesterNow(db, userId, REQUEST_OPERATION);
    return me && chartWriter(REQUEST_OPERATION)(me) ? me : null;
  };

  const fail = (item: ItemRow, message: string) =>
    db.transaction((tx) => repo.settle(tx, item.runId, item.seq, { status: 'failed', message, checkedAt: new Date() }));

  /** Asks the payer about one item and records the answer; false when the payer did not answer. */
  const checkItem = async (me: SessionUser, item: ItemRow): Promise<boolean> => {
    let asked: Awaited<ReturnType<typeof eligibilityRequestOf>>;
    let at: Date;
    try {
      const { row: coverage, patientId } = await coverageNamed.resolve(db, me, { coverageId: item.coverageId });
      const insurerId = idOf(coverage.content.payor);
      if (!insurerId || !coverage.content.subscriberId || coverage.content.status !== 'active') {
        await fail(item, NOTHING_TO_CHECK);
        return true;
      }
      at = new Date();
      asked = await eligibilityRequestOf(db, coverage, patientId, insurerId, at);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await fail(item, CHECK_REFUSED);
      return true;
    }
    let answer: EligibilityAnswer;
    try {
      answer = await eligibility.check(asked.request);
    } catch {
      return false;
    }
    const { status, message } = itemOutcome(answer);
    try {
      await db.transaction(async (tx) => {
        const locked = await repo.lockPending(tx, item.runId, item.seq);
        if (!locked) return;
        const target = await coverageNamed.resolve(tx, me, { coverageId: item.coverageId });
        const recorded = await recordEligibility(
          tx,
          me,
          target,
          { coverageId: item.coverageId, answer, at, state: asked.state },
          { task: needsPccTask(status) },
        );
        await repo.settle(tx, item.runId, item.seq, {
          status,
          message,
          eligibilityResponseId: recorded.row.id,
          taskId: recorded.taskId,
          checkedAt: at,
        });
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await fail(item, CHECK_REFUSED);
    }
    return true;
  };

  const finishSlice = async (runId: string) => {
    const completed = await db.transaction((tx) => repo.completeIfDone(tx, runId, new Date()));
    await publish(runId, true).catch(() => {});
    return completed;
  };

  return {
    /** One slice's job: every pending item checked once; throws (to be retried) when a payer did not answer. */
    async checkSlice({ runId, fromSeq, toSeq }: SliceJob): Promise<void> {
      const run = await repo.run(db, runId);
      if (!run) return;
      const items = await repo.pendingIn(db, runId, fromSeq, toSeq);
      if (items.length === 0) return;
      const me = await requester(run.requestedBy);
      let unanswered = 0;
      for (const item of items) {
        if (!me) await fail(item, CHECK_REFUSED);
        else if (!(await checkItem(me, item))) unanswered++;
        await publish(runId, false).catch(() => {});
      }
      await finishSlice(runId);
      if (unanswered > 0) throw new Error(`${unanswered} of ${items.length} eligibility checks were not answered`);
    },

    /** The dead-letter queue's handler: a slice whose retries are spent; its pending items failed, in words. */
    async failSlice({ runId, fromSeq, toSeq }: SliceJob): Promise<void> {
      const items = await repo.pendingIn(db, runId, fromSeq, toSeq);
      for (const item of items) await fail(item, CHECK_FAILED);
      await finishSlice(runId);
    },
  };
}

export type BulkEligibilityWorker = ReturnType<typeof createBulkEligibilityWorker>;
