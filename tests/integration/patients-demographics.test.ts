// SPEC §2 Demographics edits over GraphQL: the record the form reads, a versioned write with who
// and when (resource history), the chart showing the change (SPEC §3 phone display, addresses with
// county, market and facility); a stale version is CONFLICT; bad input is refused by name with
// SPEC §5 words and changes nothing; another market, an external user and a reviewer are refused;
// the address lookups (CountyList, the Care Facility Lookup).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { DEMOGRAPHICS_CONFLICT } from '../../server/modules/patients/patient-mutations.ts';
import type { Organization } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, NOBODY, startServer, type TestServer, unknownId } from './harness.ts';

const RECORD_FIELDS = `patientId versionId firstName middleName lastName preferredName gender birthDate maritalStatus race ethnicity
  email fax ssnLast4 okToText textConsentSaved
  phones { use value extension display }
  emergencyContact { name relationship phone } caregivers { name relationship phone }
  addresses { line city state postalCode county addressType facilityId facilityName facilityContactId facilityContactName marketId marketName
    instruction serviceAddress verified additionalMarket }
  homeHealthId homeHealthName pcpPracticeId pcpPhysicianId pcpName`;
const RECORD = `query($patientId: ID!) { PatientDemographicsRecord(patientId: $patientId) { ${RECORD_FIELDS} } }`;
const UPDATE = `mutation($input: PatientDemographicsInput!) { updatePatientDemographics(input: $input) { ${RECORD_FIELDS} } }`;
const CHART = `query($id: ID!) { PatientChart(id: $id) { patient { state } demographics {
  preferredName phones { display } email fax homeHealthName pcpName addresses { line county facilityName facilityContactName marketName serviceAddress } } } }`;
const COUNTIES = `query($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {
  CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) { totalCount edges { node { name state } } } }`;
const FACILITIES = `query($term: String, $state: String) { CareFacilityLookup(term: $term, state: $state) {
  totalCount edges { node { id name type address { city state county } phone } } } }`;

interface DemographicsRecord {
  versionId: number;
  firstName: string;
  preferredName: string;
  okToText: string | null;
  textConsentSaved: boolean;
  phones: { use: string; value: string; extension: string | null; display: string }[];
  addresses: { city: string; county: string | null; facilityName: string | null; marketName: string | null; serviceAddress: boolean }[];
  [key: string]: unknown;
}

const address = (over: Record<string, unknown> = {}) => ({
  addressType: 'home',
  line1: '1 Main St',
  line2: '',
  city: 'Tampa',
  state: 'FL',
  postalCode: '33612',
  county: '',
  marketId: null,
  facilityId: null,
  instruction: '',
  serviceAddress: false,
  verified: false,
  additionalMarket: false,
  ...over,
});

