// createCareTeam and updateCareTeam (SPEC §2 /teams: settings; SPEC §3 'Care team clinician'),
// declared once for the write pipeline (DESIGN §5). Teams are kept within the caller's states as
// clinicians are (DESIGN §8 'Access'; an administrator: all): another state's team is NOT_FOUND,
// as if it did not exist, and a team is not placed in a state the caller does not work with. A
// team's participants must be practitioners that exist and are active (one who became inactive may
// stay in a team they are already in, not join one), a new member a clinician the caller reads, its
// managing market a market organization of the team's state: 'This field has incorrect value' on
// the field otherwise. An update is written against the version the user saw (CONFLICT, SPEC §8
// words, when it moved on). Every create and update writes its audit row in the same transaction
// (SPEC §2 'Change history'). A team grants no one access.
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
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { clinicianInReach } from '../clinicians/clinician-service.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseCareTeamInput, parseCareTeamUpdate } from './team-input.ts';
import { type CareTeamView, toCareTeamView } from './team-views.ts';

export const TEAM_OUT_OF_REACH = 'You cannot place the team in a state you do not work with.';

const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, field);

/** Whether a team of `state` is one a caller of `scope` works with (null scope: an administrator). */
export const teamInScope = (scope: StateScope, state: string | null | undefined): boolean =>
  scope === null || (!!state && scope.includes(state));

/** The current names of the teams' practitioners and markets (one query after the other: also inside a write). */
export async function namesOf(tx: Executor, teams: readonly CareTeam[]): Promise<TeamNames> {
  const practitionerIds = [...new Set(teams.flatMap(participantIds))];
  const marketIds = [...new Set(teams.flatMap((t) => referenceId(t.managingOrganization, 'Organization') ?? []))];
  const practitioners = await stores.practitioner.readMany(tx, practitionerIds);
  const markets = await stores.organization.readMany(tx, marketIds);
  return {
    practitioners: new Map(practitioners.map((r) => [r.id, displayName(r.content.name)])),
    markets: new Map(markets.map((r) => [r.id, r.content.name])),
  };
}

export const teamView = async (tx: Executor, row: ResourceRow<CareTeam>): Promise<CareTeamView> =>
  toCareTeamView(row, await namesOf(tx, [row.content]));

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

/** The caller's states, where a new team may be placed. */
const callerStates: WriteTarget<unknown, { scope: StateScope }> = {
  kind: 'care-team',
  resolve: async (tx, me) => ({ scope: await loadStateScope(tx, me) }),
};

interface TeamTarget {
  row: ResourceRow<CareTeam>;
  scope: StateScope;
}

/** A team of the caller's states, locked for the change; its version is the team's. */
const teamToChange: WriteTarget<{ id: string }, TeamTarget> = {
  kind: 'care-team',
  async resolve(tx, me, { id }) {
    const scope = await loadStateScope(tx, me);
    const row = await stores.careTeam.read(tx, id, { forUpdate: true });
    if (!row || !teamInScope(scope, row.content.state)) throw notFound('Care team');
    return { row, scope };
  },
  versionOf: (target) => target.row.versionId,
};

export const teamWrites = {
  createCareTeam: defineWrite({
    operation: 'Mutation.createCareTeam',
    input: (raw: unknown) => parseCareTeamInput((raw as { team: unknown }).team),
    target: callerStates,
    apply: async ({ tx, me, now, input: values, target: { scope } }) => {
      const content = careTeamOf(values, await checkedNames(tx, scope, values, null));
      const row = await stores.careTeam.create(tx, content, { authorId: me.id, now });
      return { content, view: await teamView(tx, row) };
    },
    audit: (_ctx, { content, view }) => ({
      entityType: 'CareTeam',
      entityId: view.id,
      action: 'create',
      before: null,
      after: careTeamAuditShape(content),
    }),
  }),

  updateCareTeam: defineWrite({
    operation: 'Mutation.updateCareTeam',
    input: (raw: unknown) => parseCareTeamUpdate(raw as { id: string; versionId: number; team: unknown }),
    target: teamToChange,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { id, values }, target: { row, scope } }) => {
      const content = careTeamOf(values, await checkedNames(tx, scope, values, row.content));
      const saved = await stores.careTeam.update(tx, id, content, row.versionId, { authorId: me.id, now });
      return { content, view: await teamView(tx, saved) };
    },
    audit: ({ input: { id }, target: { row } }, { content }) => ({
      entityType: 'CareTeam',
      entityId: id,
      action: 'update',
      before: careTeamAuditShape(row.content),
      after: careTeamAuditShape(content),
    }),
  }),
};
