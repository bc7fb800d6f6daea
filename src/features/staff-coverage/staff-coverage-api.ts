// The calls of the coverage screens (SPEC §2 /pcc-config, /th-clinician, /lead-clinician): one key
// factory, one query per read (the list, one user's config with the lead's clinician choices, the
// markets to pick from), one function per change. A save puts the saved config in the cache and
// sends the list and its 'Change history' (src/api/queries.ts) to be read again.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { MarketListDocument } from '../../api/patient-documents';
import { queryKeys } from '../../api/query-keys';
import { type CoverageConfigValues, type CoverageKind, coverageEntityId } from '../../domain/administration/coverage';
import type { CoverageConfigFieldsFragment, CoverageConfigQuery } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { CoverageConfigDocument, CoverageConfigListDocument, UpdateCoverageConfigDocument } from './staff-coverage-documents';

export type CoverageItem = CoverageConfigFieldsFragment;
export type CoverageDetail = CoverageConfigQuery['CoverageConfig'];

export const staffCoverageKeys = {
  all: ['staff-coverage'] as const,
  list: (kind: CoverageKind) => ['staff-coverage', kind, 'list'] as const,
  one: (kind: CoverageKind, userId: string) => ['staff-coverage', kind, 'one', userId] as const,
  markets: () => ['staff-coverage', 'markets'] as const,
};

/** The users of the kind, by search term (25 a page, SPEC §9). */
export const coverageListQuery = (kind: CoverageKind) => (search: string) =>
  pagedListQuery(
    staffCoverageKeys.list(kind),
    async ({ search: term, first, after }) =>
      (await request(CoverageConfigListDocument, { kind, term: term || null, first, after })).CoverageConfigList,
    search,
  );

export const coverageQuery = (kind: CoverageKind, userId: string) =>
  queryOptions({
    queryKey: staffCoverageKeys.one(kind, userId),
    queryFn: async (): Promise<CoverageDetail> => (await request(CoverageConfigDocument, { kind, userId })).CoverageConfig,
  });

/** SPEC §9: market lookups fetch 200 at a time (more than the markets there are). */
const MARKET_FETCH = 200;

export const coverageMarketsQuery = () =>
  queryOptions({
    queryKey: staffCoverageKeys.markets(),
    queryFn: async () => (await request(MarketListDocument, { first: MARKET_FETCH })).MarketList.edges.map((e) => e.node),
    staleTime: 10 * 60_000,
  });

/** A save of the version the form read (`versionId`; CONFLICT when another save came first). */
export async function updateCoverage(
  kind: CoverageKind,
  userId: string,
  versionId: number,
  values: CoverageConfigValues,
): Promise<CoverageItem> {
  const input = { states: [...values.states], marketIds: [...values.marketIds], clinicianIds: [...values.clinicianIds] };
  return (await request(UpdateCoverageConfigDocument, { kind, userId, versionId, input })).updateCoverageConfig;
}

/** After a save: the saved config is cached (the choices kept); the list and its history are read again. */
export async function afterCoverageSaved(queryClient: QueryClient, saved: CoverageItem): Promise<void> {
  const kind = saved.kind as CoverageKind;
  queryClient.setQueryData(staffCoverageKeys.one(kind, saved.userId), (old: CoverageDetail | undefined) =>
    old ? { ...old, config: saved } : old,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: staffCoverageKeys.list(kind) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('CoverageConfig', coverageEntityId(kind, saved.userId)) }),
  ]);
}
