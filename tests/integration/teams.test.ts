// /teams over the real server (SPEC §2 'Teams': settings; SPEC §3 'Care team clinician'): create,
// list by name and state, read and update a team with its participants' names and roles; SPEC §5
// words on the field (the name, the state, a clinician that does not exist, is inactive or is named
// twice, a role that is not a clinician's, a market of another state); CONFLICT on a stale version;
// an audit row per change; teams kept within the caller's states (another state's is NOT_FOUND, and
// none is placed in a state the caller does not work with). Refused without the permission
// (billing's financial is not enough), to external and reviewer-readonly users, and signed out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { TEAM_OUT_OF_REACH } from '../../server/modules/teams/team-service.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import type { Practitioner } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const FIELDS = `id versionId name active state note managingMarket { id name }
  participants { practitionerId practitionerName role roleLabel specialty }`;
const LIST = `query($term: String, $state: String, $first: Int, $after: String) {
  CareTeamList(term: $term, state: $state, first: $first, after: $after) { totalCount pageInfo { hasNextPage } edges { node { ${FIELDS} } } } }`;
const ONE = `query($id: ID!) { CareTeam(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($team: CareTeamInput!) { createCareTeam(team: $team) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $versionId: Int!, $team: CareTeamInput!) { updateCareTeam(id: $id, versionId: $versionId, team: $team) { ${FIELDS} } }`;
const AUDIT = `query($id: ID!) { AdminAuditList(entityType: "CareTeam", entityId: $id) {
  totalCount edges { node { action actorEmail changedFields before after } } } }`;

interface TeamNode {
  id: string;
  versionId: number;
  name: string;
  active: boolean;
  state: string | null;
  note: string | null;
  managingMarket: { id: string; name: string } | null;
  participants: { practitionerId: string; practitionerName: string; role: string; roleLabel: string; specialty: string | null }[];
}
interface Listed {
  totalCount: number;
  edges: { node: TeamNode }[];
}
interface Audit {
  totalCount: number;
  edges: { node: { action: string; actorEmail: string; changedFields: string[]; before: unknown; after: { name?: string } } }[];
}

const practitioner = (given: string, family: string, active = true): Practitioner => ({
  active,
  name: [{ use: 'official', given: [given], family }],
  telecom: [],
  address: [{ line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
  markets: ['Tampa Bay'],
});

describe.each(kinds)('care teams on %s', (kind) => {
  let s: TestServer;
  const ids = { lead: '', nurse: '', idle: '', flMarket: '', txMarket: '' };

  beforeAll(async () => {
    s = await startServer(kind);
    const market = (name: string, state: string) =>
      stores.organization.create(
        s.db,
        { active: true, name, type: 'market', address: [{ line: [], city: name, state, postalCode: '' }] },
        { authorId: null },
      );
    ids.flMarket = (await market('Tampa Bay', 'FL')).id;
    ids.txMarket = (await market('Houston', 'TX')).id;
    const [lead, nurse, idle] = await stores.practitioner.createMany(
      s.db,
      [practitioner('Lee', 'Lead'), practitioner('Nia', 'Nurse'), practitioner('Ivan', 'Idle', false)],
      { authorId: null },
    );
    if (!lead || !nurse || !idle) throw new Error('no practitioners');
    Object.assign(ids, { lead: lead.id, nurse: nurse.id, idle: idle.id });
    await s.addUser({ key: 'reviewer-settings', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['settings'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  const team = (over: Record<string, unknown> = {}) => ({
    name: 'Tampa  North',
    state: 'FL',
    managingMarketId: ids.flMarket,
    note: 'Covers the north side.',
    participants: [
      { practitionerId: ids.lead, role: 'leadclin', specialty: 'Wound care' },
      { practitionerId: ids.nurse, role: 'clin' },
    ],
    ...over,
  });

  it('refuses every operation without the settings permission, to external and reviewer-readonly users, and signed out', async () => {
    const calls = [
      [LIST, {}],
      [ONE, { id: randomUUID() }],
      [CREATE, { team: team() }],
      [UPDATE, { id: randomUUID(), versionId: 1, team: team() }],
    ] as const;
    for (const [query, variables] of calls) {
      for (const key of [NOBODY.key, 'billing', 'external', 'reviewer']) {
        expect((await fails(s, key, query, variables)).extensions?.code, key).toBe('FORBIDDEN');
      }
      expect((await s.gql(query, variables)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // reviewer-readonly reads, but changes nothing.
    expect((await ok<Listed>(s, 'reviewer-settings', LIST, {})).totalCount).toBe(0);
    expect((await fails(s, 'reviewer-settings', CREATE, { team: team() })).extensions?.code).toBe('FORBIDDEN');
  });

  it('creates a team with its participants named, finds it by name and state, and audits it', async () => {
    const created = await ok<TeamNode>(s, 'admin', CREATE, { team: team() });
    expect(created).toMatchObject({
      versionId: 1,
      name: 'Tampa North',
      active: true,
      state: 'FL',
      note: 'Covers the north side.',
      managingMarket: { id: ids.flMarket, name: 'Tampa Bay' },
      participants: [
        { practitionerId: ids.lead, practitionerName: 'Lee Lead', role: 'leadclin', roleLabel: 'Lead Clinician', specialty: 'Wound care' },
        { practitionerId: ids.nurse, practitionerName: 'Nia Nurse', role: 'clin', roleLabel: 'Clinician', specialty: null },
      ],
    });
    await ok<TeamNode>(s, 'admin', CREATE, {
      team: team({ name: 'Houston Central', state: 'TX', managingMarketId: ids.txMarket, participants: [] }),
    });

    const names = async (variables: Record<string, unknown>) =>
      (await ok<Listed>(s, 'admin', LIST, variables)).edges.map((e) => e.node.name);
    expect(await names({})).toEqual(['Houston Central', 'Tampa North']);
    expect(await names({ term: 'north' })).toEqual(['Tampa North']);
    expect(await names({ state: 'TX' })).toEqual(['Houston Central']);
    expect(await names({ state: 'Texas' })).toEqual([]);
    expect((await ok<TeamNode>(s, 'admin', ONE, { id: created.id })).name).toBe('Tampa North');
    expect((await fails(s, 'admin', ONE, { id: randomUUID() })).extensions?.code).toBe('NOT_FOUND');

    const audit = await ok<Audit>(s, 'admin', AUDIT, { id: created.id });
    expect(audit.totalCount).toBe(1);
    expect(audit.edges[0]?.node).toMatchObject({
      action: 'create',
      actorEmail: 'admin@demo.test',
      before: null,
      after: { name: 'Tampa North' },
    });
  });

  it('refuses a bad team with the SPEC §5 words on the field, and writes nothing', async () => {
    const refused = async (over: Record<string, unknown>) => fails(s, 'admin', CREATE, { team: team(over) });
    expect(await refused({ name: ' ' })).toMatchObject({
      message: MESSAGES.required,
      extensions: { code: 'BAD_USER_INPUT', field: 'team.name' },
    });
    expect(await refused({ name: 'x'.repeat(101) })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'team.name' },
    });
    expect(await refused({ state: 'NY' })).toMatchObject({ message: MESSAGES.incorrectValue, extensions: { field: 'team.state' } });
    expect(await refused({ managingMarketId: ids.txMarket })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'team.managingMarketId' },
    });
    const row = (practitionerId: string, role = 'clin') => ({ practitionerId, role });
    expect(await refused({ participants: [row(ids.lead), row(randomUUID())] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'team.participants.1.practitionerId' },
    });
    expect(await refused({ participants: [row(ids.idle)] })).toMatchObject({ extensions: { field: 'team.participants.0.practitionerId' } });
    expect(await refused({ participants: [row('not-an-id')] })).toMatchObject({
      extensions: { field: 'team.participants.0.practitionerId' },
    });
    expect(await refused({ participants: [row(ids.lead), row(ids.nurse), row(ids.lead, 'sphy')] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'team.participants.2.practitionerId' },
    });
    expect(await refused({ participants: [row(ids.lead, 'billing')] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'team.participants.0.role' },
    });
    expect(await refused({ participants: [{ practitionerId: ids.lead }] })).toMatchObject({
      message: MESSAGES.required,
      extensions: { field: 'team.participants.0.role' },
    });
    expect((await ok<Listed>(s, 'admin', LIST, { term: 'x' })).totalCount).toBe(0);
    expect((await ok<Listed>(s, 'admin', LIST, {})).totalCount).toBe(2);
  });

  it("takes new members only among the clinicians of the editor's states (an administrator: all)", async () => {
    await s.addUser({ key: 'settings-tx', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    const res = await s.gql(CREATE, { team: team({ state: 'TX', managingMarketId: ids.txMarket }) }, await s.token('settings-tx'));
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'team.participants.0.practitionerId' });
  });

  it("keeps care teams within the caller's states, as clinicians are (an administrator: all)", async () => {
    await s.addUser({ key: 'settings-fl', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['FL'] });
    const fl = await ok<TeamNode>(s, 'admin', CREATE, { team: team({ name: 'Scoped Tampa', participants: [] }) });
    const tx = await ok<TeamNode>(s, 'admin', CREATE, {
      team: team({ name: 'Scoped Houston', state: 'TX', managingMarketId: ids.txMarket, participants: [] }),
    });
    const names = async (key: string) => (await ok<Listed>(s, key, LIST, { term: 'scoped' })).edges.map((e) => e.node.name);
    expect(await names('admin')).toEqual(['Scoped Houston', 'Scoped Tampa']);
    expect(await names('settings-fl')).toEqual(['Scoped Tampa']);
    expect((await ok<Listed>(s, 'settings-fl', LIST, { term: 'scoped', state: 'TX' })).totalCount).toBe(0);
    // Another state's team is NOT_FOUND, as if it did not exist, to read and to change.
    expect((await ok<TeamNode>(s, 'settings-fl', ONE, { id: fl.id })).name).toBe('Scoped Tampa');
    expect((await fails(s, 'settings-fl', ONE, { id: tx.id })).extensions?.code).toBe('NOT_FOUND');
    const txEdit = {
      id: tx.id,
      versionId: tx.versionId,
      team: team({ name: 'Taken', state: 'TX', managingMarketId: ids.txMarket, participants: [] }),
    };
    expect((await fails(s, 'settings-fl', UPDATE, txEdit)).extensions?.code).toBe('NOT_FOUND');
    // Nor is a team placed in, or moved to, a state the caller does not work with.
    const outOfReach = { message: TEAM_OUT_OF_REACH, extensions: { code: 'BAD_USER_INPUT', field: 'team.state' } };
    expect(
      await fails(s, 'settings-fl', CREATE, {
        team: team({ name: 'Scoped Austin', state: 'TX', managingMarketId: ids.txMarket, participants: [] }),
      }),
    ).toMatchObject(outOfReach);
    const move = {
      id: fl.id,
      versionId: fl.versionId,
      team: team({ name: 'Moved', state: 'TX', managingMarketId: ids.txMarket, participants: [] }),
    };
    expect(await fails(s, 'settings-fl', UPDATE, move)).toMatchObject(outOfReach);
    expect((await ok<TeamNode>(s, 'admin', ONE, { id: tx.id })).name).toBe('Scoped Houston');
    expect((await ok<TeamNode>(s, 'admin', ONE, { id: fl.id })).state).toBe('FL');
    // Within their states they change it as before.
    const saved = await ok<TeamNode>(s, 'settings-fl', UPDATE, {
      id: fl.id,
      versionId: fl.versionId,
      team: team({ name: 'Scoped Tampa 2' }),
    });
    expect(saved.participants.map((p) => p.practitionerName)).toEqual(['Lee Lead', 'Nia Nurse']);
  });

  it('updates a team against its version with an audit row; a stale version is a CONFLICT', async () => {
    const created = await ok<TeamNode>(s, 'admin', CREATE, { team: team({ name: 'Brandon', participants: [] }) });
    const updated = await ok<TeamNode>(s, 'admin', UPDATE, {
      id: created.id,
      versionId: created.versionId,
      team: team({
        name: 'Brandon East',
        active: false,
        managingMarketId: null,
        participants: [{ practitionerId: ids.nurse, role: 'sphy' }],
      }),
    });
    expect(updated).toMatchObject({
      versionId: 2,
      name: 'Brandon East',
      active: false,
      managingMarket: null,
      participants: [{ practitionerName: 'Nia Nurse', role: 'sphy', roleLabel: 'Supervising Physician' }],
    });
    const stale = await fails(s, 'admin', UPDATE, { id: created.id, versionId: 1, team: team({ name: 'Late' }) });
    expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } });
    expect((await fails(s, 'admin', UPDATE, { id: randomUUID(), versionId: 1, team: team() })).extensions?.code).toBe('NOT_FOUND');

    const audit = await ok<Audit>(s, 'admin', AUDIT, { id: created.id });
    expect(audit.edges.map((e) => e.node.action)).toEqual(['update', 'create']);
    expect(audit.edges[0]?.node.changedFields).toEqual(['active', 'managingOrganization', 'name', 'participant']);

    // A clinician who became inactive stays in the team they are in (the team can still be saved).
    const nurse = await stores.practitioner.read(s.db, ids.nurse);
    if (!nurse) throw new Error('no nurse');
    await stores.practitioner.update(s.db, ids.nurse, { ...nurse.content, active: false }, nurse.versionId, { authorId: null });
    const kept = await ok<TeamNode>(s, 'admin', UPDATE, {
      id: created.id,
      versionId: 2,
      team: team({ name: 'Brandon', participants: [{ practitionerId: ids.nurse, role: 'sphy' }] }),
    });
    expect(kept.participants.map((p) => p.practitionerName)).toEqual(['Nia Nurse']);
  });
});
