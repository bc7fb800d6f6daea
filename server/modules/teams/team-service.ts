// /teams (SPEC §2 'Teams': settings; SPEC §3 'Care team clinician'): the reads, each checking its
// rule (authorize) first. Teams are kept within the caller's states as clinicians are (DESIGN §8
// 'Access'; an administrator: all): another state's team is NOT_FOUND, as if it did not exist. The
// create and the update are declared in team-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { type CareTeamListArgs, parseCareTeamId, parseCareTeamListFilter } from './team-input.ts';
import { namesOf, teamInScope, teamView, teamWrites } from './team-operations.ts';
import { careTeamRepository } from './team-repository.ts';
import { type CareTeamView, toCareTeamView } from './team-views.ts';

export { TEAM_OUT_OF_REACH } from './team-operations.ts';

export function createCareTeamService(db: Database, pipeline: WritePipeline) {
  return {
    async list(user: SessionUser | null, args: PageArgs & CareTeamListArgs) {
      const me = authorize(user, 'Query.CareTeamList');
      const filter = parseCareTeamListFilter(args);
      const page = await pagedList(
        args,
        async (p) => careTeamRepository.list(db, await loadStateScope(db, me), filter, p),
        (row) => row,
      );
      const names = await namesOf(
        db,
        page.edges.map((e) => e.node.content),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toCareTeamView(e.node, names) })) };
    },

    async get(user: SessionUser | null, id: string): Promise<CareTeamView> {
      const me = authorize(user, 'Query.CareTeam');
      const row = await stores.careTeam.read(db, parseCareTeamId(id));
      if (!row || !teamInScope(await loadStateScope(db, me), row.content.state)) throw notFound('Care team');
      return teamView(db, row);
    },

    create: async (user: SessionUser | null, team: unknown): Promise<CareTeamView> =>
      (await pipeline.run(teamWrites.createCareTeam, user, { team })).view,

    update: async (user: SessionUser | null, args: { id: string; versionId: number; team: unknown }): Promise<CareTeamView> =>
      (await pipeline.run(teamWrites.updateCareTeam, user, args)).view,
  };
}

export type CareTeamService = ReturnType<typeof createCareTeamService>;
