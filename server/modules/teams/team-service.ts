// /teams (SPEC §2 'Teams': settings; SPEC §3 'Care team clinician'). Each operation checks its
// rule (authorize) first. A team's participants must be practitioners that exist and are active
// (one who became inactive may stay in a team they are already in, not join one), its managing
// market a market organization of the team's state: 'This field has incorrect value' on the field
// otherwise. An update is written against the version the user saw (CONFLICT, SPEC §8 words, when
// it moved on). Every create and update writes its audit row in the same transaction (SPEC §2
// 'Change history'). Teams are kept within the caller's states as clinicians are (DESIGN §8
// 'Access'; an administrator: all): another state's team is NOT_FOUND, as if it did not exist, and
// a team is not placed in a state the caller does not work with. A team grants no one access.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { CareTeamValues } from '../../../src/domain/administration/team-input.ts';
import {
  careTeamAuditShape,
  careTeamOf,
  participantIds,
  referenceId,
  type TeamNames,
} from '../../../src/domain/administration/team-record.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { displayName } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, type ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { clinicianInReach } from '../clinicians/clinician-service.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { conflict } from '../shared/mutation-runner.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import { type CareTeamListArgs, parseCareTeamId, parseCareTeamInput, parseCareTeamListFilter, parseCareTeamUpdate } from './team-input.ts';
import { careTeamRepository } from './team-repository.ts';
import { type CareTeamView, toCareTeamView } from './team-views.ts';

export const TEAM_OUT_OF_REACH = 'You cannot place the team in a state you do not work with.';

const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, field);

/** Whether a team of `state` is one a caller of `scope` works with (null scope: an administrator). */
const teamInScope = (scope: StateScope, state: string | null | undefined): boolean => scope === null || (!!state && scope.includes(state));

/** The current names of the teams' practitioners and markets. */
async function namesOf(tx: Executor, teams: readonly CareTeam[]): Promise<TeamNames> {
  const practitionerIds = [...new Set(teams.flatMap(participantIds))];
  const marketIds = [...new Set(teams.flatMap((t) => referenceId(t.managingOrganization, 'Organization') ?? []))];
  const [practitioners, markets] = await Promise.all([
    stores.practitioner.readMany(tx, practitionerIds),
    stores.organization.readMany(tx, marketIds),
  ]);
  return {
    practitioners: new Map(practitioners.map((r) => [r.id, displayName(r.content.name)])),
    markets: new Map(markets.map((r) => [r.id, r.content.name])),
  };
}

/** The team's references checked (BAD_USER_INPUT on the field), with their names; `scope`: the editor's states. */
async function checkedNames(tx: Executor, scope: StateScope, values: CareTeamValues, current: CareTeam | null): Promise<TeamNames> {
  if (!teamInScope(scope, values.state)) throw badInput(TEAM_OUT_OF_REACH, 'team.state');
  const ids = values.participants.map((p) => p.practitionerId);
  const members = new Set(current ? participantIds(current) : []);
  const found = new Map((await stores.practitioner.readMany(tx, ids)).map((r) => [r.id, r.content] as const));
  // A new member is a clinician the editor reads (their own states, as /clinicians shows them).
  for (const [i, p] of values.participants.entries()) {
    const practitioner = found.get(p.practitionerId);
    const field = `team.participants.${i}.practitionerId`;
    if (!practitioner || (!practitioner.active && !members.has(p.practitionerId))) throw incorrect(field);
    if (!members.has(p.practitionerId) && !(await clinicianInReach(tx, scope, p.practitionerId))) throw incorrect(field);
  }
  const markets = new Map<string, string>();
  if (values.managingMarketId) {
    const [market] = await stores.organization.readMany(tx, [values.managingMarketId]);
    if (market?.content.type !== 'market' || market.content.address?.[0]?.state !== values.state) throw incorrect('team.managingMarketId');
    markets.set(market.id, market.content.name);
  }
  return { practitioners: new Map([...found].map(([id, p]) => [id, displayName(p.name)])), markets };
}

export function createCareTeamService(db: Database) {
  const viewOf = async (tx: Executor, row: ResourceRow<CareTeam>): Promise<CareTeamView> =>
    toCareTeamView(row, await namesOf(tx, [row.content]));

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
      return viewOf(db, row);
    },

    async create(user: SessionUser | null, team: unknown): Promise<CareTeamView> {
      const me = authorize(user, 'Mutation.createCareTeam');
      const values = parseCareTeamInput(team);
      return db.transaction(async (tx) => {
        const content = careTeamOf(values, await checkedNames(tx, await loadStateScope(tx, me), values, null));
        const now = new Date();
        const row = await stores.careTeam.create(tx, content, { authorId: me.id, now });
        await adminAuditRepository.record(
          tx,
          me,
          { entityType: 'CareTeam', entityId: row.id, action: 'create', before: null, after: careTeamAuditShape(content) },
          now,
        );
        return viewOf(tx, row);
      });
    },

    async update(user: SessionUser | null, args: { id: string; versionId: number; team: unknown }): Promise<CareTeamView> {
      const me = authorize(user, 'Mutation.updateCareTeam');
      const { id, versionId, values } = parseCareTeamUpdate(args);
      return db.transaction(async (tx) => {
        const scope = await loadStateScope(tx, me);
        const row = await stores.careTeam.read(tx, id, { forUpdate: true });
        if (!row || !teamInScope(scope, row.content.state)) throw notFound('Care team');
        if (row.versionId !== versionId) throw conflict({ currentVersion: row.versionId });
        const content = careTeamOf(values, await checkedNames(tx, scope, values, row.content));
        const now = new Date();
        try {
          const saved = await stores.careTeam.update(tx, id, content, row.versionId, { authorId: me.id, now });
          await adminAuditRepository.record(
            tx,
            me,
            {
              entityType: 'CareTeam',
              entityId: id,
              action: 'update',
              before: careTeamAuditShape(row.content),
              after: careTeamAuditShape(content),
            },
            now,
          );
          return viewOf(tx, saved);
        } catch (error) {
          if (error instanceof ConflictError) throw conflict({ currentVersion: error.currentVersion });
          throw error;
        }
      });
    },
  };
}

export type CareTeamService = ReturnType<typeof createCareTeamService>;
