// The calls of the Market Team screen (SPEC §2 /master-list/market-team-config): one key factory,
// the list's paged query per state, and the create and update, which refresh the lists, the
// address lookups' markets and the market's change history (src/api/queries.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { queryKeys } from '../../api/query-keys';
import type { MarketValues } from '../../domain/administration/market-input';
import type { MarketTeamFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { CreateMarketDocument, MarketTeamListDocument, UpdateMarketDocument } from './market-team-documents';

export type MarketItem = MarketTeamFieldsFragment;

export const marketTeamKeys = {
  all: ['market-teams'] as const,
  list: (state: string | null) => ['market-teams', 'list', { state }] as const,
};

export const marketTeamListQuery = (state: string | null) => (search: string) =>
  pagedListQuery(
    marketTeamKeys.list(state),
    async ({ search: term, first, after }) =>
      (await request(MarketTeamListDocument, { term: term || null, state, first, after })).MarketTeamList,
    search,
  );

/** Creates a market (no `existing`) or updates it against the version it was opened with. */
export function useSaveMarket(existing: Pick<MarketItem, 'id' | 'versionId'> | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (market: MarketValues) =>
      existing
        ? (await request(UpdateMarketDocument, { id: existing.id, versionId: existing.versionId, market })).updateMarket
        : (await request(CreateMarketDocument, { market })).createMarket,
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketTeamKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['address-lookups', 'markets'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('Organization', saved.id) }),
      ]);
    },
  });
}
