// The team the server sends ↔ the form's values ↔ the input the server takes (the form keeps the
// picked clinicians' names to show them; the input sends only ids).
import { type CareTeamFormValues, type CareTeamValues, emptyCareTeam } from '../../domain/administration/team-input';
import type { CareTeamInput } from '../../gql/graphql';
import type { CareTeamItem } from './teams-api';

export function formValuesOf(team: CareTeamItem | null): CareTeamFormValues {
  if (!team) return emptyCareTeam();
  return {
    name: team.name,
    active: team.active,
    state: team.state ?? '',
    managingMarketId: team.managingMarket?.id ?? '',
    note: team.note ?? '',
    participants: team.participants.map((p) => ({
      practitionerId: p.practitionerId,
      practitionerName: p.practitionerName,
      role: p.role,
      specialty: p.specialty ?? '',
    })),
  };
}

export function inputOf(values: CareTeamValues): CareTeamInput {
  return {
    name: values.name,
    active: values.active,
    state: values.state,
    managingMarketId: values.managingMarketId || null,
    note: values.note,
    participants: values.participants.map(({ practitionerName: _name, ...p }) => p),
  };
}
