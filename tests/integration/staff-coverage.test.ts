// PCC config, telehealth clinicians and lead clinicians over the real server (SPEC §2, permission
// settings): the users of each kind's job functions with their config, the save and its audit
// row, the refusals (no settings, external, reviewer-readonly, signed out), the SPEC §5 words on
// the field at fault, and what a save changes for the users configured: a PCC's and a telehealth
// clinician's states become their patient access (PatientList follows at once), and a lead reads
// the schedules of the clinicians they lead, and no one else's.
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { addPractitioner, fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const LIST = `query($kind: String!, $term: String, $first: Int, $after: String) {
  CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage } edges { node { userId name email status states markets { id name } clinicians { id name } updatedAt } } } }`;
const ONE = `query($kind: String!, $userId: ID!) {
  CoverageConfig(kind: $kind, userId: $userId) { config { kind userId name states markets { id name state } clinicians { id name active } updatedAt }
    clinicianChoices { id name active } } }`;
const UPDATE = `mutation($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {
  updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) { kind userId states markets { id name } clinicians { id name } updatedAt } }`;
const AUDIT = `query($entityId: ID!) { AdminAuditList(entityType: "CoverageConfig", entityId: $entityId) {
  totalCount edges { node { action actorEmail changedFields before after } } } }`;
const PATIENTS = 'query { PatientList(first: 100) { totalCount edges { node { id state } } } }';
const BOARD =
  'query($clinicianId: ID!, $from: String!, $to: String!) { ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) { clinician { id } } }';

interface Config {
  kind: string;
  userId: string;
  name: string;
  states: string[];
  markets: { id: string; name: string; state?: string }[];
  clinicians: { id: string; name: string; active?: boolean }[];
  updatedAt: string | null;
}
interface Listed {
  totalCount: number;
  edges: { node: Config & { email: string; status: string } }[];
}

describe.each(kinds)('staff coverage on %s', (kind) => {
  let s: TestServer;
  let tampa: string;
  let houston: string;
  let ledId: string;
  let otherId: string;
  let inactiveId: string;
  const today = dayjs().format('YYYY-MM-DD');
  const userId = (key: string) => s.user(key).id;
  /** updateCoverageConfig's variables, against the row's current version (0 before any save), as the form read it. */
  const at = async (vars: { kind: string; userId: string; input: Record<string, unknown> }) => {
    const [row] = await s.db
      .select({ version: schema.coverageConfigs.version })
      .from(schema.coverageConfigs)
      .where(and(eq(schema.coverageConfigs.kind, vars.kind as 'pcc'), eq(schema.coverageConfigs.userId, vars.userId)));
    return { ...vars, versionId: row?.version ?? 0 };
  };

  beforeAll(async () => {
    s = await startServer(kind);
    const market = async (name: string, state: string) =>
      (
        await stores.organization.create(
          s.db,
          { active: true, name, type: 'market', address: [{ line: [], city: name, state, postalCode: '' }] },
          { authorId: null },
        )
      ).id;
    tampa = await market('Tampa Bay', 'FL');
    houston = await market('Houston', 'TX');
    // A PCC and a telehealth clinician who read no patient yet; a lead of no market (so only what
    // they lead is theirs); reviewer-readonly and external users holding settings.
    await s.addUser({
      key: 'pcc-new',
      givenName: 'Penny',
      familyName: 'Coordinator',
      roles: ['staff'],
      jobFunctions: ['pons'],
      permissions: ['patient'],
    });
    await s.addUser({ key: 'th-new', roles: ['staff'], jobFunctions: ['telemedicine-clinician'], permissions: ['patient'] });
    await s.addUser({
      key: 'lead-new',
      givenName: 'Lee',
      familyName: 'Lead',
      roles: ['staff'],
      jobFunctions: ['leadclin'],
      permissions: ['patient'],
    });
    await s.addUser({
      key: 'reviewer-settings',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings', 'patient'],
    });
    ledId = (await addPractitioner(s, 'FL', undefined, ['Tampa Bay'])).practitionerId;
    otherId = (await addPractitioner(s, 'FL', undefined, ['Tampa Bay'])).practitionerId;
    const inactive = await addPractitioner(s, 'TX');
    inactiveId = inactive.practitionerId;
    const row = await stores.practitioner.read(s.db, inactiveId);
    if (!row) throw new Error('no practitioner');
    await stores.practitioner.update(s.db, row.id, { ...row.content, active: false }, row.versionId, { authorId: null });
    await s.addPatients([makePatient('Flo', 'Rida', { state: 'FL' }), makePatient('Tex', 'Ann', { state: 'TX' })]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists the users of each kind’s job functions, empty until first saved, and searches them', async () => {
    const pcc = await ok<Listed>(s, 'admin', LIST, { kind: 'pcc' });
    const ids = pcc.edges.map((e) => e.node.userId);
    expect(ids).toEqual(expect.arrayContaining([userId('pcc'), userId('pcc-new')]));
    expect(ids).not.toContain(userId('clinician'));
    expect(pcc.totalCount).toBe(ids.length);
    const fresh = pcc.edges.find((e) => e.node.userId === userId('pcc-new'))?.node;
    expect(fresh).toMatchObject({ name: 'Penny Coordinator', states: [], markets: [], clinicians: [], updatedAt: null, status: 'active' });

    const found = await ok<Listed>(s, 'admin', LIST, { kind: 'pcc', term: 'penny coord' });
    expect(found.edges.map((e) => e.node.userId)).toEqual([userId('pcc-new')]);
    const th = await ok<Listed>(s, 'admin', LIST, { kind: 'th' });
    expect(th.edges.map((e) => e.node.userId)).toEqual(expect.arrayContaining([userId('telehealth'), userId('th-new')]));
    const lead = await ok<Listed>(s, 'admin', LIST, { kind: 'lead', first: 1 });
    expect(lead.edges).toHaveLength(1);
    expect(lead.totalCount).toBe(2);
  });

  it('saves a PCC’s states and markets: their patient lists follow at once, and the change is audited', async () => {
    expect((await ok<{ totalCount: number }>(s, 'pcc-new', PATIENTS, {})).totalCount).toBe(0);
    const saved = await ok<Config>(
      s,
      'admin',
      UPDATE,
      await at({
        kind: 'pcc',
        userId: userId('pcc-new'),
        input: { states: ['TX'], marketIds: [houston] },
      }),
    );
    expect(saved).toMatchObject({ kind: 'pcc', states: ['TX'], markets: [{ id: houston, name: 'Houston' }], clinicians: [] });
    expect(saved.updatedAt).not.toBeNull();
    const listed = await ok<{ edges: { node: { state: string } }[] }>(s, 'pcc-new', PATIENTS, {});
    expect(listed.edges.map((e) => e.node.state)).toEqual(['TX']);

    await ok(s, 'admin', UPDATE, await at({ kind: 'pcc', userId: userId('pcc-new'), input: { states: ['FL'], marketIds: [tampa] } }));
    expect((await ok<{ edges: { node: { state: string } }[] }>(s, 'pcc-new', PATIENTS, {})).edges.map((e) => e.node.state)).toEqual(['FL']);

    const one = await ok<{ config: Config; clinicianChoices: unknown[] }>(s, 'admin', ONE, { kind: 'pcc', userId: userId('pcc-new') });
    expect(one.config.markets).toEqual([{ id: tampa, name: 'Tampa Bay', state: 'FL' }]);
    expect(one.clinicianChoices).toEqual([]);

    const audit = await ok<{
      totalCount: number;
      edges: { node: { action: string; actorEmail: string; changedFields: string[]; before: unknown; after: unknown } }[];
    }>(s, 'admin', AUDIT, { entityId: `pcc:${userId('pcc-new')}` });
    expect(audit.totalCount).toBe(2);
    expect(audit.edges.map((e) => e.node.action)).toEqual(['update', 'create']);
    expect(audit.edges[0]?.node).toMatchObject({
      actorEmail: 'admin@demo.test',
      changedFields: ['marketIds', 'states'],
      before: { states: ['TX'], marketIds: [houston], clinicianIds: [] },
      after: { states: ['FL'], marketIds: [tampa], clinicianIds: [] },
    });
    expect(audit.edges[1]?.node.before).toBeNull();
  });

  it('saves a telehealth clinician’s states as their patient access (the waiting room’s states)', async () => {
    await ok(s, 'admin', UPDATE, await at({ kind: 'th', userId: userId('th-new'), input: { states: ['TX', 'FL'] } }));
    expect((await ok<{ totalCount: number }>(s, 'th-new', PATIENTS, {})).totalCount).toBe(2);
    // The markets user administration grants (security) stay as they were: coverage adds to them.
    const [row] = await s.db
      .select({ markets: schema.users.markets })
      .from(schema.users)
      .where(eq(schema.users.id, userId('th-new')));
    expect(row?.markets).toEqual([]);
  });

  it('lets a lead read the schedule of a clinician they lead, and not another’s', async () => {
    const board = (clinicianId: string) => ({ clinicianId, from: today, to: today });
    expect((await fails(s, 'lead-new', BOARD, board(ledId))).extensions?.code).toBe('FORBIDDEN');

    const one = await ok<{ config: Config; clinicianChoices: { id: string; active: boolean }[] }>(s, 'admin', ONE, {
      kind: 'lead',
      userId: userId('lead-new'),
    });
    const choices = one.clinicianChoices.map((c) => c.id);
    expect(choices).toEqual(expect.arrayContaining([ledId, otherId]));
    expect(choices).not.toContain(inactiveId);

    const saved = await ok<Config>(
      s,
      'admin',
      UPDATE,
      await at({ kind: 'lead', userId: userId('lead-new'), input: { clinicianIds: [ledId] } }),
    );
    expect(saved.clinicians).toEqual([{ id: ledId, name: 'Pat Practitioner FL' }]);
    expect((await ok<{ clinician: { id: string } }>(s, 'lead-new', BOARD, board(ledId))).clinician.id).toBe(ledId);
    expect((await fails(s, 'lead-new', BOARD, board(otherId))).extensions?.code).toBe('FORBIDDEN');
    // A lead's states are not a patient access grant: nothing but the led clinicians changed.
    expect((await ok<{ totalCount: number }>(s, 'lead-new', PATIENTS, {})).totalCount).toBe(0);

    await ok(s, 'admin', UPDATE, await at({ kind: 'lead', userId: userId('lead-new'), input: { clinicianIds: [] } }));
    expect((await fails(s, 'lead-new', BOARD, board(ledId))).extensions?.code).toBe('FORBIDDEN');
  });

  it("offers and accepts only clinicians of the editor's own states (an administrator: all)", async () => {
    await s.addUser({ key: 'settings-fl', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['FL'] });
    const texan = (await addPractitioner(s, 'TX', undefined, ['Houston'])).practitionerId;
    const choicesOf = async (who: string) =>
      (await ok<{ clinicianChoices: { id: string }[] }>(s, who, ONE, { kind: 'lead', userId: userId('lead-new') })).clinicianChoices.map(
        (c) => c.id,
      );
    expect(await choicesOf('admin')).toContain(texan);
    const mine = await choicesOf('settings-fl');
    expect(mine).toContain(ledId);
    expect(mine).not.toContain(texan);
    const refused = await fails(
      s,
      'settings-fl',
      UPDATE,
      await at({ kind: 'lead', userId: userId('lead-new'), input: { clinicianIds: [texan] } }),
    );
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.clinicianIds' });
  });

  it('lets a lead who is also a clinician read a led clinician outside the markets they cover', async () => {
    await s.addUser({ key: 'clin-lead', roles: ['staff'], jobFunctions: ['clin', 'leadclin'], permissions: ['patient'], markets: ['FL'] });
    await addPractitioner(s, 'FL', 'clin-lead', ['Tampa Bay']);
    const texan = (await addPractitioner(s, 'TX', undefined, ['Houston'])).practitionerId;
    const board = { clinicianId: texan, from: today, to: today };
    expect((await fails(s, 'clin-lead', BOARD, board)).extensions?.code).toBe('FORBIDDEN');
    await ok(s, 'admin', UPDATE, await at({ kind: 'lead', userId: userId('clin-lead'), input: { clinicianIds: [texan] } }));
    expect((await ok<{ clinician: { id: string } }>(s, 'clin-lead', BOARD, board)).clinician.id).toBe(texan);
  });

  it.each([
    ['a kind that is not one', { kind: 'boss', userId: randomUUID(), input: {} }, 'kind', 'This field has incorrect value'],
    ['a user without the kind’s job function', { kind: 'pcc', userId: 'clinician', input: {} }, 'userId', 'This field has incorrect value'],
    ['a user who does not exist', { kind: 'th', userId: randomUUID(), input: {} }, 'userId', 'This field has incorrect value'],
    [
      'an unsupported state',
      { kind: 'pcc', userId: 'pcc', input: { states: ['FL', 'ZZ'] } },
      'input.states',
      'This field has incorrect value',
    ],
    [
      'a market that is not one',
      { kind: 'pcc', userId: 'pcc', input: { marketIds: [randomUUID()] } },
      'input.marketIds',
      'This field has incorrect value',
    ],
    [
      'clinicians for a PCC',
      { kind: 'pcc', userId: 'pcc', input: { clinicianIds: ['LED'] } },
      'input.clinicianIds',
      'This field has incorrect value',
    ],
    [
      'states for a lead',
      { kind: 'lead', userId: 'leadclin', input: { states: ['FL'] } },
      'input.states',
      'This field has incorrect value',
    ],
    [
      'an inactive clinician',
      { kind: 'lead', userId: 'leadclin', input: { clinicianIds: ['INACTIVE'] } },
      'input.clinicianIds',
      'This field has incorrect value',
    ],
    [
      'a clinician who does not exist',
      { kind: 'lead', userId: 'leadclin', input: { clinicianIds: [randomUUID()] } },
      'input.clinicianIds',
      'This field has incorrect value',
    ],
  ])('refuses %s with the SPEC §5 words on its field', async (_what, args, field, message) => {
    const ids = (list: unknown) =>
      (list as string[] | undefined)?.map((id) => (id === 'LED' ? ledId : id === 'INACTIVE' ? inactiveId : id));
    const input = { ...args.input, ...('clinicianIds' in args.input ? { clinicianIds: ids(args.input.clinicianIds) } : {}) };
    const target = s.users.has(args.userId) ? userId(args.userId) : args.userId;
    const error = await fails(s, 'admin', UPDATE, await at({ kind: args.kind, userId: target, input }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toBe(message);
  });

  it('reads only the users of the kind (NOT_FOUND for anyone else)', async () => {
    expect((await fails(s, 'admin', ONE, { kind: 'lead', userId: userId('pcc') })).extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['without settings (billing)', 'billing'],
    ['external', 'external'],
    ['reviewer-readonly', 'reviewer'],
  ])('refuses a user %s every operation (FORBIDDEN)', async (_who, key) => {
    for (const [query, variables] of [
      [LIST, { kind: 'pcc' }],
      [ONE, { kind: 'pcc', userId: userId('pcc') }],
      [UPDATE, await at({ kind: 'pcc', userId: userId('pcc'), input: { states: ['FL'] } })],
    ] as const) {
      expect((await fails(s, key, query, variables)).extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('lets reviewer-readonly with settings read but change nothing', async () => {
    await ok(s, 'reviewer-settings', LIST, { kind: 'pcc' });
    const error = await fails(s, 'reviewer-settings', UPDATE, await at({ kind: 'pcc', userId: userId('pcc'), input: { states: ['TX'] } }));
    expect(error.extensions?.code).toBe('FORBIDDEN');
    const [row] = await s.db
      .select({ markets: schema.users.markets })
      .from(schema.users)
      .where(eq(schema.users.id, userId('pcc')));
    expect(row?.markets).toEqual(['FL']);
  });

  it('refuses a signed-out caller (UNAUTHENTICATED)', async () => {
    for (const [query, variables] of [
      [LIST, { kind: 'pcc' }],
      [ONE, { kind: 'pcc', userId: userId('pcc') }],
      [UPDATE, await at({ kind: 'pcc', userId: userId('pcc'), input: {} })],
    ] as const) {
      const res = await s.gql(query, variables);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
