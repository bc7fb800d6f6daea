// /clinicians over the real server (SPEC §2 'Clinicans': settings or financial; SPEC §3
// Practitioner): the list by name, state, market and status within the caller's markets (billing
// in Florida sees Florida's clinicians, another state's is NOT_FOUND; a settings user with no
// market and no administrator role sees none), one clinician with its linked user, and the edit:
// SPEC §5 words on the field, markets that exist, CONFLICT on a stale version, no move out of the
// caller's states, and its audit row. Refused without the permission, to external and
// reviewer-readonly users, and signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { EMPLOYEE_ID_SYSTEM, NPI_SYSTEM, type Practitioner } from '../../src/domain/resources.ts';
import { fails, linkUser, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const FIELDS = `id versionId name npi employeeId email state active adpSyncEnabled clinicianStartDate markets additionalMarkets
  phones { use value extension } address { line city state postalCode } qualifications { code periodEnd }
  linkedUser { id name email }`;
const LIST = `query($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {
  ClinicianList(term: $term, state: $state, market: $market, active: $active, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
const ONE = `query($id: ID!) { Clinician(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {
  updateClinician(id: $id, versionId: $versionId, clinician: $clinician) { ${FIELDS} } }`;
const AUDIT = `query($id: ID!) { AdminAuditList(entityType: "Practitioner", entityId: $id) {
  totalCount edges { node { action actorEmail changedFields before after } } } }`;

interface ClinicianNode {
  id: string;
  versionId: number;
  name: string;
  npi: string | null;
  employeeId: string | null;
  email: string | null;
  state: string | null;
  markets: string[];
  additionalMarkets: string[];
  qualifications: { code: string; periodEnd: string | null }[];
  phones: { use: string; value: string; extension: string | null }[];
  clinicianStartDate: string | null;
  adpSyncEnabled: boolean;
  linkedUser: { id: string; name: string; email: string } | null;
}
interface Listed {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: ClinicianNode }[];
}
interface Audit {
  totalCount: number;
  edges: { node: { action: string; actorEmail: string; changedFields: string[]; before: Practitioner; after: Practitioner } }[];
}

const practitioner = (given: string, family: string, state: string, markets: string[], active = true): Practitioner => ({
  active,
  name: [{ use: 'official', given: [given], family }],
  telecom: [
    { system: 'phone', value: '8135550100', use: 'mobile' },
    { system: 'email', value: `${given.toLowerCase()}@clinic.example`, use: 'work' },
  ],
  address: [{ line: ['9 Clinic Rd'], city: 'Somewhere', state, postalCode: '33601' }],
  identifier: [
    { system: NPI_SYSTEM, value: '1234567890' },
    { system: EMPLOYEE_ID_SYSTEM, value: 'E100' },
  ],
  markets,
});

const edit = (over: Record<string, unknown> = {}) => ({
  employeeId: 'E200',
  phones: [{ use: 'work', value: '8135550111', extension: '12' }],
  email: 'fiona@clinic.example',
  address: { line1: '9 Clinic Rd', line2: '', city: 'Somewhere', state: 'FL', postalCode: '33601' },
  qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }],
  adpSyncEnabled: true,
  clinicianStartDate: '2024-01-15',
  markets: ['tampa bay'],
  additionalMarkets: ['Orlando'],
  ...over,
});

describe.each(kinds)('clinicians on %s', (kind) => {
  let s: TestServer;
  const ids = { fl: '', tx: '', txInOrlando: '', inactive: '' };

  beforeAll(async () => {
    s = await startServer(kind);
    for (const [name, state] of [
      ['Tampa Bay', 'FL'],
      ['Orlando', 'FL'],
      ['Houston', 'TX'],
    ] as const) {
      await stores.organization.create(
        s.db,
        { active: true, name, type: 'market', address: [{ line: [], city: name, state, postalCode: '' }] },
        { authorId: null },
      );
    }
    const [fl, tx, txInOrlando, inactive] = await stores.practitioner.createMany(
      s.db,
      [
        practitioner('Fiona', 'Florida', 'FL', ['Tampa Bay']),
        practitioner('Tex', 'Texas', 'TX', ['Houston']),
        practitioner('Olivia', 'Orlando', 'TX', ['Orlando']),
        practitioner('Ivan', 'Idle', 'FL', ['Tampa Bay'], false),
      ],
      { authorId: null },
    );
    if (!fl || !tx || !txInOrlando || !inactive) throw new Error('no practitioners');
    Object.assign(ids, { fl: fl.id, tx: tx.id, txInOrlando: txInOrlando.id, inactive: inactive.id });
    await s.addUser({
      key: 'linked',
      givenName: 'Fiona',
      familyName: 'Florida',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
    });
    await linkUser(s, 'linked', ids.fl);
    await s.addUser({ key: 'settings-nomarket', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'] });
    await s.addUser({ key: 'settings-tx', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    await s.addUser({
      key: 'reviewer-settings',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings', 'financial'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = (key: string, variables: Record<string, unknown> = {}) => ok<Listed>(s, key, LIST, variables);
  const names = (l: Listed) => l.edges.map((e) => e.node.name);
  const current = async (id: string) => ok<ClinicianNode>(s, 'admin', ONE, { id });

  it('refuses every operation without the permission, to external and reviewer-readonly users, and signed out', async () => {
    const update = { id: ids.fl, versionId: 1, clinician: edit() };
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: ids.fl }],
      [UPDATE, update],
    ] as const) {
      for (const key of [NOBODY.key, 'external', 'reviewer']) {
        expect((await fails(s, key, query, variables)).extensions?.code, `${key}`).toBe('FORBIDDEN');
      }
      const anonymous = await s.gql(query, variables);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // reviewer-readonly changes nothing, whatever permission it holds.
    expect((await list('reviewer-settings')).totalCount).toBe(3);
    expect((await fails(s, 'reviewer-settings', UPDATE, update)).extensions?.code).toBe('FORBIDDEN');
  });

  it('lists every clinician to an administrator, by name, state, market and status, 25 a page', async () => {
    const all = await list('admin');
    expect(names(all)).toEqual(['Fiona Florida', 'Ivan Idle', 'Olivia Orlando', 'Tex Texas']);
    expect(all.edges[0]?.node).toMatchObject({
      npi: '1234567890',
      employeeId: 'E100',
      email: 'fiona@clinic.example',
      state: 'FL',
      markets: ['Tampa Bay'],
      linkedUser: { name: 'Fiona Florida', email: 'linked@fixture.test' },
    });
    expect(names(await list('admin', { term: 'fio' }))).toEqual(['Fiona Florida']);
    expect(names(await list('admin', { term: 'florida f' }))).toEqual(['Fiona Florida']);
    expect(names(await list('admin', { state: 'TX' }))).toEqual(['Olivia Orlando', 'Tex Texas']);
    expect(names(await list('admin', { state: 'Texas' }))).toEqual([]);
    expect(names(await list('admin', { market: 'orlando' }))).toEqual(['Olivia Orlando']);
    expect(names(await list('admin', { active: false }))).toEqual(['Ivan Idle']);
    const first = await list('admin', { first: 3 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(names(await list('admin', { first: 3, after: first.pageInfo.endCursor }))).toEqual(['Tex Texas']);
    expect((await fails(s, 'admin', LIST, { term: 'x'.repeat(201) })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'term' });
  });

  it("keeps billing (financial, FL) to Florida's clinicians; another state's is NOT_FOUND", async () => {
    // Olivia lives in Texas but works the Orlando market, in Florida.
    expect(names(await list('billing'))).toEqual(['Fiona Florida', 'Ivan Idle', 'Olivia Orlando']);
    expect(names(await list('billing', { state: 'TX' }))).toEqual(['Olivia Orlando']);
    expect((await ok<ClinicianNode>(s, 'billing', ONE, { id: ids.fl })).linkedUser?.email).toBe('linked@fixture.test');
    expect((await fails(s, 'billing', ONE, { id: ids.tx })).extensions?.code).toBe('NOT_FOUND');
    // Nor its change history, which holds the clinician's record.
    const history = 'query($id: ID!) { AdminAuditList(entityType: "Practitioner", entityId: $id) { totalCount } }';
    expect((await fails(s, 'billing', history, { id: ids.tx })).extensions?.code).toBe('NOT_FOUND');
    expect(await ok<{ totalCount: number }>(s, 'billing', history, { id: ids.fl })).toMatchObject({ totalCount: expect.any(Number) });
    const update = await fails(s, 'billing', UPDATE, {
      id: ids.tx,
      versionId: 1,
      clinician: edit({ markets: ['Houston'], additionalMarkets: [] }),
    });
    expect(update.extensions?.code).toBe('NOT_FOUND');
    // A settings user of Texas sees Texas's, not Florida's.
    expect(names(await list('settings-tx'))).toEqual(['Olivia Orlando', 'Tex Texas']);
    expect((await fails(s, 'settings-tx', ONE, { id: ids.fl })).extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a settings user with no market who is not an administrator no clinician (their patient scope is empty)', async () => {
    expect(await list('settings-nomarket')).toMatchObject({ totalCount: 0, edges: [] });
    expect((await fails(s, 'settings-nomarket', ONE, { id: ids.fl })).extensions?.code).toBe('NOT_FOUND');
    const update = await fails(s, 'settings-nomarket', UPDATE, { id: ids.fl, versionId: 1, clinician: edit() });
    expect(update.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a bad edit with the SPEC §5 words on the field, and changes nothing', async () => {
    const { versionId } = await current(ids.fl);
    const refused = async (clinician: Record<string, unknown>) =>
      (await fails(s, 'billing', UPDATE, { id: ids.fl, versionId, clinician: edit(clinician) })) as {
        message: string;
        extensions?: { code?: string; field?: unknown };
      };
    expect(await refused({ employeeId: 'E-1' })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { code: 'BAD_USER_INPUT', field: 'clinician.employeeId' },
    });
    expect(await refused({ markets: ['Atlantis'] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'clinician.markets.0' },
    });
    expect(await refused({ additionalMarkets: ['Tampa Bay'] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'clinician.additionalMarkets.0' },
    });
    expect(await refused({ qualifications: [{ code: ' ' }] })).toMatchObject({
      message: MESSAGES.required,
      extensions: { field: 'clinician.qualifications.0.code' },
    });
    expect(await refused({ address: { line1: '1 Main St' } })).toMatchObject({
      message: MESSAGES.required,
      extensions: { field: 'clinician.address.city' },
    });
    expect(await refused({ phones: [{ use: 'mobile', value: '813' }] })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'clinician.phones.0.value' },
    });
    expect((await refused({ clinicianStartDate: '2024-02-30' })).extensions?.field).toBe('clinician.clinicianStartDate');
    // Billing may not move the clinician out of Florida (no Florida market, a Texas address).
    expect(
      await refused({
        markets: ['Houston'],
        additionalMarkets: [],
        address: { line1: '1 Main St', city: 'Houston', state: 'TX', postalCode: '77001' },
      }),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'clinician.markets' } });
    expect((await current(ids.fl)).versionId).toBe(versionId);
    expect((await ok<Audit>(s, 'admin', AUDIT, { id: ids.fl })).totalCount).toBe(0);
  });

  it('saves an edit as a new version with its audit row; a stale version is a CONFLICT', async () => {
    const before = await current(ids.fl);
    const saved = await ok<ClinicianNode>(s, 'billing', UPDATE, { id: ids.fl, versionId: before.versionId, clinician: edit() });
    expect(saved).toMatchObject({
      versionId: before.versionId + 1,
      name: 'Fiona Florida',
      npi: '1234567890',
      employeeId: 'E200',
      email: 'fiona@clinic.example',
      phones: [{ use: 'work', value: '8135550111', extension: '12' }],
      qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }],
      adpSyncEnabled: true,
      clinicianStartDate: '2024-01-15',
      markets: ['Tampa Bay'],
      additionalMarkets: ['Orlando'],
    });
    // The markets column (who may schedule the clinician) follows the edit.
    expect(names(await list('admin', { market: 'Orlando' }))).toEqual(['Fiona Florida', 'Olivia Orlando']);

    const audit = await ok<Audit>(s, 'billing', AUDIT, { id: ids.fl });
    expect(audit.totalCount).toBe(1);
    expect(audit.edges[0]?.node).toMatchObject({ action: 'update', actorEmail: 'billing@demo.test' });
    expect(audit.edges[0]?.node.changedFields).toEqual(
      expect.arrayContaining(['additionalMarkets', 'adpSyncEnabled', 'clinicianStartDate', 'identifier', 'qualification', 'telecom']),
    );
    expect(audit.edges[0]?.node.before.additionalMarkets).toBeUndefined();
    expect(audit.edges[0]?.node.after.additionalMarkets).toEqual(['Orlando']);

    const stale = await fails(s, 'admin', UPDATE, { id: ids.fl, versionId: before.versionId, clinician: edit() });
    expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: before.versionId + 1 } });
    expect((await ok<Audit>(s, 'admin', AUDIT, { id: ids.fl })).totalCount).toBe(1);
  });
});
