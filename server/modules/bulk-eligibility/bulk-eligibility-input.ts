// Bulk eligibility's arguments (bulk-eligibility.graphql), parsed into clean values or refused as
// BAD_USER_INPUT naming the field: the filter with the form's own schema (src/domain/bulk-eligibility).
import * as v from 'valibot';
import { BulkEligibilityFilters, ITEM_STATUSES, type ItemStatus } from '../../../src/domain/bulk-eligibility/bulk-eligibility.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, withoutNulls } from '../shared/input.ts';

/** The most items one page lists. */
export const ITEMS_PAGE_MAX = 200;
/** The most runs the list shows. */
export const RUNS_MAX = 50;

export const parseFilters = (raw: unknown): BulkEligibilityFilters =>
  parseArg(BulkEligibilityFilters, 'filters', withoutNulls((raw as { filters?: unknown }).filters ?? {}));

export const parseRunId = (raw: unknown): { runId: string } => ({ runId: parseId((raw as { runId?: string }).runId ?? '', 'runId') });

const First = (max: number, fallback: number) =>
  v.optional(
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(max, `must be at most ${max}`)),
    fallback,
  );

export const parseRunsArgs = (raw: unknown): { first: number } => ({
  first: parseArg(First(RUNS_MAX, 10), 'first', (raw as { first?: unknown }).first ?? undefined),
});

export interface ItemsInput {
  runId: string;
  statuses: ItemStatus[];
  afterSeq: number;
  first: number;
}

export function parseItemsArgs(raw: unknown): ItemsInput {
  const args = raw as { runId?: string; statuses?: unknown; after?: unknown; first?: unknown };
  return {
    ...parseRunId(args),
    statuses: parseArg(v.optional(v.array(v.picklist(ITEM_STATUSES, 'is not an item status')), []), 'statuses', args.statuses ?? undefined),
    afterSeq: parseArg(
      v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(-1, 'must be at least -1')), -1),
      'after',
      args.after ?? undefined,
    ),
    first: parseArg(First(ITEMS_PAGE_MAX, 50), 'first', args.first ?? undefined),
  };
}
