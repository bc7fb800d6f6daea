// An encounter's signed versions (SPEC §3 Encounter versions), worked out from its Provenance:
// each 'e-sign' makes a version, the first 'eSigned' and each later one 'Amended' (an amendment
// signed); the 'amend' acts since the previous e-sign give its amend clinician and reasons. The
// Provenance (not the encounter's history) is the source because the seed records the acts of
// encounters it writes in their final state. People are named from their clinician account
// (with its NPI) where the acting user has one.
import { displayName, type Practitioner, type Provenance } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { formsHistoryRepository } from './forms-history-repository.ts';

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';

export interface ParticipantView {
  id: string;
  /** What the provenance names: User/{id}, or Practitioner/{id} for a clinician without an account. */
  reference: string;
  name: string;
  practitionerId: string | null;
  npi: string | null;
}

export interface EncounterVersionView {
  id: string;
  encounterId: string;
  version: number;
  status: 'eSigned' | 'Amended';
  signedAt: string;
  lastUpdated: string;
  clinician: ParticipantView | null;
  onsiteProvider: ParticipantView | null;
  amendClinician: ParticipantView | null;
  reasons: string[];
}

interface Amendment {
  by: ParticipantView | null;
  reasons: string[];
}

const npiOf = (p: Practitioner | undefined): string | null => p?.identifier?.find((i) => i.system === NPI_SYSTEM)?.value ?? null;

/** The acting people of the provenance rows, by reference (one query for users, one for practitioners). */
async function participants(tx: Executor, rows: readonly ResourceRow<Provenance>[]): Promise<Map<string, ParticipantView>> {
  const refs = new Map<string, string | undefined>();
  for (const row of rows) for (const { who } of row.content.agent) refs.set(who.reference, who.display);
  const idsOf = (type: string) => [...refs.keys()].filter((r) => r.startsWith(`${type}/`)).map((r) => r.slice(type.length + 1));
  const users = await formsHistoryRepository.usersByIds(tx, idsOf('User'));
  const practitionerIds = [...new Set([...idsOf('Practitioner'), ...[...users.values()].flatMap((u) => u.practitionerId ?? [])])];
  const practitioners = new Map((await stores.practitioner.readMany(tx, practitionerIds)).map((p) => [p.id, p.content]));
  const out = new Map<string, ParticipantView>();
  for (const [reference, display] of refs) {
    const [type, id = ''] = reference.split('/');
    const user = type === 'User' ? users.get(id) : undefined;
    const practitionerId = type === 'Practitioner' ? id : (user?.practitionerId ?? null);
    const practitioner = practitionerId ? practitioners.get(practitionerId) : undefined;
    const name =
      (practitioner && displayName(practitioner.name)) || (user && `${user.givenName} ${user.familyName}`.trim()) || display || 'Unknown';
    out.set(reference, { id, reference, name, practitionerId: practitioner ? practitionerId : null, npi: npiOf(practitioner) });
  }
  return out;
}

/** The versions of one encounter, oldest first, from its provenance rows (in the order they happened). */
export async function encounterVersions(
  tx: Executor,
  encounterId: string,
  rows: readonly ResourceRow<Provenance>[],
): Promise<EncounterVersionView[]> {
  const acts = rows.filter((r) => r.content.activity === 'e-sign' || r.content.activity === 'amend');
  const people = await participants(tx, acts);
  const who = (row: ResourceRow<Provenance>) => {
    const ref = row.content.agent[0]?.who.reference;
    return ref ? (people.get(ref) ?? null) : null;
  };
  const versions: EncounterVersionView[] = [];
  let amendment: Amendment | null = null;
  for (const row of acts) {
    if (row.content.activity === 'amend') {
      const earlier: string[] = amendment ? amendment.reasons : [];
      amendment = { by: who(row), reasons: row.content.reason ? [...earlier, row.content.reason] : earlier };
      continue;
    }
    const version = versions.length + 1;
    versions.push({
      id: row.id,
      encounterId,
      version,
      status: version === 1 ? 'eSigned' : 'Amended',
      signedAt: row.content.recorded,
      lastUpdated: row.lastUpdated.toISOString(),
      clinician: who(row),
      onsiteProvider: null,
      amendClinician: version === 1 ? null : (amendment?.by ?? null),
      reasons: version === 1 ? [] : (amendment?.reasons ?? []),
    });
    amendment = null;
  }
  return versions;
}