describe.each(kinds)('patient demographics on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let facility: string;
  let market: string;
  let txMarket: string;
  let homeHealth: string;
  let closedHomeHealth: string;
  let practice: string;
  const PHYSICIAN = '3d4e5f60-7182-493a-8bcd-2e3f4a5b6c7d';
  const RETIRED_PHYSICIAN = '4e5f6071-8293-4a4b-9cde-3f4a5b6c7d8e';
  const CONTACT = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
  const GONE_CONTACT = '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c';

  const org = async (content: Organization) => (await stores.organization.create(s.db, content, { authorId: null })).id;
  const version = async () => (await stores.patient.read(s.db, patientId))?.versionId;
  /** A complete edit of the patient at `versionId`, with `over` on top. */
  const edit = (versionId: number, over: Record<string, unknown> = {}) => ({
    patientId,
    versionId,
    firstName: 'Dana',
    middleName: '',
    lastName: 'Demo',
    preferredName: 'Dee',
    gender: 'female',
    birthDate: '1950-06-15',
    maritalStatus: 'Widowed',
    race: '',
    ethnicity: 'Not Hispanic or Latino',
    email: 'dana@mail.example',
    fax: '',
    ssn: '',
    phones: [
      { use: 'mobile', value: '(813) 555-0100', extension: '' },
      { use: 'work', value: '8135550101', extension: '42' },
    ],
    okToText: 'yes',
    emergencyContact: { name: 'Sam Demo', relationship: 'Son', phone: '8135550102' },
    caregivers: [],
    addresses: [address({ county: 'Hillsborough', marketId: market, serviceAddress: true })],
    ...over,
  });
  const update = (user: string, input: Record<string, unknown>) => ok<DemographicsRecord>(s, user, UPDATE, { input });

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient] = await s.addPatients([makePatient('Dana', 'Demo', { state: 'FL', phone: '8135550100' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    const place = (state: string, city: string) => [{ line: ['9 Oak Rd'], city, state, postalCode: '33548', district: 'Hillsborough' }];
    const person = (id: string, given: string, active: boolean) => ({
      id,
      name: { prefix: 'Dr', given: [given], family: 'Lee' },
      telecom: [],
      active,
      primary: active,
    });
    facility = await org({
      active: true,
      name: 'Oak Manor Assisted Living',
      type: 'assisted-living-facility',
      address: place('FL', 'Lutz'),
      contact: [person(CONTACT, 'Ann', true), person(GONE_CONTACT, 'Bo', false)],
    } as Organization);
    homeHealth = await org({ active: true, name: 'Sunrise Home Health', type: 'home-health', address: place('FL', 'Tampa') });
    closedHomeHealth = await org({ active: false, name: 'Dusk Home Health', type: 'home-health', address: place('FL', 'Tampa') });
    market = await org({ active: true, name: 'Tampa Bay', type: 'market', address: place('FL', 'Tampa') });
    txMarket = await org({ active: true, name: 'Houston', type: 'market', address: place('TX', 'Houston') });
    await org({ active: false, name: 'Closed Oak Care', type: 'care-facility', address: place('FL', 'Tampa') });
    await org({ active: true, name: 'Oak Family Medicine', type: 'pcp', address: place('FL', 'Tampa') });
    const physician = (id: string, given: string, family: string, active: boolean, npi: string) => ({
      ...person(id, given, active),
      name: { prefix: 'Dr', given: [given], family },
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: npi }],
    });
    practice = await org({
      active: true,
      name: 'Bayshore Primary Care',
      type: 'pcp',
      address: place('FL', 'Tampa'),
      telecom: [{ system: 'fax', value: '8135550190' }],
      contact: [
        physician(PHYSICIAN, 'Rosa', 'Vega', true, '1234567893'),
        physician(RETIRED_PHYSICIAN, 'Old', 'Timer', false, '1245319599'),
      ],
    } as Organization);
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
    await s.addUser({ key: 'fl-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['FL'] });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reads the record to edit, with its version and every phone', async () => {
    const record = await ok<DemographicsRecord>(s, 'coordinator', RECORD, { patientId });
    expect(record).toMatchObject({ versionId: 1, firstName: 'Dana', lastName: 'Demo', okToText: null, textConsentSaved: false });
    expect(record.phones).toEqual([{ use: 'mobile', value: '8135550100', extension: null, display: '(813) 555-0100' }]);
  });

  it('writes a new version with who and when; the chart shows the change', async () => {
    const saved = await update('coordinator', edit(1));
    expect(saved).toMatchObject({ versionId: 2, preferredName: 'Dee', okToText: 'yes', textConsentSaved: true, maritalStatus: 'Widowed' });
    expect(saved.phones.map((p) => p.display)).toEqual(['(813) 555-0100', '(Work) (813) 555-0101 ext.42']);
    expect(saved.addresses[0]).toMatchObject({ county: 'Hillsborough', marketName: 'Tampa Bay', serviceAddress: true });

    const history = await s.db
      .select({
        versionId: schema.resourceHistory.versionId,
        authorId: schema.resourceHistory.authorId,
        at: schema.resourceHistory.recordedAt,
      })
      .from(schema.resourceHistory)
      .where(eq(schema.resourceHistory.id, patientId));
    const latest = history.find((h) => h.versionId === 2);
    expect(latest?.authorId).toBe(s.user('coordinator').id);
    expect(Date.now() - (latest?.at.getTime() ?? 0)).toBeLessThan(60_000);

    const chart = await ok<{ demographics: DemographicsRecord; patient: { state: string } }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.demographics).toMatchObject({ preferredName: 'Dee', email: 'dana@mail.example', fax: null });
    expect(chart.demographics.phones).toEqual([{ display: '(813) 555-0100' }, { display: '(Work) (813) 555-0101 ext.42' }]);
  });

  it('a facility address names its care facility; the service address comes first; clearing a value removes it', async () => {
    const v = (await version()) ?? 0;
    const saved = await update(
      'coordinator',
      edit(v, {
        email: '',
        phones: [{ use: 'mobile', value: '8135550100', extension: '' }],
        addresses: [
          address({ county: 'Hillsborough', marketId: market }),
          address({
            addressType: 'facility',
            facilityId: facility,
            line1: '9 Oak Rd',
            city: 'Lutz',
            postalCode: '33548',
            serviceAddress: true,
          }),
        ],
      }),
    );
    expect(saved.addresses.map((a) => [a.city, a.facilityName, a.serviceAddress])).toEqual([
      ['Lutz', 'Oak Manor Assisted Living', true],
      ['Tampa', null, false],
    ]);
    expect(saved.phones).toHaveLength(1);
    const chart = await ok<{ demographics: DemographicsRecord }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.demographics.email).toBeNull();
  });

  it("a facility address names the facility's contact person (or none); the patient gets a home health agency, shown on the chart", async () => {
    const v = (await version()) ?? 0;
    const facilityAddress = (over: Record<string, unknown> = {}) =>
      address({
        addressType: 'facility',
        facilityId: facility,
        line1: '9 Oak Rd',
        city: 'Lutz',
        postalCode: '33548',
        serviceAddress: true,
        ...over,
      });
    const saved = await update(
      'coordinator',
      edit(v, { addresses: [facilityAddress({ facilityContactId: CONTACT })], homeHealthId: homeHealth }),
    );
    expect(saved.addresses[0]).toMatchObject({ facilityContactId: CONTACT, facilityContactName: 'Dr Ann Lee' });
    expect(saved).toMatchObject({ homeHealthId: homeHealth, homeHealthName: 'Sunrise Home Health' });
    const chart = await ok<{ demographics: DemographicsRecord }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.demographics).toMatchObject({ homeHealthName: 'Sunrise Home Health', addresses: [{ facilityContactName: 'Dr Ann Lee' }] });
    // The patient's facilities (SPEC §7 getHealthCareFacilityByPatientId) now include the agency.
    const mine = await ok<{ name: string }[]>(
      s,
      'coordinator',
      `query($id: ID!) { getHealthCareFacilityByPatientId(patientId: $id) { name } }`,
      {
        id: patientId,
      },
    );
    expect(mine.map((f) => f.name).sort()).toEqual(['Oak Manor Assisted Living', 'Sunrise Home Health']);

    // A contact not of the facility, or one removed from it, is refused; so is an agency that is not one, or closed.
    const w = v + 1;
    const cases: [Record<string, unknown>, string][] = [
      [{ addresses: [facilityAddress({ facilityContactId: GONE_CONTACT })] }, 'addresses.0.facilityContactId'],
      [{ addresses: [facilityAddress({ facilityContactId: unknownId() })] }, 'addresses.0.facilityContactId'],
      [{ homeHealthId: facility }, 'homeHealthId'],
      [{ homeHealthId: closedHomeHealth }, 'homeHealthId'],
    ];
    for (const [over, field] of cases) {
      const error = await fails(s, 'coordinator', UPDATE, { input: edit(w, over) });
      expect(error, field).toMatchObject({ message: 'This field has incorrect value', extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await version()).toBe(w);

    // None: the address keeps its facility without a contact; no agency is 'No home health assigned' on the chart.
    const none = await update('coordinator', edit(w, { addresses: [facilityAddress()], homeHealthId: null }));
    expect(none.addresses[0]).toMatchObject({
      facilityName: 'Oak Manor Assisted Living',
      facilityContactId: null,
      facilityContactName: null,
    });
    expect(none.homeHealthName).toBeNull();
    // A user with the patient permission finds the active agencies to pick from.
    const agencies = await ok<{ edges: { node: { name: string } }[] }>(
      s,
      'fl-coordinator',
      `{ getHealthCareFacilityList(type: "home-health", active: true) { edges { node { name } } } }`,
      {},
    );
    expect(agencies.edges.map((e) => e.node.name)).toEqual(['Sunrise Home Health']);
  });

  it("CareTeamPhysicians finds the PCP practices' active physicians by name, practice or NPI; the patient's PCP is one of them", async () => {
    const PHYSICIANS = `query($search: String) { CareTeamPhysicians(search: $search) { totalCount edges { node {
      id name npi practiceId practiceName city state fax } } } }`;
    const found = await ok<{ totalCount: number; edges: { node: Record<string, unknown> }[] }>(s, 'fl-coordinator', PHYSICIANS, {
      search: 'vega',
    });
    expect(found.edges.map((e) => e.node)).toEqual([
      {
        id: PHYSICIAN,
        name: 'Dr Rosa Vega',
        npi: '1234567893',
        practiceId: practice,
        practiceName: 'Bayshore Primary Care',
        city: 'Tampa',
        state: 'FL',
        fax: '8135550190',
      },
    ]);
    for (const search of ['bayshore', '1234567893']) {
      const names = (await ok<{ edges: { node: { name: string } }[] }>(s, 'admin', PHYSICIANS, { search })).edges.map((e) => e.node.name);
      expect(names, search).toEqual(['Dr Rosa Vega']);
    }
    // An inactive physician is not offered.
    expect((await ok<{ totalCount: number }>(s, 'admin', PHYSICIANS, { search: 'timer' })).totalCount).toBe(0);
    expect((await fails(s, NOBODY.key, PHYSICIANS, {})).extensions?.code).toBe('FORBIDDEN');

    const v = (await version()) ?? 0;
    const saved = await update('coordinator', edit(v, { pcpPracticeId: practice, pcpPhysicianId: PHYSICIAN }));
    expect(saved).toMatchObject({ pcpPracticeId: practice, pcpPhysicianId: PHYSICIAN, pcpName: 'Dr Rosa Vega — Bayshore Primary Care' });
    const chart = await ok<{ demographics: DemographicsRecord }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.demographics.pcpName).toBe('Dr Rosa Vega — Bayshore Primary Care');
    for (const [over, field] of [
      [{ pcpPracticeId: practice, pcpPhysicianId: RETIRED_PHYSICIAN }, 'pcpPhysicianId'],
      [{ pcpPracticeId: facility, pcpPhysicianId: null }, 'pcpPracticeId'],
      [{ pcpPracticeId: null, pcpPhysicianId: PHYSICIAN }, 'pcpPracticeId'],
    ] as const) {
      const error = await fails(s, 'coordinator', UPDATE, { input: edit(v + 1, over) });
      expect(error, field).toMatchObject({ message: 'This field has incorrect value', extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await version()).toBe(v + 1);
  });

  it('a stale version is CONFLICT with a clear message, and changes nothing', async () => {
    const v = (await version()) ?? 0;
    const error = await fails(s, 'admin', UPDATE, { input: edit(v - 1, { firstName: 'Stale' }) });
    expect(error).toMatchObject({ message: DEMOGRAPHICS_CONFLICT, extensions: { code: 'CONFLICT', currentVersion: v } });
    expect(await version()).toBe(v);
  });

  it('refuses bad input by name, in SPEC §5 words, and changes nothing', async () => {
    const v = (await version()) ?? 0;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'This field is required'],
      [{ phones: [{ use: '', value: '8135550100' }] }, 'phones.0.use', 'This field is required'],
      [{ phones: [{ use: 'home', value: '8135550100', extension: '12' }] }, 'phones.0.extension', 'This field has incorrect value'],
      [
        { phones: ['mobile', 'home', 'work', 'temp', 'mobile'].map((use) => ({ use, value: '8135550100' })) },
        'phones',
        'This field has incorrect value',
      ],
      [{ addresses: [address({ postalCode: '336' })] }, 'addresses.0.postalCode', 'This field has incorrect value'],
      [{ addresses: [address({ city: 'Tampa!' })] }, 'addresses.0.city', 'This field has incorrect value'],
      [{ addresses: [address({ addressType: 'facility' })] }, 'addresses.0.facilityId', 'This field is required'],
      [
        { addresses: [address({ addressType: 'facility', facilityId: market })] },
        'addresses.0.facilityId',
        'This field has incorrect value',
      ],
      [{ addresses: [address({ marketId: txMarket })] }, 'addresses.0.marketId', 'This field has incorrect value'],
      [{ addresses: [address({ marketId: 'x' })] }, 'addresses.0.marketId', 'addresses.0.marketId is not a valid id'],
      [{ addresses: [address({ county: 'Harris' })] }, 'addresses.0.county', 'This field has incorrect value'],
      [{ addresses: [] }, 'addresses', 'This field is required'],
      [{ birthDate: '2999-01-01' }, 'birthDate', 'Invalid date'],
      [{ okToText: 'no' }, 'okToText', 'Consent already saved'],
      [{ ssn: '000-12-3456' }, 'ssn', 'This field has incorrect value'],
    ];
    for (const [over, field, message] of cases) {
      const error = await fails(s, 'coordinator', UPDATE, { input: edit(v, over) });
      expect(error, field).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await fails(s, 'coordinator', UPDATE, { input: edit(v, { patientId: 'x' }) })).message).toBe('patientId is not a valid id');
    expect((await fails(s, 'coordinator', UPDATE, { input: edit(v, { patientId: unknownId() }) })).extensions?.code).toBe('NOT_FOUND');
    expect(await version()).toBe(v);
  });

  it("asks 'OK to text' of a patient with a phone until it is saved", async () => {
    const [other] = await s.addPatients([makePatient('Olga', 'Other', { state: 'FL' })]);
    if (!other) throw new Error('no patient');
    const error = await fails(s, 'coordinator', UPDATE, { input: { ...edit(1, { okToText: '' }), patientId: other.id } });
    expect(error).toMatchObject({ message: 'This field is required', extensions: { field: 'okToText' } });
    const noPhone = await update('coordinator', { ...edit(1, { okToText: '', phones: [] }), patientId: other.id });
    expect(noPhone).toMatchObject({ versionId: 2, okToText: null, textConsentSaved: false });
  });

  it('refuses a user of another market, an external user (even one granted the market) and a reviewer', async () => {
    const v = (await version()) ?? 0;
    for (const user of ['tx-coordinator', 'external', 'fl-external', 'reviewer']) {
      const error = await fails(s, user, UPDATE, { input: edit(v) });
      expect(error.extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await fails(s, 'tx-coordinator', RECORD, { patientId })).extensions?.code).toBe('FORBIDDEN');
    expect(await version()).toBe(v);
  });

  it('refuses to move the patient to a state the user does not see', async () => {
    const v = (await version()) ?? 0;
    const input = edit(v, { addresses: [address({ city: 'Houston', state: 'TX', postalCode: '77002', serviceAddress: true })] });
    const error = await fails(s, 'fl-coordinator', UPDATE, { input });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'addresses.0.state' });
    expect(await version()).toBe(v);
    const moved = await update('coordinator', input);
    expect(moved.addresses[0]?.city).toBe('Houston');
    const chart = await ok<{ patient: { state: string } }>(s, 'coordinator', CHART, { id: patientId });
    expect(chart.patient.state).toBe('TX');
  });

  it('CountyList: the counties of a state, of a postal code (its first 5 digits), by name; 200 per fetch', async () => {
    const florida = await ok<{ totalCount: number }>(s, 'coordinator', COUNTIES, { states: ['FL'], first: 200 });
    expect(florida.totalCount).toBe(67);
    const byZip = await ok<{ edges: { node: { name: string } }[] }>(s, 'coordinator', COUNTIES, { postalCodes: ['33612-1234'] });
    expect(byZip.edges.map((e) => e.node.name)).toEqual(['Hillsborough']);
    const unknownZip = await ok<{ totalCount: number }>(s, 'coordinator', COUNTIES, { states: ['HI'], postalCodes: ['99999'] });
    expect(unknownZip.totalCount).toBe(5);
    const named = await ok<{ edges: { node: { name: string; state: string } }[] }>(s, 'coordinator', COUNTIES, { term: 'miami' });
    expect(named.edges.map((e) => `${e.node.name}, ${e.node.state}`)).toEqual(['Miami-Dade, FL', 'Miami, OH']);
    expect((await fails(s, 'coordinator', COUNTIES, { first: 201 })).message).toBe('first must be at most 200');
    expect((await fails(s, 'coordinator', COUNTIES, { states: ['Florida'] })).extensions?.field).toBe('states.0');
  });

  it('Care Facility Lookup: active facilities of the care-facility types, by name and state', async () => {
    const found = await ok<{ edges: { node: { name: string; type: string; address: { county: string } } }[] }>(
      s,
      'coordinator',
      FACILITIES,
      {
        term: 'oak',
        state: 'FL',
      },
    );
    expect(found.edges.map((e) => e.node.name)).toEqual(['Oak Manor Assisted Living']);
    expect(found.edges[0]?.node).toMatchObject({ type: 'assisted-living-facility', address: { county: 'Hillsborough' } });
    const texas = await ok<{ totalCount: number }>(s, 'coordinator', FACILITIES, { term: 'oak', state: 'TX' });
    expect(texas.totalCount).toBe(0);
  });
});
