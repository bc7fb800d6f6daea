// The words /teams shows for a care team's parts (SPEC §2 'Change history': which fields a change
// touched).
export const TEAM_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  active: 'Active',
  state: 'State',
  managingOrganization: 'Managing market',
  note: 'Note',
  participant: 'Participants',
};
