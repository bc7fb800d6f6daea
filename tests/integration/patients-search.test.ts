// The patient list's search and filters (SPEC §2 patient list) over GraphQL: a name by the start
// of its words and by a typo, a date of birth, a phone or external number fragment; admission,
// state and market filters; MarketList; bad input refused by name; the access rule (a user of
// another market, external and reviewer users) holding inside every search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import type { AdmissionStatus, Organization, Patient } from '../../src/domain/resources.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

interface Page {
  totalCount: number;
  edges: { node: { id: string; name: string; admissionStatus: string | null; externalNumber: string | null; marketName: string | null } }[];
  pageInfo: { hasNextPage: boolean };
}

const LIST = `query($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {
  PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {
    totalCount
    edges { node { id name admissionStatus externalNumber marketName } }
    pageInfo { hasNextPage }
  }
}`;
const MARKETS = `query($states: [String!], $term: String, $first: Int) {
  MarketList(states: $states, term: $term, first: $first) { totalCount edges { node { id name state } } }
}`;

const market = (name: string, state: string): Organization => ({
  active: true,
  name,
  type: 'market',
  address: [{ line: ['1 Market St'], city: 'Tampa', state, postalCode: '33601' }],
});

describe.each(kinds)('patient search on %s', (kind) => {
  let s: TestServer;
  let tampa: string;
  let orlando: string;
  const byName = new Map<string, string>();

  const names = (page: Page) => page.edges.map((e) => e.node.name);
  const list = (variables: Record<string, unknown>, user = 'admin') => ok<Page>(s, user, LIST, { first: 100, ...variables });

  beforeAll(async () => {
    s = await startServer(kind);
    const admin = s.user('admin').id;
    tampa = (await stores.organization.create(s.db, market('Tampa Bay', 'FL'), { authorId: admin })).id;
    orlando = (await stores.organization.create(s.db, market('Orlando', 'FL'), { authorId: admin })).id;
    await stores.organization.create(s.db, market('Houston', 'TX'), { authorId: admin });
    const inMarket = (p: Patient, id: string, mrn: string): Patient => ({
      ...p,
      managingOrganization: { reference: `Organization/${id}`, display: 'market' },
      identifier: [
        { system: 'urn:demo:ssn', value: '123456789', type: { coding: [{ code: 'SB' }] } },
        { system: 'urn:demo:mrn', value: mrn, use: 'usual' },
      ],
    });
    const rows = await s.addPatients([
      inMarket(makePatient('John', 'Smith', { birthDate: '1948-03-07', phone: '(813) 555-0142' }), tampa, 'MRN100001'),
      inMarket(makePatient('Johanna', 'Smithers', { phone: '8135550199' }), tampa, 'MRN100002'),
      inMarket(makePatient('Mary', 'Jones', { birthDate: '1948-03-07' }), orlando, 'MRN100003'),
      inMarket(makePatient('Peter', 'Parker'), orlando, 'MRN200004'),
      makePatient('Tex', 'Ranger', { state: 'TX', phone: '7135550142' }),
    ]);
    for (const row of rows) byName.set(`${row.content.name[0]?.given[0]} ${row.content.name[0]?.family}`, row.id);
    const admit = (name: string, status: AdmissionStatus, start: string) =>
      stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start } }],
          patient: { reference: `Patient/${byName.get(name)}` },
          period: { start },
        },
        { authorId: admin },
      );
    // John: discharged long ago, active now (the latest admission is the one shown and filtered).
    await admit('John Smith', 'discharged', '2024-01-10T12:00:00Z');
    await admit('John Smith', 'active', '2026-10-01T12:00:00Z');
    await admit('Johanna Smithers', 'onhold-planned', '2026-10-05T12:00:00Z');
    await admit('Mary Jones', 'discharge-ordered', '2026-09-01T12:00:00Z');
    await admit('Peter Parker', 'onhold-hospitalized', '2026-09-01T12:00:00Z');
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('finds a name by the start of any of its words, in any order', async () => {
    expect(names(await list({ term: 'smi' }))).toEqual(['John Smith', 'Johanna Smithers']);
    expect(names(await list({ term: 'jo smith' }))).toEqual(['John Smith', 'Johanna Smithers']);
    expect(names(await list({ term: 'Smith Johanna' }))).toEqual(['Johanna Smithers']);
    // A name that starts so is found, not the ones a typo could mean ('jon' is not read as John).
    expect(names(await list({ term: 'jon' }))).toEqual(['Mary Jones']);
  });

  it('finds a mistyped name when nothing starts so, best match first', async () => {
    const page = await list({ term: 'Jonh Smiht' });
    expect(names(page)[0]).toBe('John Smith');
    expect(names(await list({ term: 'Parkr' }))).toEqual(['Peter Parker']);
    expect((await list({ term: 'zzqx' })).totalCount).toBe(0);
  });

  it('finds a date of birth typed MM/dd/yyyy', async () => {
    expect(names(await list({ term: '03/07/1948' }))).toEqual(['Mary Jones', 'John Smith']);
  });

  it('finds a phone by any fragment of its digits, however punctuated', async () => {
    expect(names(await list({ term: '(813) 555-0142' }))).toEqual(['John Smith']);
    expect(names(await list({ term: '555-0142' }))).toEqual(['Tex Ranger', 'John Smith']);
  });

  it('finds an external patient number, whole or in part, and shows it', async () => {
    const page = await list({ term: 'mrn100003' });
    expect(names(page)).toEqual(['Mary Jones']);
    expect(page.edges[0]?.node.externalNumber).toBe('MRN100003');
    expect(names(await list({ term: '200004' }))).toEqual(['Peter Parker']);
  });

  it("filters by admission with SPEC's four filters, reading the latest admission's status", async () => {
    expect(names(await list({ admission: ['active'] }))).toEqual(['Mary Jones', 'John Smith']);
    expect(names(await list({ admission: ['planned-on-hold'] }))).toEqual(['Johanna Smithers']);
    expect(names(await list({ admission: ['active-on-hold', 'planned-on-hold'] }))).toEqual(['Peter Parker', 'Johanna Smithers']);
    expect((await list({ admission: ['planned'] })).totalCount).toBe(0);
    const johnPage = await list({ term: 'john smith' });
    const john = johnPage.edges[0]?.node;
    expect(john?.admissionStatus).toBe('active');
    const tex = (await list({ term: 'ranger' })).edges[0]?.node;
    expect(tex?.admissionStatus).toBeNull();
  });

  it('filters by market and by state, with the search', async () => {
    const page = await list({ market: tampa });
    expect(names(page)).toEqual(['John Smith', 'Johanna Smithers']);
    expect(page.edges[0]?.node.marketName).toBe('Tampa Bay');
    expect(names(await list({ market: orlando, term: 'par' }))).toEqual(['Peter Parker']);
    expect(names(await list({ state: 'TX' }))).toEqual(['Tex Ranger']);
    expect((await list({ market: unknownId() })).totalCount).toBe(0);
  });

  it('refuses bad filters by name, with no 500', async () => {
    const admission = await fails(s, 'admin', LIST, { admission: ['discharged'] });
    expect(admission.extensions?.code).toBe('BAD_USER_INPUT');
    expect(admission.message).toMatch(/^admission/);
    const marketError = await fails(s, 'admin', LIST, { market: 'not-an-id' });
    expect(marketError.extensions?.code).toBe('BAD_USER_INPUT');
    expect(marketError.message).toBe('market is not a valid id');
    const long = await fails(s, 'admin', LIST, { term: 'x'.repeat(201) });
    expect(long.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a user of another market finds none of these patients, by any search', async () => {
    for (const term of ['smith', 'Jonh Smiht', '03/07/1948', '555-0142', 'mrn100001']) {
      const page = await list({ term }, 'tx-coordinator');
      expect(
        page.edges.every((e) => e.node.name === 'Tex Ranger'),
        term,
      ).toBe(true);
    }
    expect((await list({ market: tampa }, 'tx-coordinator')).totalCount).toBe(0);
  });

  it('an external user with no market finds nobody; a reviewer reads only their market', async () => {
    expect((await list({ term: 'smith' }, 'external')).totalCount).toBe(0);
    expect((await list({}, 'external')).totalCount).toBe(0);
    const reviewer = await list({ term: '555-0142' }, 'reviewer');
    expect(names(reviewer)).toEqual(['John Smith']);
  });

  it('lists markets by state and name, 200 at most per fetch', async () => {
    const fl = await ok<{ totalCount: number; edges: { node: { name: string; state: string } }[] }>(s, 'coordinator', MARKETS, {
      states: ['FL'],
    });
    expect(fl.edges.map((e) => e.node.name)).toEqual(['Orlando', 'Tampa Bay']);
    const named = await ok<{ edges: { node: { name: string } }[] }>(s, 'coordinator', MARKETS, { term: 'hous' });
    expect(named.edges.map((e) => e.node.name)).toEqual(['Houston']);
    expect((await fails(s, 'coordinator', MARKETS, { first: 201 })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await fails(s, 'coordinator', MARKETS, { states: ['Florida'] })).message).toMatch(/^states/);
    const nobody = await s.addUser({ key: 'no-perm', roles: ['staff'], jobFunctions: ['other'], permissions: [] });
    expect((await fails(s, nobody.key, MARKETS, {})).extensions?.code).toBe('FORBIDDEN');
  });
});
