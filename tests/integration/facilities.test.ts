// Care facilities and home health agencies over the real server (SPEC §2 Master lists, permission
// settings; §3 Health care facility and Facility contact person; §5 facility and contact rules;
// §7 getHealthCareFacilityList / ById / ByPatientId, createHealthCareFacility,
// updateHealthCareFacility, upsertPractitioners, GetDuplicatedOrganizations): who may call them,
// the SPEC §5 refusals on their fields, one primary contact, removed contacts kept inactive,
// duplicates found and the exact one refused, a patient's facilities only to who reads the
// patient, and the audit row of every change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { DUPLICATE_FACILITY_MESSAGE } from '../../src/domain/master-lists/facility.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import type { Patient } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const FIELDS = `id versionId name type active
  address { line city state postalCode county instruction market { id name } }
  telecom { system value use extension }
  contacts { id prefix firstName middleName lastName display role npi active primary telecom { system value use extension } }`;
const LIST = `query($type: String!, $term: String, $state: String, $active: Boolean, $sort: String, $first: Int, $after: String) {
  getHealthCareFacilityList(type: $type, term: $term, state: $state, active: $active, sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name type } } } }`;
const GET = `query($organizationId: ID!) { getHealthCareFacilityById(organizationId: $organizationId) { ${FIELDS} } }`;
const OF_PATIENT = `query($patientId: ID!, $facilityTypes: [String!]) {
  getHealthCareFacilityByPatientId(patientId: $patientId, facilityTypes: $facilityTypes) { id name } }`;
const DUPLICATES = `query($organizationName: String!, $state: String!, $type: String) {
  GetDuplicatedOrganizations(organizationName: $organizationName, state: $state, type: $type) { id name type } }`;
const CREATE = `mutation($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
  createHealthCareFacility(organization: $organization, practitioners: $practitioners) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
  updateHealthCareFacility(id: $id, versionId: $versionId, organization: $organization, practitioners: $practitioners) { ${FIELDS} } }`;
const UPSERT = `mutation($organization: ID!, $practitioners: [FacilityContactInput!]!) {
  upsertPractitioners(organization: $organization, practitioners: $practitioners) { ${FIELDS} } }`;
const AUDIT = `query($entityId: ID!) { AdminAuditList(entityType: "Organization", entityId: $entityId) {
  totalCount edges { node { action changedFields } } } }`;

interface Contact {
  id: string;
  npi?: string | null;
  display: string;
  firstName: string;
  lastName: string;
  role: string | null;
  active: boolean;
  primary: boolean;
  telecom: { system: string; value: string; use: string | null; extension: string | null }[];
}
interface Facility {
  id: string;
  versionId: number;
  name: string;
  type: string;
  active: boolean;
  address: { county: string | null; instruction: string | null; market: { id: string; name: string } | null; state: string } | null;
  contacts: Contact[];
}
interface Listed {
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
  edges: { node: { id: string; name: string; type: string } }[];
}

const facility = (fields: Record<string, unknown> = {}) => ({
  name: 'Palm Grove Assisted Living',
  type: 'assisted-living-facility',
  address: { line1: '10 Bay St', city: 'Tampa', state: 'FL', postalCode: '33602', county: 'Hillsborough', instruction: 'Front desk' },
  phones: [{ use: 'work', value: '(813) 555-0110', extension: '4' }],
  fax: '8135550111',
  email: 'desk@palmgrove.example',
  ...fields,
});
const contact = (fields: Record<string, unknown> = {}) => ({
  prefix: 'NP',
  firstName: 'Dana',
  lastName: 'Reyes',
  role: 'Director of Nursing',
  phones: [{ use: 'mobile', value: '8135550120' }],
  email: 'dana@palmgrove.example',
  ...fields,
});

describe.each(kinds)('facilities on %s', (kind) => {
  let s: TestServer;
  let palm: Facility;
  let marketId: string;
  let patientId: string;

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'tx-settings', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    await s.addUser({ key: 'tx-patient', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    const market = await stores.organization.create(
      s.db,
      { active: true, name: 'Tampa Bay', type: 'market', address: [{ line: [], city: 'Tampa', state: 'FL', postalCode: '33602' }] },
      { authorId: null },
    );
    marketId = market.id;
    palm = await ok<Facility>(s, 'admin', CREATE, {
      organization: facility({ address: { ...facility().address, marketId } }),
      practitioners: [contact(), contact({ firstName: 'Lee', lastName: 'Park', prefix: 'RN-BC', role: 'Front desk' })],
    });
    const home = await ok<Facility>(s, 'admin', CREATE, {
      organization: facility({ name: 'Compass Home Health of Tampa', type: 'home-health' }),
    });
    const patient: Patient = makePatient('Ava', 'Stone');
    const facilityAddress = { ...patient.address[0], addressType: 'facility', facility: { reference: `Organization/${palm.id}` } };
    const withFacility = {
      ...patient,
      address: [facilityAddress],
      homeHealth: { reference: `Organization/${home.id}`, display: 'Compass Home Health of Tampa' },
    } as unknown as Patient;
    const [row] = await s.addPatients([withFacility]);
    patientId = row?.id ?? '';
  });
  afterAll(async () => {
    await s?.close();
  });

  // Who is refused each: the master lists' changes are settings'; the lists, a facility and a
  // patient's facilities are read with 'patient' too (the address's lookup, the patient's home
  // health), the reviewer's and external user's included; the read-only roles change nothing.
  const everyone = ['nobody', 'external', 'reviewer'];
  const operations: [string, string, () => Record<string, unknown>, string[]][] = [
    ['getHealthCareFacilityList', LIST, () => ({ type: 'care-facility' }), ['nobody']],
    ['getHealthCareFacilityById', GET, () => ({ organizationId: palm.id }), ['nobody']],
    ['createHealthCareFacility', CREATE, () => ({ organization: facility({ name: `Refused ${randomUUID()}` }) }), everyone],
    ['updateHealthCareFacility', UPDATE, () => ({ id: palm.id, versionId: palm.versionId, organization: facility() }), everyone],
    ['upsertPractitioners', UPSERT, () => ({ organization: palm.id, practitioners: [contact({ firstName: 'Refused' })] }), everyone],
    ['getHealthCareFacilityByPatientId', OF_PATIENT, () => ({ patientId }), ['nobody']],
  ];

  it.each(operations)('%s refuses a signed-out caller (UNAUTHENTICATED)', async (_name, query, variables) => {
    expect((await s.gql(query, variables())).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations.flatMap(([name, query, variables, refused]) => refused.map((who) => [name, who, query, variables] as const)))(
    '%s refuses %s (FORBIDDEN)',
    async (_name, who, query, variables) => {
      expect((await fails(s, who, query, variables())).extensions?.code).toBe('FORBIDDEN');
    },
  );

  it('stores the facility, its address with county, market and instruction, and its contacts, the first primary', async () => {
    const read = await ok<Facility>(s, 'tx-settings', GET, { organizationId: palm.id });
    expect(read).toMatchObject({
      name: 'Palm Grove Assisted Living',
      type: 'assisted-living-facility',
      active: true,
      address: { county: 'Hillsborough', instruction: 'Front desk', market: { id: marketId, name: 'Tampa Bay' }, state: 'FL' },
    });
    expect(read.contacts.map((c) => [c.display, c.role, c.active, c.primary])).toEqual([
      ['NP Dana Reyes', 'Director of Nursing', true, true],
      ['RN-BC Lee Park', 'Front desk', true, false],
    ]);
    expect(read.contacts[0]?.telecom).toEqual([
      { system: 'phone', value: '8135550120', use: 'mobile', extension: null },
      { system: 'email', value: 'dana@palmgrove.example', use: null, extension: null },
    ]);
  });

  it('lists a kind’s facilities newest first, searches, pages; a home health agency is not a care facility', async () => {
    const cares = await ok<Listed>(s, 'tx-settings', LIST, { type: 'care-facility' });
    expect(cares.edges.map((e) => e.node.name)).toEqual(['Palm Grove Assisted Living']);
    const homes = await ok<Listed>(s, 'tx-settings', LIST, { type: 'home-health' });
    expect(homes.edges.map((e) => e.node.name)).toEqual(['Compass Home Health of Tampa']);
    expect((await ok<Listed>(s, 'admin', LIST, { type: 'care-facility', term: 'GROVE' })).totalCount).toBe(1);
    expect((await ok<Listed>(s, 'admin', LIST, { type: 'care-facility', state: 'TX' })).totalCount).toBe(0);
    expect((await ok<Listed>(s, 'admin', LIST, { type: 'skilled-nursing-facility' })).totalCount).toBe(0);
    expect((await fails(s, 'admin', LIST, { type: 'ins' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
    expect((await fails(s, 'admin', LIST, { type: 'home-health', sort: 'x' })).extensions).toMatchObject({ field: 'sort' });
  });

  it('finds a duplicate by name and state before a create, and refuses the exact one', async () => {
    const found = await ok<{ id: string }[]>(s, 'admin', DUPLICATES, {
      organizationName: ' palm grove   ASSISTED living',
      state: 'FL',
      type: 'care-facility',
    });
    expect(found.map((f) => f.id)).toEqual([palm.id]);
    expect(
      await ok<unknown[]>(s, 'admin', DUPLICATES, { organizationName: 'Palm Grove Assisted Living', state: 'FL', type: 'home-health' }),
    ).toEqual([]);
    const refused = await fails(s, 'admin', CREATE, { organization: facility({ type: 'skilled-nursing-facility' }) });
    expect(refused.message).toBe(DUPLICATE_FACILITY_MESSAGE);
    expect(refused.extensions).toMatchObject({ code: 'CONFLICT', field: 'organization.name' });
    // The same name in another state, or as another kind, is another facility.
    await ok(s, 'admin', CREATE, { organization: facility({ type: 'home-health' }) });
  });

  it('refuses a facility or contact with the SPEC §5 words on the field', async () => {
    const refusal = async (variables: Record<string, unknown>) => (await fails(s, 'admin', CREATE, variables)).extensions;
    expect(await refusal({ organization: {} })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'organization.name' });
    expect((await fails(s, 'admin', CREATE, { organization: {} })).message).toBe(MESSAGES.required);
    expect(await refusal({ organization: facility({ type: 'ins' }) })).toMatchObject({ field: 'organization.type' });
    expect(
      await refusal({ organization: facility({ address: { line1: '1 A', city: 'Tampa', state: '', postalCode: '33602' } }) }),
    ).toMatchObject({
      field: 'organization.address.state',
    });
    const other = { name: `Other ${randomUUID()}` };
    expect(
      await refusal({ organization: facility({ ...other, address: { ...facility().address, marketId: randomUUID() } }) }),
    ).toMatchObject({
      field: 'organization.address.marketId',
    });
    const named = { organization: facility({ name: `New ${randomUUID()}` }) };
    expect(await refusal({ ...named, practitioners: [contact({ lastName: '' })] })).toMatchObject({ field: 'practitioners.0.lastName' });
    expect(await refusal({ ...named, practitioners: [contact({ firstName: 'Dana<script>' })] })).toMatchObject({
      field: 'practitioners.0.firstName',
    });
    expect(await refusal({ ...named, practitioners: [contact({ firstName: 'x'.repeat(37) })] })).toMatchObject({
      field: 'practitioners.0.firstName',
    });
    expect(await refusal({ ...named, practitioners: [contact({ role: 'r'.repeat(61) })] })).toMatchObject({
      field: 'practitioners.0.role',
    });
    expect(await refusal({ ...named, practitioners: [contact({ primary: true }), contact({ primary: true })] })).toMatchObject({
      field: 'practitioners.1.primary',
    });
    expect(await refusal({ ...named, practitioners: [contact({ id: randomUUID() })] })).toMatchObject({ field: 'practitioners.0.id' });
    const many = Array.from({ length: 11 }, (_, i) => contact({ firstName: `C${i}` }));
    expect(await refusal({ ...named, practitioners: many })).toMatchObject({ field: 'practitioners' });
  });

  it('makes the second contact primary, unsetting the first; a contact left out stays, inactive; stale versions are refused', async () => {
    const current = await ok<Facility>(s, 'admin', GET, { organizationId: palm.id });
    const [dana, lee] = current.contacts as [Contact, Contact];
    const swapped = await ok<Facility>(s, 'admin', UPDATE, {
      id: palm.id,
      versionId: current.versionId,
      organization: facility(),
      practitioners: [contact({ id: dana.id }), contact({ id: lee.id, firstName: 'Lee', lastName: 'Park', primary: true })],
    });
    expect(swapped.contacts.map((c) => [c.firstName, c.primary])).toEqual([
      ['Lee', true],
      ['Dana', false],
    ]);
    const removed = await ok<Facility>(s, 'admin', UPDATE, {
      id: palm.id,
      versionId: swapped.versionId,
      organization: facility(),
      practitioners: [contact({ id: dana.id })],
    });
    // Lee, the primary, was removed: kept inactive, and Dana, the one left, is primary.
    expect(removed.contacts.map((c) => [c.firstName, c.active, c.primary])).toEqual([
      ['Dana', true, true],
      ['Lee', false, false],
    ]);
    expect(
      (await fails(s, 'admin', UPDATE, { id: palm.id, versionId: current.versionId, organization: facility() })).extensions?.code,
    ).toBe('CONFLICT');
    expect(
      (await fails(s, 'admin', UPDATE, { id: palm.id, versionId: removed.versionId, organization: facility({ type: 'home-health' }) }))
        .extensions,
    ).toMatchObject({ field: 'organization.type' });
  });

  it('adds a contact from the patient’s address lookup (upsertPractitioners) without touching the others', async () => {
    const before = await ok<Facility>(s, 'admin', GET, { organizationId: palm.id });
    const after = await ok<Facility>(s, 'clinician', UPSERT, {
      organization: palm.id,
      practitioners: [contact({ firstName: 'Sam', lastName: 'Ortiz', prefix: 'Mr', role: 'Social worker' })],
    });
    expect(after.contacts.length).toBe(before.contacts.length + 1);
    expect(after.contacts.find((c) => c.firstName === 'Sam')).toMatchObject({ active: true, primary: false });
    expect(after.contacts.filter((c) => c.primary).length).toBe(1);
  });

  it('reads a patient’s facilities only for who may read the patient', async () => {
    expect((await ok<{ name: string }[]>(s, 'reviewer', OF_PATIENT, { patientId })).length).toBe(2);
    const all = await ok<{ name: string }[]>(s, 'clinician', OF_PATIENT, { patientId });
    expect(all.map((f) => f.name)).toEqual(['Compass Home Health of Tampa', 'Palm Grove Assisted Living']);
    const homes = await ok<{ name: string }[]>(s, 'clinician', OF_PATIENT, { patientId, facilityTypes: ['home-health'] });
    expect(homes.map((f) => f.name)).toEqual(['Compass Home Health of Tampa']);
    expect((await fails(s, 'tx-patient', OF_PATIENT, { patientId })).extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
  });

  it("keeps a PCP practice with its fax and its physicians' NPIs, checked by their check digit", async () => {
    const pcp = { name: 'Bay Family Medicine', type: 'pcp', address: facility().address };
    expect((await fails(s, 'admin', CREATE, { organization: pcp })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'organization.fax',
    });
    expect(
      (await fails(s, 'admin', CREATE, { organization: { ...pcp, fax: '8135550111' }, practitioners: [contact({ npi: '1234567890' })] }))
        .extensions,
    ).toMatchObject({ field: 'practitioners.0.npi' });
    const saved = await ok<Facility>(s, 'admin', CREATE, {
      organization: { ...pcp, fax: '8135550111' },
      practitioners: [contact({ prefix: 'Dr', npi: '1234567893', role: 'Primary care physician' })],
    });
    expect(saved.contacts.map((c) => [c.display, c.npi])).toEqual([['Dr Dana Reyes', '1234567893']]);
    const listed = await ok<Listed>(s, 'tx-settings', LIST, { type: 'pcp' });
    expect(listed.edges.map((e) => e.node.name)).toEqual(['Bay Family Medicine']);
  });

  it('audits every change', async () => {
    const audit = await ok<{ totalCount: number; edges: { node: { action: string } }[] }>(s, 'admin', AUDIT, { entityId: palm.id });
    expect(audit.edges.map((e) => e.node.action).sort()).toEqual(['create', 'update', 'update', 'update']);
  });
});
