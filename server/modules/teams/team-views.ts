// Care team rows → the GraphQL CareTeam of team.graphql (plain JSON): participants with their
// practitioners' current names (the name saved with the team when the practitioner is gone).
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import { teamRoleLabel } from '../../../src/domain/administration/team-input.ts';
import { referenceId, type TeamNames } from '../../../src/domain/administration/team-record.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

export function toCareTeamView(row: ResourceRow<CareTeam>, names: TeamNames) {
  const t = row.content;
  const marketId = referenceId(t.managingOrganization, 'Organization');
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: t.name,
    active: t.active,
    state: t.state ?? null,
    managingMarket: marketId ? { id: marketId, name: names.markets.get(marketId) ?? t.managingOrganization?.display ?? '' } : null,
    note: t.note ?? null,
    participants: t.participant.map((p) => {
      const practitionerId = referenceId(p.practitioner, 'Practitioner') ?? '';
      return {
        practitionerId,
        practitionerName: names.practitioners.get(practitionerId) ?? p.practitioner.display ?? '',
        role: p.role,
        roleLabel: teamRoleLabel(p.role),
        specialty: p.specialty ?? null,
      };
    }),
  };
}

export type CareTeamView = ReturnType<typeof toCareTeamView>;
