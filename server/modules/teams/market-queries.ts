// The Market Team list (SPEC §2 /master-list/market-team-config: settings), declared in the write
// pipeline's shape (DESIGN §5): markets within the caller's states as teams are (an administrator:
// all), each with the teams it manages (one query for the page's teams).
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type MarketListArgs, type MarketListFilter, parseMarketListFilter } from './market-input.ts';
import { marketRepository } from './market-repository.ts';
import { toMarketTeamView } from './market-views.ts';

export const marketQueries = {
  list: defineQuery({
    operation: 'Query.MarketTeamList',
    input: (raw: unknown): { filter: MarketListFilter; page: PageArgs } => {
      const args = raw as PageArgs & MarketListArgs;
      return { filter: parseMarketListFilter(args), page: args };
    },
    target: noTarget,
    read: async ({ db, me, input }) => {
      const scope = await loadStateScope(db, me);
      const page = await pagedList(
        input.page,
        (p) => marketRepository.list(db, scope, input.filter, p),
        (row) => row,
      );
      const teams = await marketRepository.teamsOf(
        db,
        page.edges.map((e) => e.node.id),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toMarketTeamView(e.node, teams) })) };
    },
  }),
};
