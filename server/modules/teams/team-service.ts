// /teams (SPEC §2 'Teams': settings; SPEC §3 'Care team clinician'). Teams are kept within the
// caller's states as clinicians are (DESIGN §8 'Access'; an administrator: all): another state's
// team is NOT_FOUND, as if it did not exist. The reads are declared in team-queries.ts and run by
// the one reader, the create and the update in team-operations.ts and run by the write pipeline
// (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { CareTeamListArgs } from './team-input.ts';
import { teamWrites } from './team-operations.ts';
import { teamQueries } from './team-queries.ts';
import type { CareTeamView } from './team-views.ts';

export { TEAM_OUT_OF_REACH } from './team-operations.ts';

export function createCareTeamService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & CareTeamListArgs) => reader.run(teamQueries.list, user, args),

    get: (user: SessionUser | null, id: string): Promise<CareTeamView> => reader.run(teamQueries.team, user, id),

    create: async (user: SessionUser | null, team: unknown): Promise<CareTeamView> =>
      (await pipeline.run(teamWrites.createCareTeam, user, { team })).view,

    update: async (user: SessionUser | null, args: { id: string; versionId: number; team: unknown }): Promise<CareTeamView> =>
      (await pipeline.run(teamWrites.updateCareTeam, user, args)).view,
  };
}

export type CareTeamService = ReturnType<typeof createCareTeamService>;
