// SPEC §2 /bulk-eligibility: a run of eligibility checks over the coverages a filter picked,
// made by a user and worked in the background (server/jobs, server/modules/bulk-eligibility). Each
// coverage is one item, checked once (its outcome is written with its eligibility result in one
// transaction, so a retried or doubled job never checks it twice); the run's progress is counted
// from its items.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const bulkEligibilityRuns = pgTable(
  'bulk_eligibility_run',
  {
    id: uuid('id').primaryKey(),
    requestedBy: uuid('requested_by').notNull(),
    userName: text('user_name').notNull(),
    /** The filter as chosen (src/domain/bulk-eligibility BulkEligibilityFilters) and its words. */
    filters: jsonb('filters').notNull(),
    description: text('description').notNull(),
    total: integer('total').notNull(),
    createdAt: ts('created_at').notNull(),
    /** When the last item was settled. */
    completedAt: ts('completed_at'),
  },
  (t) => [index('bulk_eligibility_run_created_idx').on(t.createdAt)],
);

export const bulkEligibilityItems = pgTable(
  'bulk_eligibility_item',
  {
    runId: uuid('run_id').notNull(),
    /** The item's place in the run (patients by name): the jobs take items in slices of it. */
    seq: integer('seq').notNull(),
    coverageId: uuid('coverage_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    patientName: text('patient_name').notNull(),
    insurer: text('insurer').notNull(),
    memberId: text('member_id').notNull(),
    /** pending → active | inactive | error | failed (src/domain/bulk-eligibility ITEM_STATUSES). */
    status: text('status').notNull(),
    /** The outcome in words (SPEC §8 for the payer's errors). */
    message: text('message'),
    eligibilityResponseId: uuid('eligibility_response_id'),
    taskId: uuid('task_id'),
    checkedAt: ts('checked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.seq] }),
    index('bulk_eligibility_item_status_idx').on(t.runId, t.status),
    index('bulk_eligibility_item_coverage_idx').on(t.coverageId),
  ],
);
