// The calls of /clinicians (SPEC §2 'Clinicans'): one key factory, the list's paged query per set
// of filters, one clinician, the market choices (SPEC §7 MarketList, 200 per fetch) and the edit,
// which puts the saved clinician in the cache and refreshes the lists and its change history
// (src/api/queries.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { MarketListDocument } from '../../api/patient-documents';
import { queryKeys } from '../../api/query-keys';
import { activeOf, type ClinicianStatus } from '../../domain/administration/clinician-list-search';
import type { ClinicianFieldsFragment, ClinicianInput } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { ClinicianDocument, ClinicianListDocument, UpdateClinicianDocument } from './clinician-documents';

export type ClinicianItem = ClinicianFieldsFragment;

/** The filter panel's criteria (the search term is the list's own). */
export interface ClinicianFilters {
  state: string | null;
  /** A market name. */
  market: string | null;
  status: ClinicianStatus | null;
}

export const NO_FILTERS: ClinicianFilters = { state: null, market: null, status: null };
export const hasFilters = (f: ClinicianFilters): boolean => !!f.state || !!f.market || !!f.status;

export const clinicianKeys = {
  all: ['clinicians'] as const,
  lists: () => ['clinicians', 'list'] as const,
  list: (filters: ClinicianFilters) => ['clinicians', 'list', filters] as const,
  one: (id: string) => ['clinicians', 'one', id] as const,
  markets: (state: string | null) => ['clinicians', 'markets', state] as const,
};

/** SPEC §9: market lookups fetch 200 at a time. */
const MARKET_FETCH = 200;

export const clinicianListQuery = (filters: ClinicianFilters) => (search: string) =>
  pagedListQuery(
    clinicianKeys.list(filters),
    async ({ search: term, first, after }) =>
      (
        await request(ClinicianListDocument, {
          term: term || null,
          state: filters.state,
          market: filters.market,
          active: activeOf(filters.status),
          first,
          after,
        })
      ).ClinicianList,
    search,
  );

export const clinicianQuery = (id: string) =>
  queryOptions({
    queryKey: clinicianKeys.one(id),
    queryFn: async () => (await request(ClinicianDocument, { id })).Clinician,
  });

export const clinicianMarketsQuery = (state: string | null) =>
  queryOptions({
    queryKey: clinicianKeys.markets(state),
    queryFn: async () =>
      (await request(MarketListDocument, { states: state ? [state] : null, first: MARKET_FETCH })).MarketList.edges.map((e) => e.node),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useUpdateClinician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { id: string; versionId: number; clinician: ClinicianInput }) =>
      (await request(UpdateClinicianDocument, args)).updateClinician,
    onSuccess: async (saved) => {
      queryClient.setQueryData(clinicianKeys.one(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clinicianKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('Practitioner', saved.id) }),
      ]);
    },
  });
}
