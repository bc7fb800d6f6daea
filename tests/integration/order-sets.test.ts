// SPEC §2 clinical config 'order-sets' over the real server: an order set is a code of the
// 'order-sets' code system whose members are codes the order catalog offers; the clinical admin
// edits and publishes it like any list (members checked, kept in each version, in its files), and
// the chart's Orders tab adds a set's orders at once, each filed with its own code and words. An
// order the catalog retired since is left out; users of another market, external users and
// reviewers are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema/settings.ts';
import { seedTerminology } from '../../server/seed/terminology.ts';
import { DEFAULT_ORDER_SETS } from '../../src/domain/chart/order-sets.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { valueSetUrl } from '../../src/domain/terminology/code-systems.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';
import { publishConcept } from './terminology-fixtures.ts';

const ONE = 'query($id: String!) { CodeSystem(id: $id) { draftVersion membersFrom concepts { code members } } }';
const SAVE = `mutation($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {
  saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) { draftVersion } }`;
const EXPAND = 'query($url: String!) { expandValueSet(url: $url, count: 1000) { version contains { code display members } } }';
const EXPORT = 'query($id: String!, $format: String!) { exportCodeSystem(id: $id, format: $format) { content } }';
const IMPORT = `mutation($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {
  importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) { added updated } }`;
const ADD_SET = `mutation($input: PatientOrderSetInput!) { addPatientOrderSet(input: $input) { id status code text admissionId } }`;
const ORDERS = 'query($patientId: ID!) { PatientOrderList(patientId: $patientId) { totalCount edges { node { code text status } } } }';

interface Expansion {
  version: number;
  contains: { code: string; display: string; members: string[] | null }[];
}
interface Filed {
  id: string;
  status: string;
  code: string | null;
  text: string;
}

