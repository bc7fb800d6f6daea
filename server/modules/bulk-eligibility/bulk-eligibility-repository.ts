// Bulk eligibility's tables and searches (the only Drizzle code of the area): the coverages a
// filter picks (under the caller's patient access rule), runs and their items, and a run's counts.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { BulkEligibilityFilters, ItemStatus, RunCounts } from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import { emptyCounts, ITEM_STATUSES } from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import { admissionStatusesOf } from '../../../src/domain/patients/admission-status.ts';
import { displayName, type HumanName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { bulkEligibilityItems, bulkEligibilityRuns } from '../../db/schema/bulk-eligibility.ts';
import { coverages, eligibilityResponses } from '../../db/schema/chart.ts';
import { episodesOfCare, patients } from '../../db/schema/patients.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';

export type RunRow = typeof bulkEligibilityRuns.$inferSelect;
export type ItemRow = typeof bulkEligibilityItems.$inferSelect;

/** A coverage a run will check, as its item records it. */
export interface PickedCoverage {
  coverageId: string;
  patientId: string;
  patientName: string;
  insurer: string;
  memberId: string;
}

/** How many rows one insert carries (PostgreSQL's 65,535 parameters, 12 columns a row). */
const INSERT_BATCH = 1_000;

/** The filter's conditions on coverage joined to patient: what a run checks, and its preview count. */
function pickConditions(scope: PatientScope, filters: BulkEligibilityFilters, staleBefore: Date): SQL[] {
  const conditions: SQL[] = [
    eq(coverages.deleted, false),
    eq(coverages.status, 'active'),
    sql`coalesce(${coverages.content}->>'subscriberId', '') <> ''`,
    sql`${coverages.content}->'payor'->>'reference' like 'Organization/%'`,
    eq(patients.deleted, false),
    // A coverage another run is still checking is left to that run.
    sql`not exists (select 1 from ${bulkEligibilityItems} where ${bulkEligibilityItems.coverageId} = ${coverages.id} and ${bulkEligibilityItems.status} = 'pending')`,
  ];
  const visible = patientFilter(scope, patients.id, patients.state);
  if (visible) conditions.push(visible);
  if (filters.payerId) conditions.push(sql`${coverages.content}->'payor'->>'reference' = ${`Organization/${filters.payerId}`}`);
  if (filters.marketId) conditions.push(eq(patients.marketId, filters.marketId));
  const statuses = admissionStatusesOf(filters.admissionStatuses);
  if (statuses) {
    conditions.push(
      sql`exists (select 1 from ${episodesOfCare} where ${episodesOfCare.patientId} = ${patients.id} and not ${episodesOfCare.deleted} and ${inArray(episodesOfCare.status, statuses)})`,
    );
  }
  if (filters.staleOnly) {
    conditions.push(
      sql`not exists (select 1 from ${eligibilityResponses} where ${eligibilityResponses.coverageId} = ${coverages.id} and not ${eligibilityResponses.deleted} and ${gte(eligibilityResponses.recorded, staleBefore)})`,
    );
  }
  return conditions;
}

export const bulkEligibilityRepository = {
  /** Runs are started one at a time (until commit), so two never pick the same coverage. */
  async lockRequests(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bulk_eligibility_run'))`);
  },

  /** How many coverages the filter picks now (the form's preview). */
  async countPicked(tx: Executor, scope: PatientScope, filters: BulkEligibilityFilters, staleBefore: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(coverages)
      .innerJoin(patients, eq(patients.id, coverages.patientId))
      .where(and(...pickConditions(scope, filters, staleBefore)));
    return row?.n ?? 0;
  },

  /** The coverages the filter picks, patients by name, at most `limit`. */
  async pick(
    tx: Executor,
    scope: PatientScope,
    filters: BulkEligibilityFilters,
    staleBefore: Date,
    limit: number,
  ): Promise<PickedCoverage[]> {
    const rows = await tx
      .select({
        coverageId: coverages.id,
        patientId: patients.id,
        coverage: coverages.content,
        names: sql<HumanName[]>`${patients.content}->'name'`,
      })
      .from(coverages)
      .innerJoin(patients, eq(patients.id, coverages.patientId))
      .where(and(...pickConditions(scope, filters, staleBefore)))
      .orderBy(asc(patients.nameSearch), asc(patients.id), asc(coverages.priority), asc(coverages.id))
      .limit(limit);
    return rows.map((r) => {
      const coverage = r.coverage as unknown as Coverage;
      return {
        coverageId: r.coverageId,
        patientId: r.patientId,
        patientName: displayName(r.names),
        insurer: coverage.payor?.display ?? '',
        memberId: coverage.subscriberId ?? '',
      };
    });
  },

  async insertRun(tx: Executor, run: RunRow, picked: readonly PickedCoverage[]): Promise<void> {
    await tx.insert(bulkEligibilityRuns).values(run);
    for (let from = 0; from < picked.length; from += INSERT_BATCH) {
      await tx
        .insert(bulkEligibilityItems)
        .values(picked.slice(from, from + INSERT_BATCH).map((p, i) => ({ runId: run.id, seq: from + i, status: 'pending', ...p })));
    }
  },

  async run(tx: Executor, runId: string): Promise<RunRow | null> {
    const [row] = await tx.select().from(bulkEligibilityRuns).where(eq(bulkEligibilityRuns.id, runId)).limit(1);
    return row ?? null;
  },

  /** The newest runs, those of `requestedBy` only unless null (an administrator reads every run). */
  async runs(tx: Executor, requestedBy: string | null, limit: number): Promise<RunRow[]> {
    return tx
      .select()
      .from(bulkEligibilityRuns)
      .where(requestedBy ? eq(bulkEligibilityRuns.requestedBy, requestedBy) : undefined)
      .orderBy(desc(bulkEligibilityRuns.createdAt), desc(bulkEligibilityRuns.id))
      .limit(limit);
  },

  /** A run's items by outcome. */
  async counts(tx: Executor, runId: string): Promise<RunCounts> {
    const rows = await tx
      .select({ status: bulkEligibilityItems.status, n: count() })
      .from(bulkEligibilityItems)
      .where(eq(bulkEligibilityItems.runId, runId))
      .groupBy(bulkEligibilityItems.status);
    const counts = emptyCounts();
    for (const { status, n } of rows) {
      if ((ITEM_STATUSES as readonly string[]).includes(status)) counts[status as ItemStatus] = n;
      counts.total += n;
    }
    return counts;
  },

  /** A page of a run's items after `afterSeq`, of these statuses (none: all), that the scope reads. */
  async items(
    tx: Executor,
    runId: string,
    options: { scope: PatientScope; statuses: readonly ItemStatus[]; afterSeq: number; first: number },
  ): Promise<ItemRow[]> {
    const visible = patientFilter(options.scope, bulkEligibilityItems.patientId);
    return tx
      .select()
      .from(bulkEligibilityItems)
      .where(
        and(
          eq(bulkEligibilityItems.runId, runId),
          gt(bulkEligibilityItems.seq, options.afterSeq),
          options.statuses.length > 0 ? inArray(bulkEligibilityItems.status, [...options.statuses]) : undefined,
          visible,
        ),
      )
      .orderBy(asc(bulkEligibilityItems.seq))
      .limit(options.first);
  },

  /** The pending items of one slice of a run (a job's share), in order. */
  async pendingIn(tx: Executor, runId: string, fromSeq: number, toSeq: number): Promise<ItemRow[]> {
    return tx
      .select()
      .from(bulkEligibilityItems)
      .where(
        and(
          eq(bulkEligibilityItems.runId, runId),
          gte(bulkEligibilityItems.seq, fromSeq),
          lt(bulkEligibilityItems.seq, toSeq),
          eq(bulkEligibilityItems.status, 'pending'),
        ),
      )
      .orderBy(asc(bulkEligibilityItems.seq));
  },

  /** One item, locked until commit; null when it is no longer pending (settled by another run of its job). */
  async lockPending(tx: Executor, runId: string, seq: number): Promise<ItemRow | null> {
    const [row] = await tx
      .select()
      .from(bulkEligibilityItems)
      .where(and(eq(bulkEligibilityItems.runId, runId), eq(bulkEligibilityItems.seq, seq), eq(bulkEligibilityItems.status, 'pending')))
      .for('update');
    return row ?? null;
  },

  async settle(
    tx: Executor,
    runId: string,
    seq: number,
    outcome: { status: ItemStatus; message: string | null; eligibilityResponseId?: string | null; taskId?: string | null; checkedAt: Date },
  ): Promise<void> {
    await tx
      .update(bulkEligibilityItems)
      .set(outcome)
      .where(and(eq(bulkEligibilityItems.runId, runId), eq(bulkEligibilityItems.seq, seq), eq(bulkEligibilityItems.status, 'pending')));
  },

  /** Marks the run completed once no item is pending (once: later calls change nothing); true when this call did. */
  async completeIfDone(tx: Executor, runId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(bulkEligibilityRuns)
      .set({ completedAt: now })
      .where(
        and(
          eq(bulkEligibilityRuns.id, runId),
          isNull(bulkEligibilityRuns.completedAt),
          sql`not exists (select 1 from ${bulkEligibilityItems} where ${bulkEligibilityItems.runId} = ${runId} and ${bulkEligibilityItems.status} = 'pending')`,
        ),
      )
      .returning({ id: bulkEligibilityRuns.id });
    return rows.length > 0;
  },
};
