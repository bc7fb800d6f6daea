// The /teams reads (SPEC §2 'Teams': settings), declared in the write pipeline's shape (DESIGN §5):
// the operation, the input, the team and its rule, then the read. The list keeps to the caller's
// states in its query (an administrator: all).
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type CareTeamListArgs, type CareTeamListFilter, parseCareTeamId, parseCareTeamListFilter } from './team-input.ts';
import { namesOf, teamView } from './team-operations.ts';
import { teamToRead } from './team-read-targets.ts';
import { careTeamRepository } from './team-repository.ts';
import { toCareTeamView } from './team-views.ts';

export const teamQueries = {
  list: defineQuery({
    operation: 'Query.CareTeamList',
    input: (raw: unknown): { filter: CareTeamListFilter; page: PageArgs } => {
      const args = raw as PageArgs & CareTeamListArgs;
      return { filter: parseCareTeamListFilter(args), page: args };
    },
    target: noTarget,
    read: async ({ db, me, input }) => {
      const page = await pagedList(
        input.page,
        async (p) => careTeamRepository.list(db, await loadStateScope(db, me), input.filter, p),
        (row) => row,
      );
      const names = await namesOf(
        db,
        page.edges.map((e) => e.node.content),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toCareTeamView(e.node, names) })) };
    },
  }),

  team: defineQuery({
    operation: 'Query.CareTeam',
    input: (raw: unknown) => ({ id: parseCareTeamId(raw as string) }),
    target: teamToRead,
    read: ({ db, target }) => teamView(db, target),
  }),
};
