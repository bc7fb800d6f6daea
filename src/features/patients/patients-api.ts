// The calls of the patient list (SPEC §2): one key factory, the list's paged query per set of
// filters, and the market lookup of its filter panel (SPEC §7 MarketList, 200 per fetch).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { MarketListDocument, PatientListDocument } from '../../api/patient-documents';
import type { AdmissionFilterKey } from '../../domain/patients/admission-status';
import type { PatientListQuery } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';

export type PatientListItem = PatientListQuery['PatientList']['edges'][number]['node'];

/** The filter panel's criteria (the search term is the list's own). */
export interface PatientFilters {
  admission: readonly AdmissionFilterKey[];
  state: string | null;
  market: string | null;
}

export const NO_FILTERS: PatientFilters = { admission: [], state: null, market: null };

export const hasFilters = (filters: PatientFilters): boolean => filters.admission.length > 0 || !!filters.state || !!filters.market;

export const patientKeys = {
  all: ['patients'] as const,
  list: (filters: PatientFilters) => ['patients', 'list', filters] as const,
  markets: (state: string | null) => ['patients', 'markets', state] as const,
};

/** SPEC §9: market lookups fetch 200 at a time. */
const MARKET_FETCH = 200;

export const patientListQuery = (filters: PatientFilters) => (search: string) =>
  pagedListQuery(
    patientKeys.list(filters),
    async ({ search: term, first, after }) =>
      (
        await request(PatientListDocument, {
          term: term || null,
          state: filters.state,
          market: filters.market,
          admission: filters.admission.length > 0 ? [...filters.admission] : null,
          first,
          after,
        })
      ).PatientList,
    search,
  );

export const marketsQuery = (state: string | null) =>
  queryOptions({
    queryKey: patientKeys.markets(state),
    queryFn: async () =>
      (await request(MarketListDocument, { states: state ? [state] : null, first: MARKET_FETCH })).MarketList.edges.map((e) => e.node),
    staleTime: 10 * 60_000,
  });
