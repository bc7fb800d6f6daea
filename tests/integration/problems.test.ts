// SPEC §2 tab 8 Problems List over GraphQL: the ICD-10-CM code set search (code prefix, title
// words, 25 a page); diagnoses added with a code index, at most 4 on the list (SPEC §3, §9),
// resolved, made active again, moved and removed, each a version with who and when; care plans
// (treatment pathway, patient acuity level) set and changed; a stale version is CONFLICT; bad
// input (an unknown code, a heading, a future onset) is refused by name; another market, a
// reviewer and an external user are refused, and nothing changes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { DIAGNOSIS_MESSAGES } from '../../src/domain/problems/diagnosis-rules.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';

const FIELDS = `patientId
  diagnoses { id versionId codeIndex icd10CmCode title clinicalStatus onsetDate resolvedDate note }
  carePlans { id versionId type typeLabel code title note }`;
const LIST = `query($patientId: ID!) { ProblemList(patientId: $patientId) { ${FIELDS} } }`;
const SEARCH = `query($term: String, $billableOnly: Boolean, $first: Int, $after: String) {
  DiagnosisCodeList(term: $term, billableOnly: $billableOnly, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { code title billable } }
  } }`;
const ADD = `mutation($input: DiagnosisInput!) { addDiagnosis(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: DiagnosisUpdateInput!) { updateDiagnosis(input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation($input: DiagnosisRemoveInput!) { removeDiagnosis(input: $input) { ${FIELDS} } }`;
const MOVE = `mutation($input: DiagnosisMoveInput!) { moveDiagnosis(input: $input) { ${FIELDS} } }`;
const CARE_PLAN = `mutation($input: CarePlanInput!) { setCarePlan(input: $input) { ${FIELDS} } }`;

interface Dx {
  id: string;
  versionId: number;
  codeIndex: number | null;
  icd10CmCode: string;
  title: string;
  clinicalStatus: string;
  onsetDate: string | null;
  resolvedDate: string | null;
  note: string | null;
}
interface ProblemList {
  patientId: string;
  diagnoses: Dx[];
  carePlans: { id: string; versionId: number; type: string; typeLabel: string; code: string; title: string; note: string | null }[];
}
interface Search {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { code: string; title: string; billable: boolean } }[];
}

