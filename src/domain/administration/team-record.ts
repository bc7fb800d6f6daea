// A care team (SPEC §3 'Care team clinician') from the /teams form: participants reference their
// practitioners (with the name as it was when saved, for a reader without the practitioner), the
// managing market its organization. The audit keeps the team without its version stamp.
import type { Reference } from '../resources';
import type { CareTeam } from './care-team';
import type { CareTeamValues } from './team-input';

export interface TeamNames {
  /** Practitioner id → name. */
  practitioners: ReadonlyMap<string, string>;
  /** Market organization id → name. */
  markets: ReadonlyMap<string, string>;
}

/** The team as stored after the form's values (`values` parsed by CareTeamInput, ids lower-case). */
export function careTeamOf(values: CareTeamValues, names: TeamNames): CareTeam {
  const team: CareTeam = {
    resourceType: 'CareTeam',
    name: values.name,
    active: values.active,
    state: values.state,
    participant: values.participants.map((p) => {
      const display = names.practitioners.get(p.practitionerId);
      return {
        practitioner: { reference: `Practitioner/${p.practitionerId}`, ...(display ? { display } : {}) },
        role: p.role,
        ...(p.specialty ? { specialty: p.specialty } : {}),
      };
    }),
  };
  if (values.managingMarketId) {
    const display = names.markets.get(values.managingMarketId);
    team.managingOrganization = { reference: `Organization/${values.managingMarketId}`, ...(display ? { display } : {}) };
  }
  if (values.note) team.note = values.note;
  return team;
}

/** The id a reference names when it is of `type` ('Practitioner/{id}'), else null. */
export function referenceId(ref: Reference | undefined, type: string): string | null {
  const [kind, id] = ref?.reference.split('/') ?? [];
  return kind === type && id ? id : null;
}

/** The ids of the team's practitioners, in order. */
export const participantIds = (team: Pick<CareTeam, 'participant'>): string[] =>
  team.participant.flatMap((p) => {
    const id = referenceId(p.practitioner, 'Practitioner');
    return id ? [id] : [];
  });

/** What the audit keeps of a team (SPEC §2 'Change history'). */
export function careTeamAuditShape(team: CareTeam): Record<string, unknown> {
  const { meta: _meta, id: _id, resourceType: _type, ...rest } = team;
  return rest;
}