describe.each(kinds)('order sets on %s', (kind) => {
  let s: TestServer;
  const draftVersion = async () => (await ok<{ draftVersion: number }>(s, 'clinical-admin', ONE, { id: 'order-sets' })).draftVersion;
  const patient = async (given: string) => {
    const [p] = await s.addPatients([makePatient(given, 'Orderset', { state: 'FL' })]);
    if (!p) throw new Error('no patient');
    return p.id;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    await seedTerminology(s.db, new Date());
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

  it('ships its sets published, each naming orders of the catalog, and serves them with their members', async () => {
    const system = await ok<{ membersFrom: string; concepts: { code: string; members: string[] }[] }>(s, 'clinical-admin', ONE, {
      id: 'order-sets',
    });
    expect(system.membersFrom).toBe('orders');
    expect(system.concepts.map((c) => c.code)).toEqual(DEFAULT_ORDER_SETS.map((c) => c.code));
    const expansion = await ok<Expansion>(s, 'clinician', EXPAND, { url: valueSetUrl('order-sets') });
    expect(expansion.contains.find((c) => c.code === 'arterial-workup')?.members).toEqual(['abi', 'arterial-duplex']);
    // Codes of other lists have none.
    const orders = await ok<Expansion>(s, 'clinician', EXPAND, { url: valueSetUrl('orders') });
    expect(orders.contains.every((c) => c.members === null)).toBe(true);
  });

  it('refuses a set with no orders, an order the catalog does not offer, or twice the same, on concept.members', async () => {
    const save = async (members: string[] | null) =>
      fails(s, 'clinical-admin', SAVE, {
        codeSystemId: 'order-sets',
        draftVersion: await draftVersion(),
        isNew: true,
        concept: { code: 'bad-set', display: 'Bad set', members },
      });
    expect(await save([])).toMatchObject({ message: MESSAGES.required, extensions: { field: 'concept.members' } });
    expect(await save(null)).toMatchObject({ extensions: { field: 'concept.members' } });
    expect(await save(['abi', 'no-such-order'])).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'concept.members' },
    });
    expect(await save(['abi', 'abi'])).toMatchObject({ extensions: { field: 'concept.members' } });
    // Members belong to order sets only.
    const products = await ok<{ draftVersion: number }>(s, 'clinical-admin', ONE, { id: 'products' });
    const onProducts = await fails(s, 'clinical-admin', SAVE, {
      codeSystemId: 'products',
      draftVersion: products.draftVersion,
      isNew: true,
      concept: { code: 'boot', display: 'Boot', members: ['abi'] },
    });
    expect(onProducts.extensions?.field).toBe('concept.members');
  });

  it('adds every order of a set to the patient, each with its catalog code and words; one retired since is left out', async () => {
    const patientId = await patient('Odette');
    await publishConcept(
      s,
      'clinical-admin',
      'order-sets',
      { code: 'leg-workup', display: 'Leg work-up', status: 'active', members: ['abi', 'venous-duplex', 'cbc'] },
      true,
    );
    const filed = await ok<Filed[]>(s, 'coordinator', ADD_SET, { input: { patientId, orderSet: 'leg-workup', status: 'draft' } });
    expect(filed.map((o) => [o.code, o.text, o.status])).toEqual([
      ['abi', 'Ankle-brachial index (ABI)', 'draft'],
      ['venous-duplex', 'Venous duplex ultrasound', 'draft'],
      ['cbc', 'Complete blood count (CBC)', 'draft'],
    ]);
    const listed = await ok<{ totalCount: number }>(s, 'coordinator', ORDERS, { patientId });
    expect(listed.totalCount).toBe(3);

    // The catalog retires 'cbc': the set now files the other two.
    await publishConcept(s, 'clinical-admin', 'orders', { code: 'cbc', display: 'Complete blood count (CBC)', status: 'inactive' }, false);
    const again = await ok<Filed[]>(s, 'coordinator', ADD_SET, { input: { patientId, orderSet: 'leg-workup', status: 'active' } });
    expect(again.map((o) => o.code)).toEqual(['abi', 'venous-duplex']);
    await publishConcept(s, 'clinical-admin', 'orders', { code: 'cbc', display: 'Complete blood count (CBC)', status: 'active' }, false);
  });

  it('refuses an unknown or retired set, a bad status, and another market, external users and reviewers', async () => {
    const patientId = await patient('Ottilie');
    const add = (user: string, input: Record<string, unknown>) => fails(s, user, ADD_SET, { input: { patientId, ...input } });
    expect(await add('coordinator', { orderSet: 'no-such-set', status: 'draft' })).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'orderSet' },
    });
    expect((await add('coordinator', { orderSet: '', status: 'draft' })).extensions?.field).toBe('orderSet');
    expect((await add('coordinator', { orderSet: 'arterial-workup', status: 'completed' })).extensions?.field).toBe('status');
    await publishConcept(
      s,
      'clinical-admin',
      'order-sets',
      {
        code: 'nutrition-workup',
        display: 'Nutrition work-up',
        status: 'inactive',
        members: ['albumin-prealbumin', 'cbc', 'nutrition-consult'],
      },
      false,
    );
    expect((await add('coordinator', { orderSet: 'nutrition-workup', status: 'draft' })).extensions?.field).toBe('orderSet');
    for (const user of ['tx-coordinator', 'fl-external', 'external', 'reviewer']) {
      expect((await add(user, { orderSet: 'arterial-workup', status: 'draft' })).extensions?.code, user).toBe('FORBIDDEN');
    }
    expect((await ok<{ totalCount: number }>(s, 'coordinator', ORDERS, { patientId })).totalCount).toBe(0);
  });

  it('files no order and no set while the clinic hides orders (HideOrders), and files again once it shows them', async () => {
    const patientId = await patient('Orla');
    const addOrder = `mutation($input: PatientOrderInput!) { addPatientOrder(input: $input) { id } }`;
    const order = { patientId, code: 'abi', text: 'Ankle-brachial index (ABI)', status: 'draft' };
    await s.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'HideOrders'));
    try {
      expect((await fails(s, 'coordinator', addOrder, { input: order })).extensions?.code).toBe('FORBIDDEN');
      expect(
        (await fails(s, 'coordinator', ADD_SET, { input: { patientId, orderSet: 'arterial-workup', status: 'draft' } })).extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await ok<{ totalCount: number }>(s, 'coordinator', ORDERS, { patientId })).totalCount).toBe(0);
    } finally {
      await s.db.update(settings).set({ value: 'false' }).where(eq(settings.key, 'HideOrders'));
    }
    await ok(s, 'coordinator', addOrder, { input: order });
    await ok(s, 'coordinator', ADD_SET, { input: { patientId, orderSet: 'arterial-workup', status: 'draft' } });
    expect((await ok<{ totalCount: number }>(s, 'coordinator', ORDERS, { patientId })).totalCount).toBeGreaterThan(1);
  });

  it('exports and imports a set with its members (CSV column, FHIR property), checked as an edit is', async () => {
    const csv = (await ok<{ content: string }>(s, 'clinical-admin', EXPORT, { id: 'order-sets', format: 'csv' })).content;
    expect(csv.split('\n')[0]).toBe('code,display,status,category,members');
    expect(csv).toContain('arterial-workup,Arterial insufficiency work-up,active,,abi arterial-duplex');
    const fhir = JSON.parse((await ok<{ content: string }>(s, 'clinical-admin', EXPORT, { id: 'order-sets', format: 'fhir' })).content);
    const arterial = fhir.concept.find((c: { code: string }) => c.code === 'arterial-workup');
    expect(arterial.property.filter((p: { code: string }) => p.code === 'member').map((p: { valueCode: string }) => p.valueCode)).toEqual([
      'abi',
      'arterial-duplex',
    ]);
    const imported = await ok<{ added: number; updated: number }>(s, 'clinical-admin', IMPORT, {
      codeSystemId: 'order-sets',
      draftVersion: await draftVersion(),
      format: 'csv',
      content: 'code,display,members\nulcer-labs,Ulcer labs,cbc hba1c\narterial-workup,Arterial insufficiency work-up,abi\n',
    });
    expect(imported).toEqual({ added: 1, updated: 1 });
    const draft = await ok<{ concepts: { code: string; members: string[] }[] }>(s, 'clinical-admin', ONE, { id: 'order-sets' });
    expect(draft.concepts.find((c) => c.code === 'ulcer-labs')?.members).toEqual(['cbc', 'hba1c']);
    const bad = await fails(s, 'clinical-admin', IMPORT, {
      codeSystemId: 'order-sets',
      draftVersion: await draftVersion(),
      format: 'csv',
      content: 'code,display,members\nok-set,OK,abi\nbad-set,Bad,abi nothing-such\n',
    });
    expect(bad).toMatchObject({ message: `Row 2: members: ${MESSAGES.incorrectValue}`, extensions: { field: 'content' } });
  });
});
