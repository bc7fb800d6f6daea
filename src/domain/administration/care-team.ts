// SPEC §3 'Care team clinician': a care team and its participants (practitioner role, specialty).
import type { Reference, ResourceBase } from '../resources';

export interface CareTeamParticipant {
  practitioner: Reference;
  /** The participant's role in the team (practitioner role code, e.g. 'clin', 'leadclin', 'sphy'). */
  role: string;
  specialty?: string;
}

export interface CareTeam extends ResourceBase {
  resourceType?: 'CareTeam';
  name: string;
  active: boolean;
  /** The team's state (a market's state), for lists and filters. */
  state?: string;
  participant: CareTeamParticipant[];
  /** The market (Organization of type market) that manages the team. */
  managingOrganization?: Reference;
  note?: string;
}
