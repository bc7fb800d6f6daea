// PatientList paging and search, and Patient(id), over GraphQL (as an administrator, who reads
// every patient; the per-market narrowing is patient-access.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

interface Page {
  PatientList: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; name: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const LIST = `query($first: Int, $after: String, $term: String, $state: String) {
  PatientList(first: $first, after: $after, term: $term, state: $state) {
    totalCount
    edges { cursor node { id name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const GIVEN = ['Amy', 'Ben', 'Cara', 'Dan', 'Eve', 'Finn', 'Gail', 'Hugo', 'Ivy', 'Jon', 'Kim', 'Lou'];
const FAMILY = ['Smith', 'Jones', 'Brown'];
const TOTAL = GIVEN.length * FAMILY.length + 3;

describe.each(kinds)('patients on %s', (kind) => {
  let s: TestServer;
  let token: string;
  let special: { id: string };
  let deletedId: string;

  beforeAll(async () => {
    s = await startServer(kind);
    const many = FAMILY.flatMap((family) => GIVEN.map((given, i) => makePatient(given, family, { state: i % 3 === 0 ? 'TX' : 'FL' })));
    const rows = await s.addPatients([
      ...many,
      makePatient('Ronald', 'McDonald', { state: 'CA', birthDate: '1960-07-04', phone: '8135550100' }),
      makePatient('Smithy', 'Carpenter', { state: 'CA' }),
      makePatient('Gone', 'Deleted', { state: 'CA' }),
    ]);
    const mcdonald = rows.find((r) => r.content.name[0]?.family === 'McDonald');
    const gone = rows.find((r) => r.content.name[0]?.family === 'Deleted');
    if (!mcdonald || !gone) throw new Error('fixtures missing');
    special = mcdonald;
    deletedId = gone.id;
    await stores.patient.softDelete(s.db, gone.id, 1, { authorId: s.user('admin').id });
    // An administrator reads every patient (SPEC §6); who reads which is patient-access.test.ts.
    token = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = async (variables: Record<string, unknown>) => {
    const res = await s.gql<Page>(LIST, variables, token);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const page = res.body.data?.PatientList;
    if (!page) throw new Error('no page');
    return page;
  };

  it('pages through every patient with first/after, in name order, without repeats', async () => {
    const seen: string[] = [];
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await list({ first: 10, after });
      pages += 1;
      expect(page.totalCount).toBe(TOTAL - 1);
      seen.push(...page.edges.map((e) => e.node.id));
      names.push(...page.edges.map((e) => e.node.name));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      expect(page.edges).toHaveLength(10);
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil((TOTAL - 1) / 10));
    expect(new Set(seen).size).toBe(TOTAL - 1);
    expect(seen).not.toContain(deletedId);
    // Sorted by family name, then given name, case-insensitively.
    const key = (name: string) => {
      const parts = name.split(' ');
      return `${parts.at(-1)} ${parts.slice(0, -1).join(' ')}`.toLowerCase();
    };
    expect(names.map(key)).toEqual([...names.map(key)].sort());
  });

  it('defaults to 25 per page; after the last item the page is empty', async () => {
    const first = await list({});
    expect(first.edges).toHaveLength(25);
    expect(first.pageInfo.hasNextPage).toBe(true);

    const all = await list({ first: 100 });
    expect(all.edges).toHaveLength(TOTAL - 1);
    expect(all.pageInfo.hasNextPage).toBe(false);
    const beyond = await list({ first: 10, after: all.pageInfo.endCursor });
    expect(beyond).toEqual({ totalCount: TOTAL - 1, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('a cursor continues right after its item', async () => {
    const all = await list({ first: 100 });
    const third = all.edges[2];
    const next = await list({ first: 2, after: third?.cursor });
    expect(next.edges.map((e) => e.node.id)).toEqual(all.edges.slice(3, 5).map((e) => e.node.id));
  });

  it('term search is case-insensitive and matches family or given names', async () => {
    for (const term of ['smith', 'SMITH', '  sMiTh  ']) {
      const page = await list({ term, first: 100 });
      // 12 Smiths plus Smithy Carpenter.
      expect(page.totalCount, term).toBe(GIVEN.length + 1);
      expect(page.edges.every((e) => /smith/i.test(e.node.name))).toBe(true);
    }
    expect((await list({ term: 'mcdon' })).edges.map((e) => e.node.id)).toEqual([special.id]);
    expect((await list({ term: 'RONALD' })).edges.map((e) => e.node.id)).toEqual([special.id]);
    expect((await list({ term: 'mcdonald ronald' })).edges.map((e) => e.node.id)).toEqual([special.id]);
    expect((await list({ term: 'nobody-like-this' })).totalCount).toBe(0);
    // A blank term is no filter.
    expect((await list({ term: '   ' })).totalCount).toBe(TOTAL - 1);
    // The deleted patient is not found by name either.
    expect((await list({ term: 'deleted' })).totalCount).toBe(0);
  });

  it('filters by state, paging within the filter', async () => {
    const tx = await list({ state: 'TX', first: 3 });
    expect(tx.totalCount).toBe(FAMILY.length * 4);
    expect(tx.pageInfo.hasNextPage).toBe(true);
    const ca = await list({ state: 'CA', first: 100 });
    expect(ca.totalCount).toBe(2);
    expect((await list({ state: 'Texas' })).totalCount).toBe(0);
    expect((await list({ state: 'TX', term: 'smith', first: 100 })).totalCount).toBe(4);
  });

  it('Patient(id) has the chart summary shape', async () => {
    const res = await s.gql(
      `query($id: ID!) { Patient(id: $id) {
        id versionId lastUpdated name givenName familyName gender birthDate age phone payerName
        address { line city state postalCode latitude longitude }
      } }`,
      { id: special.id.toUpperCase() },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    const today = new Date();
    const birthdayPassed = today.getMonth() > 6 || (today.getMonth() === 6 && today.getDate() >= 4);
    const age = today.getFullYear() - 1960 - (birthdayPassed ? 0 : 1);
    expect(res.body.data).toEqual({
      Patient: {
        id: special.id,
        versionId: 1,
        lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        name: 'Ronald McDonald',
        givenName: 'Ronald',
        familyName: 'McDonald',
        gender: 'female',
        birthDate: '1960-07-04',
        age,
        phone: '8135550100',
        payerName: 'Acme Health',
        address: { line: ['1 Main St'], city: 'Tampa', state: 'CA', postalCode: '33601', latitude: 27.95, longitude: -82.46 },
      },
    });
  });

  it('an unknown or deleted patient is NOT_FOUND', async () => {
    for (const id of [unknownId(), deletedId]) {
      const res = await s.gql('query($id: ID!) { Patient(id: $id) { id } }', { id }, token);
      expect(res.body.data).toEqual({ Patient: null });
      expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
      expect(res.body.errors?.[0]?.message).toBe('Patient was not found.');
      expect(res.status).toBe(404);
    }
  });

  it('billing (no patient permission) cannot list or read patients', async () => {
    const billing = await s.token('billing');
    const listed = await s.gql('{ PatientList { totalCount } }', undefined, billing);
    expect(listed.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const read = await s.gql('query($id: ID!) { Patient(id: $id) { id } }', { id: special.id }, billing);
    expect(read.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(read.body)).not.toContain('McDonald');
  });
});