describe.each(kinds)('Problems List on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let spareId: string;

  const list = (user = 'coordinator', id = patientId) => ok<ProblemList>(s, user, LIST, { patientId: id });
  const add = (code: string, extra: Record<string, unknown> = {}, id = patientId) =>
    ok<ProblemList>(s, 'coordinator', ADD, { input: { patientId: id, code, ...extra } });
  const search = (variables: Record<string, unknown>) => ok<Search>(s, 'coordinator', SEARCH, variables);
  const active = (l: ProblemList) => l.diagnoses.filter((d) => d.clinicalStatus === 'active').map((d) => [d.codeIndex, d.icd10CmCode]);
  const byCode = (l: ProblemList, code: string) => {
    const d = l.diagnoses.find((x) => x.icd10CmCode === code);
    if (!d) throw new Error(`no ${code}`);
    return d;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    const [patient, spare] = await s.addPatients([
      makePatient('Prue', 'Problem', { state: 'FL' }),
      makePatient('Sam', 'Spare', { state: 'FL' }),
    ]);
    if (!patient || !spare) throw new Error('no patient');
    patientId = patient.id;
    spareId = spare.id;
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
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

  it('searches the code set by code prefix and by title words, 25 a page', async () => {
    const byPrefix = await search({ term: 'l89.15', billableOnly: true });
    expect(byPrefix.edges.map((e) => e.node.code)).toEqual(['L89.150', 'L89.151', 'L89.152', 'L89.153', 'L89.154', 'L89.156', 'L89.159']);
    const byWords = await search({ term: 'Pressure HEEL stage 3' });
    expect(byWords.edges.map((e) => e.node)).toEqual([
      { code: 'L89.603', title: 'Pressure ulcer of unspecified heel, stage 3', billable: true },
      { code: 'L89.613', title: 'Pressure ulcer of right heel, stage 3', billable: true },
      { code: 'L89.623', title: 'Pressure ulcer of left heel, stage 3', billable: true },
    ]);
    const first = await search({ term: 'pressure ulcer' });
    expect(first.edges).toHaveLength(25);
    expect(first.totalCount).toBeGreaterThan(150);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ term: 'pressure ulcer', after: first.pageInfo.endCursor });
    expect(second.edges[0]?.node.code).not.toBe(first.edges[24]?.node.code);
    expect((await search({ term: 'nothing like this' })).totalCount).toBe(0);
    const tooLong = await fails(s, 'coordinator', SEARCH, { term: 'x'.repeat(201) });
    expect(tooLong.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'term' });
  });

  it('adds diagnoses with a code index, at most 4, and says so plainly at the fifth', async () => {
    let l = await add('l89.153', { onsetDate: '03/02/2026', note: 'Sacral, over the coccyx' });
    expect(l.diagnoses[0]).toMatchObject({
      codeIndex: 1,
      icd10CmCode: 'L89.153',
      title: 'Pressure ulcer of sacral region, stage 3',
      clinicalStatus: 'active',
      onsetDate: '2026-03-02',
      note: 'Sacral, over the coccyx',
      versionId: 1,
    });
    await add('E11.621');
    // Omitted optional fields arrive as null from a GraphQL client.
    await add('L97.412', { onsetDate: null, note: null });
    l = await add('I87.2');
    expect(active(l)).toEqual([
      [1, 'L89.153'],
      [2, 'E11.621'],
      [3, 'L97.412'],
      [4, 'I87.2'],
    ]);
    const fifth = await fails(s, 'coordinator', ADD, { input: { patientId, code: 'L03.115' } });
    expect(fifth).toMatchObject({ message: DIAGNOSIS_MESSAGES.limit, extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    expect((await list()).diagnoses).toHaveLength(4);

    // Who added it and when: the stored version.
    const [history] = await s.db
      .select({ authorId: schema.resourceHistory.authorId, action: schema.resourceHistory.action })
      .from(schema.resourceHistory)
      .where(and(eq(schema.resourceHistory.id, byCode(l, 'L89.153').id), eq(schema.resourceHistory.versionId, 1)));
    expect(history).toEqual({ authorId: s.user('coordinator').id, action: 'create' });
  });

  it('resolves one (the rest close the gap), makes room, and makes it active again only while there is room', async () => {
    let l = await list();
    const diabetic = byCode(l, 'E11.621');
    l = await ok<ProblemList>(s, 'coordinator', UPDATE, {
      input: { id: diabetic.id, versionId: diabetic.versionId, clinicalStatus: 'resolved', onsetDate: '', note: 'Healed' },
    });
    expect(active(l)).toEqual([
      [1, 'L89.153'],
      [2, 'L97.412'],
      [3, 'I87.2'],
    ]);
    const resolved = byCode(l, 'E11.621');
    expect(resolved).toMatchObject({ clinicalStatus: 'resolved', codeIndex: null, note: 'Healed', versionId: 2 });
    expect(resolved.resolvedDate).toBe(new Date().toISOString().slice(0, 10));
    expect(byCode(l, 'L97.412').versionId).toBe(2);

    l = await add('L03.115');
    expect(active(l).at(-1)).toEqual([4, 'L03.115']);
    const again = await fails(s, 'coordinator', UPDATE, {
      input: { id: resolved.id, versionId: resolved.versionId, clinicalStatus: 'active' },
    });
    expect(again).toMatchObject({ message: DIAGNOSIS_MESSAGES.limit, extensions: { field: 'clinicalStatus' } });

    const cellulitis = byCode(l, 'L03.115');
    l = await ok<ProblemList>(s, 'coordinator', REMOVE, { input: { id: cellulitis.id, versionId: cellulitis.versionId } });
    expect(l.diagnoses.some((d) => d.icd10CmCode === 'L03.115')).toBe(false);
    l = await ok<ProblemList>(s, 'coordinator', UPDATE, {
      input: { id: resolved.id, versionId: resolved.versionId, clinicalStatus: 'active', note: 'Recurred' },
    });
    expect(active(l).at(-1)).toEqual([4, 'E11.621']);
    expect(byCode(l, 'E11.621').resolvedDate).toBeNull();
    expect((await stores.condition.read(s.db, cellulitis.id, { includeDeleted: true }))?.deleted).toBe(true);
  });

  it('moves a diagnosis up the list; the same code twice is refused', async () => {
    let l = await list();
    const venous = byCode(l, 'I87.2');
    l = await ok<ProblemList>(s, 'coordinator', MOVE, { input: { id: venous.id, versionId: venous.versionId, direction: 'up' } });
    expect(active(l).map(([, code]) => code)).toEqual(['L89.153', 'I87.2', 'L97.412', 'E11.621']);
    const top = byCode(l, 'L89.153');
    const cannot = await fails(s, 'coordinator', MOVE, { input: { id: top.id, versionId: top.versionId, direction: 'up' } });
    expect(cannot.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'direction' });
    await add('L89.153', {}, spareId);
    const dup = await fails(s, 'coordinator', ADD, { input: { patientId: spareId, code: 'L89.153' } });
    expect(dup).toMatchObject({ message: DIAGNOSIS_MESSAGES.duplicate, extensions: { field: 'code' } });
  });

  it('sets the care plans of both types and changes one as a new version', async () => {
    let l = await ok<ProblemList>(s, 'coordinator', CARE_PLAN, {
      input: { patientId, type: 'treatment-pathway', code: 'pressure-injury' },
    });
    l = await ok<ProblemList>(s, 'coordinator', CARE_PLAN, {
      input: { patientId, type: 'patient-acuity-level', code: 'moderate', note: null, versionId: null },
    });
    expect(l.carePlans.map((c) => [c.typeLabel, c.title, c.versionId])).toEqual([
      ['Treatment Pathway', 'Pressure injury', 1],
      ['Patient Acuity Level', 'Moderate', 1],
    ]);
    const acuity = l.carePlans[1];
    l = await ok<ProblemList>(s, 'coordinator', CARE_PLAN, {
      input: { patientId, type: 'patient-acuity-level', code: 'high', versionId: acuity?.versionId, note: 'Infected' },
    });
    expect(l.carePlans[1]).toMatchObject({ id: acuity?.id, code: 'high', title: 'High', note: 'Infected', versionId: 2 });
    const stale = await fails(s, 'coordinator', CARE_PLAN, {
      input: { patientId, type: 'patient-acuity-level', code: 'low', versionId: 1 },
    });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    const unseen = await fails(s, 'coordinator', CARE_PLAN, { input: { patientId, type: 'treatment-pathway', code: 'venous-ulcer' } });
    expect(unseen.extensions?.code).toBe('CONFLICT');
    const badCode = await fails(s, 'coordinator', CARE_PLAN, {
      input: { patientId, type: 'patient-acuity-level', code: 'pressure-injury', versionId: 2 },
    });
    expect(badCode.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const badType = await fails(s, 'coordinator', CARE_PLAN, { input: { patientId, type: 'diet', code: 'low' } });
    expect(badType.message).toMatch(/^type must be one of/);
  });

  it('a stale version is CONFLICT and changes nothing', async () => {
    const l = await list();
    const pressure = byCode(l, 'L89.153');
    await ok(s, 'coordinator', UPDATE, {
      input: { id: pressure.id, versionId: pressure.versionId, clinicalStatus: 'active', note: 'Dressed daily' },
    });
    const stale = await fails(s, 'admin', UPDATE, {
      input: { id: pressure.id, versionId: pressure.versionId, clinicalStatus: 'resolved' },
    });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: pressure.versionId + 1 });
    expect(stale.message).toBe(DIAGNOSIS_MESSAGES.conflict);
    expect((await stores.condition.read(s.db, pressure.id))?.content.clinicalStatus).toBe('active');
  });

  it('refuses bad input by name: an unknown code, a heading, a future onset, bad ids', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ patientId: spareId, code: 'Z99.999' }, 'code', DIAGNOSIS_MESSAGES.unknownCode],
      [{ patientId: spareId, code: 'L89.15' }, 'code', DIAGNOSIS_MESSAGES.notBillable('L89.15')],
      [{ patientId: spareId, code: 'pressure' }, 'code', 'This field has incorrect value'],
      [{ patientId: spareId, code: '' }, 'code', 'This field is required'],
      [{ patientId: spareId, code: 'L89.152', onsetDate: '2999-01-01' }, 'onsetDate', DIAGNOSIS_MESSAGES.onsetInFuture],
      [{ patientId: spareId, code: 'L89.152', onsetDate: '02/30/2026' }, 'onsetDate', 'Invalid date'],
      [{ patientId: spareId, code: 'L89.152', note: 'x'.repeat(2001) }, 'note', 'This field has incorrect value'],
      [{ patientId: 'nope', code: 'L89.152' }, 'patientId', 'patientId is not a valid id'],
    ];
    for (const [input, field, message] of cases) {
      const error = await fails(s, 'coordinator', ADD, { input });
      expect(error, JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await fails(s, 'coordinator', ADD, { input: { patientId: unknownId(), code: 'L89.152' } })).extensions?.code).toBe('NOT_FOUND');
    const gone = await fails(s, 'coordinator', REMOVE, { input: { id: unknownId(), versionId: 1 } });
    expect(gone.extensions?.code).toBe('NOT_FOUND');
    const badStatus = await fails(s, 'coordinator', UPDATE, { input: { id: unknownId(), versionId: 1, clinicalStatus: 'gone' } });
    expect(badStatus.message).toMatch(/^clinicalStatus must be one of/);
    expect((await list('coordinator', spareId)).diagnoses.map((d) => d.icd10CmCode)).toEqual(['L89.153']);
  });

  it('refuses another market, a reviewer and an external user; a reviewer and an external user of the market read', async () => {
    const before = await list();
    const target = before.diagnoses[0] as Dx;
    for (const user of ['tx-coordinator', 'external']) {
      expect((await fails(s, user, LIST, { patientId })).extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await list('reviewer')).diagnoses).toHaveLength(before.diagnoses.length);
    expect((await list('fl-external')).diagnoses).toHaveLength(before.diagnoses.length);
    for (const user of ['tx-coordinator', 'external', 'fl-external', 'reviewer']) {
      const writes: [string, Record<string, unknown>][] = [
        [ADD, { input: { patientId, code: 'L89.152' } }],
        [UPDATE, { input: { id: target.id, versionId: target.versionId, clinicalStatus: 'resolved' } }],
        [REMOVE, { input: { id: target.id, versionId: target.versionId } }],
        [MOVE, { input: { id: target.id, versionId: target.versionId, direction: 'down' } }],
        [CARE_PLAN, { input: { patientId, type: 'patient-acuity-level', code: 'low', versionId: 2 } }],
      ];
      for (const [document, variables] of writes) {
        const error = await fails(s, user, document, variables);
        expect(error.extensions?.code, `${user} ${document.slice(0, 30)}`).toBe('FORBIDDEN');
      }
    }
    expect(await list()).toEqual(before);
  });
});
