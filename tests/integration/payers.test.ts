// Payers over the real server (SPEC §2 Payers, permission settings; §3 payer organization types,
// identifiers, address and contact points; §7 OrganizationList, Organization,
// GetDuplicatedOrganizations, createOrganization, updateOrganization): who may call them, the
// form's refusals on their fields, an IPA under an active MSO only, duplicates found and the
// exact one refused, an edit of a stale version refused, and the audit row of every change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { DUPLICATE_ORGANIZATION_MESSAGE } from '../../src/domain/administration/payer.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const FIELDS = `id versionId name type active state address { line city state postalCode }
  telecom { system value use rank extension } insurerExternalId availityPayerId contracted partOf { id name type active }`;
const LIST = `query($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $name: String, $first: Int, $after: String) {
  OrganizationList(term: $term, type: $type, state: $state, active: $active, partOfId: $partOfId, name: $name, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name type active state partOf { id name } } } } }`;
const GET = `query($id: ID!) { Organization(id: $id) { ${FIELDS} } }`;
const DUPLICATES = `query($organizationName: String!, $state: String!) {
  GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) { id name type state } }`;
const CREATE = `mutation($organization: PayerInput!) { createOrganization(organization: $organization) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $organization: PayerInput!, $versionId: Int!) {
  updateOrganization(id: $id, organization: $organization, versionId: $versionId) { ${FIELDS} } }`;
const AUDIT = `query($entityId: ID!) { AdminAuditList(entityType: "Organization", entityId: $entityId) {
  totalCount edges { node { action actorEmail changedFields before after } } } }`;

interface Payer {
  id: string;
  versionId: number;
  name: string;
  type: string;
  active: boolean;
  state: string | null;
  address: { line: string[]; city: string; state: string; postalCode: string } | null;
  telecom: { system: string; value: string; use: string | null; rank: number | null; extension: string | null }[];
  insurerExternalId: string | null;
  availityPayerId: string | null;
  contracted: boolean | null;
  partOf: { id: string; name: string; type: string; active: boolean } | null;
}
interface Listed {
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
  edges: { node: Pick<Payer, 'id' | 'name' | 'type' | 'active' | 'state'> & { partOf: { id: string; name: string } | null } }[];
}

const payer = (fields: Record<string, unknown> = {}) => ({
  name: 'Summit Health of Florida',
  type: 'ins',
  active: true,
  insurerExternalId: 'EXT-100001',
  availityPayerId: 'SUMFL',
  contracted: 'yes',
  address: { line1: '1 Main St', line2: 'Suite 200', city: 'Tampa', state: 'FL', postalCode: '33601' },
  phones: [{ use: 'work', value: '(813) 555-0100', extension: '12' }],
  fax: '8135550101',
  email: 'intake@summit.example',
  url: 'https://summit.example',
  ...fields,
});

describe.each(kinds)('payers on %s', (kind) => {
  let s: TestServer;
  let insurer: Payer;
  let mso: Payer;
  let ipa: Payer;

  beforeAll(async () => {
    s = await startServer(kind);
    // A settings user of another market: payers belong to no market, so they read them all.
    await s.addUser({ key: 'tx-settings', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    await s.addUser({
      key: 'reviewer-settings',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings', 'patient'],
    });
    await stores.organization.create(
      s.db,
      {
        active: true,
        name: 'Summit Health of Florida',
        type: 'pcp',
        address: [{ line: ['9 Elm'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
      },
      { authorId: null },
    );
    insurer = await ok<Payer>(s, 'admin', CREATE, { organization: payer() });
    mso = await ok<Payer>(s, 'admin', CREATE, {
      organization: payer({ name: 'Florida Care Management MSO', type: 'mso', contracted: 'no' }),
    });
    ipa = await ok<Payer>(s, 'admin', CREATE, {
      organization: payer({ name: 'Tampa Independent Physicians IPA', type: 'ipa', partOfId: mso.id }),
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const someId = randomUUID();
  const operations: [string, string, () => Record<string, unknown>][] = [
    ['OrganizationList', LIST, () => ({})],
    ['Organization', GET, () => ({ id: insurer.id })],
    ['GetDuplicatedOrganizations', DUPLICATES, () => ({ organizationName: 'Summit Health of Florida', state: 'FL' })],
    ['createOrganization', CREATE, () => ({ organization: payer({ name: `Refused ${someId}` }) })],
    ['updateOrganization', UPDATE, () => ({ id: insurer.id, organization: payer(), versionId: 1 })],
  ];

  it.each(operations)('%s refuses a signed-out caller (UNAUTHENTICATED)', async (_name, query, variables) => {
    const res = await s.gql(query, variables());
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(
    operations.flatMap(([name, query, variables]) =>
      ['nobody', 'external', 'reviewer'].map((who) => [name, who, query, variables] as const),
    ),
  )('%s refuses %s, who lacks settings (FORBIDDEN)', async (_name, who, query, variables) => {
    expect((await fails(s, who, query, variables())).extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a reviewer-readonly user with settings read payers but change none', async () => {
    expect((await ok<Payer>(s, 'reviewer-settings', GET, { id: insurer.id })).name).toBe('Summit Health of Florida');
    for (const [, query, variables] of operations.slice(3)) {
      expect((await fails(s, 'reviewer-settings', query, variables())).extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('stores and shows the payer: identifiers, address, contact points in rank order', async () => {
    const read = await ok<Payer>(s, 'tx-settings', GET, { id: insurer.id });
    expect(read).toMatchObject({
      name: 'Summit Health of Florida',
      type: 'ins',
      active: true,
      state: 'FL',
      versionId: 1,
      insurerExternalId: 'EXT-100001',
      availityPayerId: 'SUMFL',
      contracted: true,
      address: { line: ['1 Main St', 'Suite 200'], city: 'Tampa', state: 'FL', postalCode: '33601' },
      partOf: null,
    });
    expect(read.telecom).toEqual([
      { system: 'phone', value: '8135550100', use: 'work', rank: 1, extension: '12' },
      { system: 'fax', value: '8135550101', use: null, rank: null, extension: null },
      { system: 'email', value: 'intake@summit.example', use: null, rank: null, extension: null },
      { system: 'url', value: 'https://summit.example', use: null, rank: null, extension: null },
    ]);
    expect(ipa.partOf).toEqual({ id: mso.id, name: 'Florida Care Management MSO', type: 'mso', active: true });
  });

  it('lists payers only, unless the type names others, with each IPA’s MSO; filters and pages', async () => {
    const all = await ok<Listed>(s, 'tx-settings', LIST, {});
    expect(all.edges.map((e) => e.node.name)).toEqual([
      'Florida Care Management MSO',
      'Summit Health of Florida',
      'Tampa Independent Physicians IPA',
    ]);
    expect(all.edges.find((e) => e.node.id === ipa.id)?.node.partOf).toEqual({ id: mso.id, name: 'Florida Care Management MSO' });
    expect((await ok<Listed>(s, 'admin', LIST, { type: ['pcp'] })).totalCount).toBe(1);
    expect((await ok<Listed>(s, 'admin', LIST, { type: 'ipa' })).edges.map((e) => e.node.id)).toEqual([ipa.id]);
    expect((await ok<Listed>(s, 'admin', LIST, { partOfId: mso.id })).edges.map((e) => e.node.id)).toEqual([ipa.id]);
    expect((await ok<Listed>(s, 'admin', LIST, { term: 'SUMMIT' })).edges.map((e) => e.node.id)).toEqual([insurer.id]);
    expect((await ok<Listed>(s, 'admin', LIST, { name: ' summit   health OF florida' })).totalCount).toBe(1);
    expect((await ok<Listed>(s, 'admin', LIST, { state: 'TX' })).totalCount).toBe(0);
    expect((await ok<Listed>(s, 'admin', LIST, { active: false })).totalCount).toBe(0);
    const page = await ok<Listed>(s, 'admin', LIST, { first: 2 });
    expect(page.pageInfo.hasNextPage).toBe(true);
    // SPEC §9 organization list 1000: a page may be that long, no longer (the query cost limit still counts its fields).
    const COUNT = 'query($first: Int) { OrganizationList(first: $first) { totalCount } }';
    expect((await ok<{ totalCount: number }>(s, 'admin', COUNT, { first: 1000 })).totalCount).toBe(3);
    expect((await fails(s, 'admin', COUNT, { first: 1001 })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect((await fails(s, 'admin', LIST, { state: 'NY' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'state' });
    expect((await fails(s, 'admin', LIST, { type: ['bank'] })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
  });

  it('answers an unknown id NOT_FOUND and a malformed one BAD_USER_INPUT', async () => {
    expect((await fails(s, 'admin', GET, { id: randomUUID() })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'admin', GET, { id: 'nope' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('refuses a payer with the SPEC §5 words on the field', async () => {
    const refusal = async (organization: Record<string, unknown>) => (await fails(s, 'admin', CREATE, { organization })).extensions;
    const message = async (organization: Record<string, unknown>) => (await fails(s, 'admin', CREATE, { organization })).message;
    expect(await refusal({})).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organization.name' });
    expect(await message({})).toBe(MESSAGES.required);
    expect(await refusal(payer({ name: 'x'.repeat(101) }))).toMatchObject({ field: 'organization.name' });
    expect(await refusal(payer({ type: 'pcp' }))).toMatchObject({ field: 'organization.type' });
    expect(await refusal(payer({ address: { line1: '1 Main', city: 'Tampa', state: 'NY', postalCode: '33601' } }))).toMatchObject({
      field: 'organization.address.state',
    });
    expect(await message(payer({ address: { line1: '1 Main', city: 'Tampa', state: 'FL', postalCode: '3360' } }))).toBe(
      MESSAGES.incorrectValue,
    );
    expect(await refusal(payer({ address: { line1: '', city: 'Tampa', state: 'FL', postalCode: '33601' } }))).toMatchObject({
      field: 'organization.address.line1',
    });
    expect(await refusal(payer({ phones: [{ use: 'home', value: '8135550100', extension: '1' }] }))).toMatchObject({
      field: 'organization.phones.0.extension',
    });
    expect(await refusal(payer({ email: 'nope', name: 'Other' }))).toMatchObject({ field: 'organization.email' });
    expect(await refusal(payer({ fax: null, url: 'ftp//x', name: 'Other' }))).toMatchObject({ field: 'organization.url' });
  });

  it('puts an IPA only under an active MSO, and gives no other type a parent', async () => {
    const inactiveMso = await ok<Payer>(s, 'admin', CREATE, {
      organization: payer({ name: 'Closed MSO', type: 'mso', active: false }),
    });
    for (const partOfId of [insurer.id, inactiveMso.id, randomUUID()]) {
      const refused = await fails(s, 'admin', CREATE, { organization: payer({ name: `IPA ${partOfId}`, type: 'ipa', partOfId }) });
      expect(refused.message).toBe(MESSAGES.incorrectValue);
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organization.partOfId' });
    }
    const notIpa = await fails(s, 'admin', CREATE, { organization: payer({ name: 'Other Insurer', partOfId: mso.id }) });
    expect(notIpa.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organization.partOfId' });
    // An IPA may have no MSO ('No MSO associated with this IPA.').
    const alone = await ok<Payer>(s, 'admin', CREATE, { organization: payer({ name: 'Lone IPA', type: 'ipa' }) });
    expect(alone.partOf).toBeNull();
    // An IPA cannot be its own parent, and an MSO with IPAs stays an MSO.
    const self = await fails(s, 'admin', UPDATE, {
      id: alone.id,
      versionId: 1,
      organization: payer({ name: 'Lone IPA', type: 'ipa', partOfId: alone.id }),
    });
    expect(self.extensions).toMatchObject({ field: 'organization.partOfId' });
    const retyped = await fails(s, 'admin', UPDATE, {
      id: mso.id,
      versionId: mso.versionId,
      organization: payer({ name: mso.name, type: 'ins', contracted: 'no' }),
    });
    expect(retyped.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organization.type' });
  });

  it('finds same-named payers of the state, and refuses an exact duplicate on the name', async () => {
    const found = await ok<{ id: string; type: string }[]>(s, 'admin', DUPLICATES, {
      organizationName: '  summit   HEALTH of florida ',
      state: 'FL',
    });
    expect(found.map((o) => o.id)).toEqual([insurer.id]);
    expect(await ok<unknown[]>(s, 'admin', DUPLICATES, { organizationName: 'Summit Health of Florida', state: 'TX' })).toEqual([]);
    expect((await fails(s, 'admin', DUPLICATES, { organizationName: ' ', state: 'FL' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'organizationName',
    });

    const refused = await fails(s, 'admin', CREATE, { organization: payer({ name: 'SUMMIT  health of Florida' }) });
    expect(refused.message).toBe(DUPLICATE_ORGANIZATION_MESSAGE);
    expect(refused.extensions).toMatchObject({ code: 'CONFLICT', field: 'organization.name' });
    // Same name, another state or another type: the user confirmed it on the form.
    const texan = await ok<Payer>(s, 'admin', CREATE, {
      organization: payer({ address: { line1: '1 Main', city: 'Austin', state: 'TX', postalCode: '73301' } }),
    });
    expect(texan.state).toBe('TX');
    const sameNameMso = await ok<Payer>(s, 'admin', CREATE, { organization: payer({ type: 'mso' }) });
    expect(sameNameMso.type).toBe('mso');
    // Renaming another payer into a duplicate is refused too.
    const rename = await fails(s, 'admin', UPDATE, { id: texan.id, versionId: 1, organization: payer() });
    expect(rename.extensions).toMatchObject({ code: 'CONFLICT', field: 'organization.name' });
  });

  it('updates the version read, refuses a stale one, and audits every change', async () => {
    const fresh = await ok<Payer>(s, 'admin', CREATE, { organization: payer({ name: 'Harbor Health Plan of Florida' }) });
    const edited = await ok<Payer>(s, 'admin', UPDATE, {
      id: fresh.id,
      versionId: fresh.versionId,
      organization: payer({ name: 'Harbor Health Plan of Florida', active: false, email: '', contracted: 'no' }),
    });
    expect(edited).toMatchObject({ versionId: 2, active: false, contracted: false });
    expect(edited.telecom.some((t) => t.system === 'email')).toBe(false);

    const stale = await fails(s, 'admin', UPDATE, { id: fresh.id, versionId: 1, organization: payer({ name: 'Harbor Health Plan' }) });
    expect(stale.message).toBe(MESSAGES.conflict);
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    expect((await ok<Payer>(s, 'admin', GET, { id: fresh.id })).name).toBe('Harbor Health Plan of Florida');
    expect((await fails(s, 'admin', UPDATE, { id: randomUUID(), versionId: 1, organization: payer() })).extensions?.code).toBe('NOT_FOUND');

    const audit = await ok<{
      totalCount: number;
      edges: { node: { action: string; actorEmail: string; changedFields: string[]; before: unknown; after: unknown } }[];
    }>(s, 'admin', AUDIT, { entityId: fresh.id });
    expect(audit.totalCount).toBe(2);
    const [update, create] = audit.edges.map((e) => e.node);
    expect(update).toMatchObject({ action: 'update', actorEmail: s.user('admin').email, changedFields: ['active', 'contracted', 'email'] });
    expect(update?.before).toMatchObject({ active: true, email: 'intake@summit.example' });
    expect(update?.after).toMatchObject({ active: false, email: '' });
    expect(create).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ name: 'Harbor Health Plan of Florida' }),
    });
    // A refused change writes no row.
    expect((await ok<{ totalCount: number }>(s, 'admin', AUDIT, { entityId: fresh.id })).totalCount).toBe(2);
  });
});
