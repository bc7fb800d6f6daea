// Bulk eligibility's calls (SPEC §2 /bulk-eligibility): one key factory, a query per read, the
// run's start, and the live progress of a run (onBulkEligibilityProgress) kept in the run's cache
// entry, so the bar moves as the server checks and is read again whole after a reload.
import { infiniteQueryOptions, type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../api/graphql-client';
import { ORGANIZATION_OPTIONS_PAGE, OrganizationOptionsDocument } from '../../api/organization-options-documents';
import { MarketListDocument } from '../../api/patient-documents';
import { subscribe } from '../../api/subscriptions';
import type { BulkEligibilityFilters, ItemStatus } from '../../domain/bulk-eligibility/bulk-eligibility';
import type { BulkProgressFieldsFragment, BulkRunFieldsFragment } from '../../gql/graphql';
import {
  BulkEligibilityItemsDocument,
  BulkEligibilityPreviewDocument,
  BulkEligibilityProgressDocument,
  BulkEligibilityRunDocument,
  BulkEligibilityRunsDocument,
  RequestBulkEligibilityDocument,
} from './bulk-eligibility-documents';

export type BulkRun = BulkRunFieldsFragment;
export type BulkProgress = BulkProgressFieldsFragment;

/** Items a page of the run's table loads. */
export const ITEMS_PAGE = 50;
/** Runs the page lists. */
const RUNS_SHOWN = 10;

export const bulkEligibilityKeys = {
  all: ['bulk-eligibility'] as const,
  preview: (filters: BulkEligibilityFilters) => ['bulk-eligibility', 'preview', filters] as const,
  runs: () => ['bulk-eligibility', 'runs'] as const,
  run: (runId: string) => ['bulk-eligibility', 'run', runId] as const,
  items: (runId: string, statuses: readonly ItemStatus[]) => ['bulk-eligibility', 'items', runId, statuses] as const,
  itemsOf: (runId: string) => ['bulk-eligibility', 'items', runId] as const,
};

/** SPEC §9 'county/market fetch 200'. */
const MARKET_FETCH = 200;

/** The filter's choices: the active insurers (payers of type ins) and the markets. */
export const bulkFilterChoicesQuery = () =>
  queryOptions({
    queryKey: [...bulkEligibilityKeys.all, 'choices'] as const,
    queryFn: async () => {
      const [insurers, markets] = await Promise.all([
        request(OrganizationOptionsDocument, { type: ['ins'], first: ORGANIZATION_OPTIONS_PAGE }),
        request(MarketListDocument, { states: null, first: MARKET_FETCH }),
      ]);
      return {
        insurers: insurers.OrganizationList.edges.map((e) => ({
          value: e.node.id,
          label: e.node.state ? `${e.node.name} (${e.node.state})` : e.node.name,
        })),
        markets: markets.MarketList.edges.map((e) => ({ value: e.node.id, label: e.node.name })),
      };
    },
    staleTime: 10 * 60_000,
  });

export const bulkPreviewQuery = (filters: BulkEligibilityFilters) =>
  queryOptions({
    queryKey: bulkEligibilityKeys.preview(filters),
    queryFn: async () => (await request(BulkEligibilityPreviewDocument, { filters })).BulkEligibilityPreview,
  });

export const bulkRunsQuery = () =>
  queryOptions({
    queryKey: bulkEligibilityKeys.runs(),
    queryFn: async () => (await request(BulkEligibilityRunsDocument, { first: RUNS_SHOWN })).BulkEligibilityRuns,
  });

export const bulkRunQuery = (runId: string) =>
  queryOptions({
    queryKey: bulkEligibilityKeys.run(runId),
    queryFn: async () => (await request(BulkEligibilityRunDocument, { runId })).BulkEligibilityRun,
  });

export const bulkItemsQuery = (runId: string, statuses: readonly ItemStatus[]) =>
  infiniteQueryOptions({
    queryKey: bulkEligibilityKeys.items(runId, statuses),
    queryFn: async ({ pageParam }) =>
      (await request(BulkEligibilityItemsDocument, { runId, statuses: [...statuses], after: pageParam, first: ITEMS_PAGE }))
        .BulkEligibilityItems,
    initialPageParam: -1,
    getNextPageParam: (last) => last.endCursor ?? undefined,
  });

export async function requestBulkEligibility(queryClient: QueryClient, filters: BulkEligibilityFilters): Promise<BulkRun> {
  const run = (await request(RequestBulkEligibilityDocument, { filters })).requestBulkEligibility;
  queryClient.setQueryData(bulkEligibilityKeys.run(run.id), run);
  await queryClient.invalidateQueries({ queryKey: bulkEligibilityKeys.runs() });
  await queryClient.invalidateQueries({ queryKey: ['bulk-eligibility', 'preview'] });
  return run;
}

/**
 * Hears the run's progress while it is open: each event updates the run's bar and counts and has
 * its items read again (the new outcomes); the last one also refreshes the list of runs.
 */
export function useBulkRunProgress(runId: string, completed: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (completed) return;
    return subscribe(BulkEligibilityProgressDocument, { runId }, (data) => {
      const progress = data.onBulkEligibilityProgress;
      queryClient.setQueryData<BulkRun>(bulkEligibilityKeys.run(runId), (run) => (run ? { ...run, progress } : run));
      void queryClient.invalidateQueries({ queryKey: bulkEligibilityKeys.itemsOf(runId) });
      if (progress.status === 'completed') {
        void queryClient.invalidateQueries({ queryKey: bulkEligibilityKeys.run(runId) });
        void queryClient.invalidateQueries({ queryKey: bulkEligibilityKeys.runs() });
      }
    });
  }, [runId, completed, queryClient]);
}
