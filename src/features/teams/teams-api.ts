// The calls of /teams (SPEC §2 'Teams'): one key factory, the list's paged query per state, the
// clinician choices of a participant (ClinicianList by name, active ones), the market choices of a
// state (SPEC §7 MarketList), and the create and update, which refresh the lists and the team's
// change history (src/api/queries.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { MarketListDocument } from '../../api/patient-documents';
import { queryKeys } from '../../api/query-keys';
import type { CareTeamFieldsFragment, CareTeamInput } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { CareTeamClinicianOptionsDocument, CareTeamListDocument, CreateCareTeamDocument, UpdateCareTeamDocument } from './team-documents';

export type CareTeamItem = CareTeamFieldsFragment;

export const teamKeys = {
  all: ['teams'] as const,
  lists: () => ['teams', 'list'] as const,
  list: (state: string | null) => ['teams', 'list', { state }] as const,
  clinicians: (term: string) => ['teams', 'clinicians', term] as const,
  markets: (state: string | null) => ['teams', 'markets', state] as const,
};

/** Clinician choices shown at once while picking a participant. */
const CLINICIAN_CHOICES = 20;
/** SPEC §9: market lookups fetch 200 at a time. */
const MARKET_FETCH = 200;

export const teamListQuery = (state: string | null) => (search: string) =>
  pagedListQuery(
    teamKeys.list(state),
    async ({ search: term, first, after }) =>
      (await request(CareTeamListDocument, { term: term || null, state, first, after })).CareTeamList,
    search,
  );

export const clinicianChoicesQuery = (term: string) =>
  queryOptions({
    queryKey: teamKeys.clinicians(term),
    queryFn: async () =>
      (await request(CareTeamClinicianOptionsDocument, { term: term || null, first: CLINICIAN_CHOICES })).ClinicianList.edges.map(
        (e) => e.node,
      ),
    staleTime: 60_000,
  });

export const teamMarketsQuery = (state: string | null) =>
  queryOptions({
    queryKey: teamKeys.markets(state),
    queryFn: async () =>
      (await request(MarketListDocument, { states: state ? [state] : null, first: MARKET_FETCH })).MarketList.edges.map((e) => e.node),
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });

/** Creates a team (no `existing`) or updates it against the version it was opened with. */
export function useSaveCareTeam(existing: Pick<CareTeamItem, 'id' | 'versionId'> | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (team: CareTeamInput) =>
      existing
        ? (await request(UpdateCareTeamDocument, { id: existing.id, versionId: existing.versionId, team })).updateCareTeam
        : (await request(CreateCareTeamDocument, { team })).createCareTeam,
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('CareTeam', saved.id) }),
      ]);
    },
  });
}
