// The demo's administration (SPEC §2 User Config): who covers what (PCC config, telehealth
// clinicians, lead clinicians: the personas' Florida work, and the clinicians the lead clinician
// leads), a Tampa Bay care team, and the billing persona's payers and legal entity, so each admin
// screen opens on real records.
import type { CareTeam } from '../../src/domain/administration/care-team.ts';
import type { coverageConfigs } from '../db/schema.ts';
import type { WithId } from './address.ts';
import { type Org, orgsOf } from './organizations.ts';
import { HOME_MARKET } from './places.ts';
import { type Staff, staffOf } from './practitioners.ts';
import { Rng } from './random.ts';
import type { UserRow } from './users.ts';

export type CoverageRow = typeof coverageConfigs.$inferInsert;

const userOf = (users: readonly UserRow[], email: string): UserRow => {
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`seed: no user ${email}`);
  return user;
};

export function buildCoverage(users: readonly UserRow[], staff: readonly Staff[], orgs: readonly Org[], now: Date): CoverageRow[] {
  const market = orgsOf(orgs, 'market', 'FL').find((o) => o.name === HOME_MARKET);
  const marketIds = market ? [market.id] : [];
  const led = ['clinician', 'clinician2', 'newuser'].map((key) => staffOf(staff, key).practitioner.id);
  return [
    { kind: 'pcc', userId: userOf(users, 'pcc@demo.test').id, states: ['FL'], marketIds, clinicianIds: [], updatedAt: now },
    { kind: 'th', userId: userOf(users, 'telehealth@demo.test').id, states: ['FL'], marketIds, clinicianIds: [], updatedAt: now },
    { kind: 'th', userId: userOf(users, 'telehealth2@demo.test').id, states: ['FL'], marketIds, clinicianIds: [], updatedAt: now },
    { kind: 'lead', userId: userOf(users, 'leadclin@demo.test').id, states: ['FL'], marketIds, clinicianIds: led, updatedAt: now },
  ];
}

export function buildCareTeams(staff: readonly Staff[], orgs: readonly Org[]): WithId<CareTeam>[] {
  const rng = new Rng('care-teams');
  const market = orgsOf(orgs, 'market', 'FL').find((o) => o.name === HOME_MARKET);
  const ref = (key: string) => {
    const p = staffOf(staff, key).practitioner;
    return { reference: `Practitioner/${p.id}`, display: `${p.name[0]?.given[0] ?? ''} ${p.name[0]?.family ?? ''}`.trim() };
  };
  return [
    {
      id: rng.uuid(),
      name: 'Tampa Bay Wound Team',
      active: true,
      state: 'FL',
      ...(market ? { managingOrganization: { reference: `Organization/${market.id}`, display: market.name } } : {}),
      participant: [
        { practitioner: ref('leadclin'), role: 'leadclin', specialty: 'Wound care' },
        { practitioner: ref('clinician'), role: 'clin', specialty: 'Wound care' },
        { practitioner: ref('clinician2'), role: 'clin' },
      ],
      note: 'Covers Temple Terrace, Brandon and Lutz.',
    },
    {
      id: rng.uuid(),
      name: 'Tampa Bay Telehealth',
      active: true,
      state: 'FL',
      participant: [
        { practitioner: ref('telehealth'), role: 'telemedicine-clinician' },
        { practitioner: ref('telehealth2'), role: 'telemedicine-clinician' },
      ],
    },
  ];
}

/** The billing persona works for Florida's payers (SPEC §3 User payers) under the Tampa Bay market. */
export function withOrganizations(users: UserRow[], orgs: readonly Org[]): UserRow[] {
  const payers = [...orgsOf(orgs, 'ins', 'FL'), ...orgsOf(orgs, 'mso', 'FL')].slice(0, 2).map((o) => o.id);
  const market = orgsOf(orgs, 'market', 'FL').find((o) => o.name === HOME_MARKET);
  return users.map((u) => (u.email === 'billing@demo.test' ? { ...u, payerIds: payers, legalEntityIds: market ? [market.id] : [] } : u));
}
