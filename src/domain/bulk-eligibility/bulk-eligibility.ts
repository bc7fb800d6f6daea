// Bulk eligibility (SPEC §2 /bulk-eligibility, menu Bulk Operations › Eligibility; §8 eligibility
// errors; §9 'Default eligibility constant 60' and the PCC note): the coverages a run checks are
// picked by filter, each is checked once as one item of the run, and each item's outcome reads as
// the chart's individual check reads. The form (src/features/bulk-eligibility) and the server
// (server/modules/bulk-eligibility) parse with the same schema and name outcomes with these words.
import * as v from 'valibot';
import { DEFAULT_ELIGIBILITY_DAYS, formatEligibilityErrors } from '../coverage/eligibility';
import { ADMISSION_FILTER_KEYS } from '../patients/admission-status';

/** How many coverages one run checks at most: a run is a day's batch, not the whole database at once. */
export const BULK_ELIGIBILITY_MAX = 10_000;

/** An optional choice's id: none ('' from an empty picker, or null) reads as null. */
const OptionalId = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.uuid(message))], message)), null),
    v.transform((id): string | null => id || null),
  );

export const BulkEligibilityFilters = v.object({
  /** The insurer (a payer organization of type ins) whose coverages are checked; none: every insurer. */
  payerId: OptionalId('Choose an insurer from the list.'),
  /** The patients' market; none: every market the caller reads. */
  marketId: OptionalId('Choose a market from the list.'),
  /** SPEC §3's admission filters; none chosen: patients of any admission status. */
  admissionStatuses: v.optional(v.array(v.picklist(ADMISSION_FILTER_KEYS, 'Choose admission statuses from the list.')), []),
  /** Only coverages never checked, or last checked more than SPEC §9's 60 days ago. */
  staleOnly: v.optional(v.boolean(), true),
});
export type BulkEligibilityFilters = v.InferOutput<typeof BulkEligibilityFilters>;

/** The form's first filter: every insurer and market, any admission status, only coverages due. */
export const DEFAULT_FILTERS: BulkEligibilityFilters = { payerId: null, marketId: null, admissionStatuses: [], staleOnly: true };

export const RUN_STATUSES = ['queued', 'running', 'completed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * An item's outcome: pending (not yet checked), active / inactive (the payer answered: in force or
 * not), error (the payer answered with errors, SPEC §8), failed (the check itself could not be made:
 * retries spent, the job dead-lettered; the coverage and its results are left as they were).
 */
export const ITEM_STATUSES = ['pending', 'active', 'inactive', 'error', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
  error: 'Error',
  failed: 'Failed',
};

export const ITEM_STATUS_COLORS: Record<ItemStatus, string> = {
  pending: 'gray',
  active: 'teal',
  inactive: 'orange',
  error: 'red',
  failed: 'red',
};

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
};

/** Why an item failed when the eligibility service never answered (its retries spent). */
export const CHECK_FAILED = 'The eligibility service did not answer. The coverage was left as it was; check again later.';
/** Why an item failed when the requester may no longer read its patient or the coverage is gone. */
export const CHECK_REFUSED = 'This coverage can no longer be checked by the requester.';

/** What the payer answered, as far as a run's item cares. */
export interface AnswerSummary {
  outcome: 'complete' | 'error';
  inforce: boolean | null;
  errors: readonly { display: string }[];
}

/** An answered check's status and the words shown beside it (SPEC §8 for errors). */
export function itemOutcome(answer: AnswerSummary): { status: Exclude<ItemStatus, 'pending' | 'failed'>; message: string | null } {
  if (answer.outcome === 'error')
    return { status: 'error', message: formatEligibilityErrors(answer.errors) || 'The payer answered with an error.' };
  if (answer.inforce === false) return { status: 'inactive', message: 'The coverage is not in force.' };
  return { status: 'active', message: null };
}

/**
 * Whether PCC gets a task about the item (SPEC §9's note 'with results of the last eligibility
 * check'): a payer's answer that is a problem (inactive, errors). A failed check has no result to
 * attach; it stays on the run as Failed and is due again at the next run.
 */
export const needsPccTask = (status: ItemStatus): boolean => status === 'inactive' || status === 'error';

/** Counts of a run's items by outcome. */
export interface RunCounts {
  total: number;
  pending: number;
  active: number;
  inactive: number;
  error: number;
  failed: number;
}

export const emptyCounts = (): RunCounts => ({ total: 0, pending: 0, active: 0, inactive: 0, error: 0, failed: 0 });

/** Items checked so far (answered or failed). */
export const doneOf = (counts: RunCounts): number => counts.total - counts.pending;

/** The progress bar's value, 0–100 (a run of nothing is complete). */
export const progressPercent = (counts: RunCounts): number =>
  counts.total === 0 ? 100 : Math.floor((doneOf(counts) * 100) / counts.total);

/** A run's status from its counts: queued before the first item, running until none is pending. */
export function runStatusOf(counts: RunCounts): RunStatus {
  if (counts.pending === 0) return 'completed';
  return doneOf(counts) === 0 ? 'queued' : 'running';
}

/** The cut-off of SPEC §9's 60 days: a coverage last checked before this instant is due. */
export const staleBefore = (now: Date, days = DEFAULT_ELIGIBILITY_DAYS): Date => new Date(now.getTime() - days * 86_400_000);

/** The filter's words under the run ('Insurer X · Market FL · Active · last checked over 60 days ago'). */
export function describeFilters(
  filters: BulkEligibilityFilters,
  names: { payer?: string | null; market?: string | null; admissionLabels?: readonly string[] },
): string {
  const parts = [
    names.payer ? `Insurer ${names.payer}` : 'Every insurer',
    names.market ? `Market ${names.market}` : 'Every market',
    names.admissionLabels?.length ? names.admissionLabels.join(', ') : 'Any admission status',
  ];
  if (filters.staleOnly) parts.push(`Not checked in the last ${DEFAULT_ELIGIBILITY_DAYS} days`);
  return parts.join(' · ');
}
