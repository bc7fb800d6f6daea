// Code systems and value sets over the real server (SPEC §2 clinical config and administrative
// code systems; SPEC §3 statuses and procedure categories): edits go into a draft written against
// the draft's version, publishing makes a new version and retires the one before, versions are
// kept, expandValueSet(url|version) serves the newest published version without its retired and
// entered-in-error codes, paged and searchable, and its kept pages give way to a publish; every
// change is audited. Only the clinical admin changes clinical config, only 'settings' the master
// lists; external, reviewer and permission-less users are refused, and nobody reaches a code system
// hidden by settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema/settings.ts';
import { stores } from '../../server/db/stores.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { seedTerminology } from '../../server/seed/terminology.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { valueSetUrl } from '../../src/domain/terminology/code-systems.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const FIELDS = `id url title kind noun categories draftVersion publishedVersion draftChanged
  concepts { code display status category } versions { version status count publishedBy }`;
const LIST = 'query { CodeSystemList { id title kind publishedVersion draftChanged } }';
const ONE = `query($id: String!) { CodeSystem(id: $id) { ${FIELDS} } }`;
const SAVE = `mutation($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {
  saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) { ${FIELDS} } }`;
const PUBLISH = `mutation($codeSystemId: String!, $draftVersion: Int!) { publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) { ${FIELDS} } }`;
const EXPAND = `query($url: String!, $filter: String, $offset: Int, $count: Int) {
  expandValueSet(url: $url, filter: $filter, offset: $offset, count: $count) { url version total offset contains { code display category } } }`;
const EXPORT = 'query($id: String!, $format: String!) { exportCodeSystem(id: $id, format: $format) { fileName mediaType content } }';
const IMPORT = `mutation($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {
  importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) {
    added updated unchanged codeSystem { ${FIELDS} } } }`;
const AUDIT = `query($id: ID!) { AdminAuditList(entityType: "CodeSystem", entityId: $id) {
  totalCount edges { node { action actorEmail before after } } } }`;

interface CodeSystemNode {
  id: string;
  draftVersion: number;
  publishedVersion: number;
  draftChanged: boolean;
  concepts: { code: string; display: string; status: string; category: string | null }[];
  versions: { version: number; status: string; count: number }[];
}
interface Expansion {
  url: string;
  version: number;
  total: number;
  offset: number;
  contains: { code: string; display: string; category: string | null }[];
}

interface Item {
  linkId: string;
  answerOptions?: { code: string; display: string }[];
  items?: Item[];
}
const findItem = (items: readonly Item[], linkId: string): Item | undefined => {
  for (const item of items) {
    if (item.linkId === linkId) return item;
    const nested = findItem(item.items ?? [], linkId);
    if (nested) return nested;
  }
  return undefined;
};

describe.each(kinds)('code systems on %s', (kind) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startServer(kind);
    await seedTerminology(s.db, new Date());
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    await s.addUser({ key: 'reviewer-clinical', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['clinical-admin'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  const woundTypes = () => ok<CodeSystemNode>(s, 'clinical-admin', ONE, { id: 'wound-type' });
  const expand = (key: string, variables: Record<string, unknown>) => ok<Expansion>(s, key, EXPAND, variables);

  it('refuses the maintenance operations without the kind’s permission, to external and reviewer users, and signed out', async () => {
    const calls = [
      [LIST, {}],
      [ONE, { id: 'wound-type' }],
      [SAVE, { codeSystemId: 'wound-type', draftVersion: 1, isNew: true, concept: { code: 'x', display: 'X' } }],
      [PUBLISH, { codeSystemId: 'wound-type', draftVersion: 1 }],
      [EXPORT, { id: 'wound-type', format: 'csv' }],
      [IMPORT, { codeSystemId: 'wound-type', draftVersion: 1, format: 'csv', content: 'code,display\nx,X\n' }],
    ] as const;
    for (const [query, variables] of calls) {
      for (const key of [NOBODY.key, 'billing', 'external', 'reviewer', 'clinician']) {
        expect((await fails(s, key, query, variables)).extensions?.code, key).toBe('FORBIDDEN');
      }
      expect((await s.gql(query, variables)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // An administrator (settings) cannot change clinical config, nor the clinical admin the master lists.
    expect((await fails(s, 'admin', ONE, { id: 'wound-type' })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'clinical-admin', ONE, { id: 'discharge-reason' })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'clinical-admin', PUBLISH, { codeSystemId: 'discharge-reason', draftVersion: 1 })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    // A reviewer-readonly user holding clinical-admin reads, but changes nothing.
    expect((await ok<CodeSystemNode>(s, 'reviewer-clinical', ONE, { id: 'wound-type' })).publishedVersion).toBe(1);
    expect(
      (
        await fails(s, 'reviewer-clinical', SAVE, {
          codeSystemId: 'wound-type',
          draftVersion: 1,
          isNew: true,
          concept: { code: 'x', display: 'X' },
        })
      ).extensions?.code,
    ).toBe('FORBIDDEN');
    // Each sees only the code systems of their own kind.
    const clinical = await ok<{ id: string; kind: string }[]>(s, 'clinical-admin', LIST, {});
    expect(clinical.map((c) => c.kind)).toEqual(clinical.map(() => 'clinical'));
    expect(clinical.map((c) => c.id)).toContain('wound-type');
    const administrative = await ok<{ id: string }[]>(s, 'admin', LIST, {});
    expect(administrative.map((c) => c.id)).toEqual(['communication-topics', 'admission-cancellation-reason', 'discharge-reason']);
  });

  it('adds a wound type to the draft, publishes version 2 and serves it; version 1 is kept as it was, and every change is audited', async () => {
    const before = await woundTypes();
    expect(before).toMatchObject({ publishedVersion: 1, draftChanged: false });
    const added = await ok<CodeSystemNode>(s, 'clinical-admin', SAVE, {
      codeSystemId: 'wound-type',
      draftVersion: before.draftVersion,
      isNew: true,
      concept: { code: 'skin-tear', display: '  Skin   tear ' },
    });
    expect(added.concepts.at(-1)).toEqual({ code: 'skin-tear', display: 'Skin tear', status: 'active', category: null });
    expect(added).toMatchObject({ draftChanged: true, draftVersion: before.draftVersion + 1 });
    // Not offered before it is published.
    const url = valueSetUrl('wound-type');
    expect((await expand('clinician', { url, filter: 'skin tear' })).total).toBe(0);

    // A stale draft version is a CONFLICT; the same code twice is refused on the field.
    expect(
      (await fails(s, 'clinical-admin', PUBLISH, { codeSystemId: 'wound-type', draftVersion: before.draftVersion })).extensions?.code,
    ).toBe('CONFLICT');
    const twice = await fails(s, 'clinical-admin', SAVE, {
      codeSystemId: 'wound-type',
      draftVersion: added.draftVersion,
      isNew: true,
      concept: { code: 'skin-tear', display: 'Again' },
    });
    expect(twice.message).toBe(MESSAGES.incorrectValue);
    expect(twice.extensions?.field).toBe('concept.code');

    // Retire a code in the same draft, then publish.
    const retired = await ok<CodeSystemNode>(s, 'clinical-admin', SAVE, {
      codeSystemId: 'wound-type',
      draftVersion: added.draftVersion,
      isNew: false,
      concept: { code: 'atypical-wound', display: 'Atypical wound', status: 'inactive' },
    });
    const published = await ok<CodeSystemNode>(s, 'clinical-admin', PUBLISH, {
      codeSystemId: 'wound-type',
      draftVersion: retired.draftVersion,
    });
    expect(published).toMatchObject({ publishedVersion: 2, draftChanged: false });
    expect(published.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'active'],
      [1, 'retired'],
    ]);

    const newest = await expand('clinician', { url });
    expect(newest.version).toBe(2);
    expect(newest.contains.map((c) => c.code)).toContain('skin-tear');
    expect(newest.contains.map((c) => c.code)).not.toContain('atypical-wound');
    // Version 1 as it was published.
    const first = await expand('clinician', { url: `${url}|1` });
    expect(first.version).toBe(1);
    expect(first.contains.map((c) => c.code)).toContain('atypical-wound');
    expect(first.contains.map((c) => c.code)).not.toContain('skin-tear');

    const audit = await ok<{
      totalCount: number;
      edges: { node: { action: string; actorEmail: string; before: unknown; after: unknown } }[];
    }>(s, 'clinical-admin', AUDIT, { id: 'wound-type' });
    expect(audit.edges.map((e) => e.node.action)).toEqual(['publish', 'update-code', 'add-code']);
    expect(audit.edges[1]?.node).toMatchObject({
      actorEmail: 'clinical.admin@demo.test',
      before: { code: 'atypical-wound', status: 'active' },
      after: { code: 'atypical-wound', status: 'inactive' },
    });
  });

  it("the forms offer the newest published codes: the wound assessment's wound type gains the new one and loses the retired one", async () => {
    const plan = SEED_PLANS.find((p) => p.forms.some((f) => f.questionnaireCode === 'wound-assessment'));
    if (!plan) throw new Error('no plan with the wound assessment');
    const listed = await ok<{ code: string; items: Item[] }[]>(
      s,
      'clinician',
      'query($t: String!, $d: String) { QuestionnaireListByEncounterType(encounterType: $t, deliveryType: $d) { code items } }',
      { t: plan.encounterType, d: plan.deliveryType },
    );
    const wound = listed.find((q) => q.code === 'wound-assessment');
    const type = findItem(wound?.items ?? [], 'w1-type');
    const offered = (type?.answerOptions ?? []).map((o) => o.code);
    expect(offered).toContain('skin-tear');
    expect(offered).not.toContain('atypical-wound');
    expect(offered[0]).toBe('pressure-injury');
  });

  it('expands paged and searchable; the page kept for a filter gives way to the next publish', async () => {
    const url = valueSetUrl('products');
    const all = await expand('clinician', { url });
    expect(all.total).toBeGreaterThan(5);
    const page = await expand('clinician', { url, offset: 2, count: 3 });
    expect(page).toMatchObject({ offset: 2, total: all.total });
    expect(page.contains).toEqual(all.contains.slice(2, 5));
    const alginate = await expand('clinician', { url, filter: 'ALGINATE' });
    expect(alginate.contains.map((c) => c.display)).toEqual(['Calcium alginate dressing', 'Silver alginate dressing']);
    // Every word, anywhere in the code or display.
    expect((await expand('clinician', { url, filter: 'dressing  silver' })).contains.map((c) => c.display)).toEqual([
      'Silver alginate dressing',
    ]);
    expect((await expand('clinician', { url, filter: '100%_' })).total).toBe(0);

    const system = await ok<CodeSystemNode>(s, 'clinical-admin', ONE, { id: 'products' });
    const saved = await ok<CodeSystemNode>(s, 'clinical-admin', SAVE, {
      codeSystemId: 'products',
      draftVersion: system.draftVersion,
      isNew: true,
      concept: { code: 'alginate-rope', display: 'Alginate rope' },
    });
    await ok(s, 'clinical-admin', PUBLISH, { codeSystemId: 'products', draftVersion: saved.draftVersion });
    const after = await expand('clinician', { url, filter: 'alginate' });
    expect(after.contains.map((c) => c.display)).toEqual(['Calcium alginate dressing', 'Silver alginate dressing', 'Alginate rope']);

    // Procedures carry SPEC §3's categories; one is required and must be one of them.
    const procedures = await ok<CodeSystemNode>(s, 'clinical-admin', ONE, { id: 'procedures' });
    const noCategory = await fails(s, 'clinical-admin', SAVE, {
      codeSystemId: 'procedures',
      draftVersion: procedures.draftVersion,
      isNew: true,
      concept: { code: 'x-ray', display: 'X-ray' },
    });
    expect([noCategory.message, noCategory.extensions?.field]).toEqual([MESSAGES.required, 'concept.category']);
    const wrongCategory = await fails(s, 'clinical-admin', SAVE, {
      codeSystemId: 'procedures',
      draftVersion: procedures.draftVersion,
      isNew: true,
      concept: { code: 'x-ray', display: 'X-ray', category: 'imaging' },
    });
    expect([wrongCategory.message, wrongCategory.extensions?.field]).toEqual([MESSAGES.incorrectValue, 'concept.category']);
    expect(
      (await expand('clinician', { url: valueSetUrl('procedures'), filter: 'biopsy' })).contains.every((c) => c.category === 'biopsy'),
    ).toBe(true);
  });

  it('exports a code system as FHIR JSON and as CSV (formulas escaped), and imports either into the draft: added, changed, none deleted; audited', async () => {
    // A display a spreadsheet would run as a formula.
    const products = () => ok<CodeSystemNode>(s, 'clinical-admin', ONE, { id: 'products' });
    const formula = { code: 'formula-foam', display: '=1+1 Foam', status: 'active' };
    await ok(s, 'clinical-admin', SAVE, {
      codeSystemId: 'products',
      draftVersion: (await products()).draftVersion,
      isNew: true,
      concept: formula,
    });

    const csv = await ok<{ fileName: string; mediaType: string; content: string }>(s, 'clinical-admin', EXPORT, {
      id: 'products',
      format: 'csv',
    });
    expect(csv).toMatchObject({ fileName: 'products.csv', mediaType: 'text/csv' });
    const lines = csv.content.trim().split('\n');
    expect(lines[0]).toBe('code,display,status,category');
    expect(lines).toHaveLength((await products()).concepts.length + 1);
    expect(lines).toContain("formula-foam,'=1+1 Foam,active,");

    const fhir = await ok<{ fileName: string; content: string }>(s, 'clinical-admin', EXPORT, { id: 'products', format: 'fhir' });
    const resource = JSON.parse(fhir.content) as { resourceType: string; count: number; concept: { code: string; display: string }[] };
    expect(fhir.fileName).toBe('products.codesystem.json');
    expect(resource).toMatchObject({ resourceType: 'CodeSystem', count: (await products()).concepts.length });
    expect(resource.concept).toContainEqual(expect.objectContaining({ code: 'formula-foam', display: '=1+1 Foam' }));

    // The FHIR file back in: nothing changes.
    const same = await ok<{ added: number; updated: number; unchanged: number }>(s, 'clinical-admin', IMPORT, {
      codeSystemId: 'products',
      draftVersion: (await products()).draftVersion,
      format: 'fhir',
      content: fhir.content,
    });
    expect(same).toMatchObject({ added: 0, updated: 0, unchanged: resource.count });

    // A clinic's formulary: one new product, one reworded, one retired; the others untouched.
    const before = await products();
    const [first, second] = before.concepts;
    if (!first || !second) throw new Error('no products');
    const content = [
      'Code,Display,Status',
      `${first.code},${first.display} (reworded),active`,
      `${second.code},${second.display},retired`,
      'silver-foam,Silver foam,',
    ].join('\r\n');
    const imported = await ok<{ added: number; updated: number; unchanged: number; codeSystem: CodeSystemNode }>(
      s,
      'clinical-admin',
      IMPORT,
      {
        codeSystemId: 'products',
        draftVersion: before.draftVersion,
        format: 'csv',
        content,
      },
    );
    expect(imported).toMatchObject({ added: 1, updated: 2, unchanged: 0 });
    expect(imported.codeSystem).toMatchObject({ draftChanged: true, draftVersion: before.draftVersion + 1 });
    expect(imported.codeSystem.concepts).toHaveLength(before.concepts.length + 1);
    expect(imported.codeSystem.concepts.at(-1)).toEqual({ code: 'silver-foam', display: 'Silver foam', status: 'active', category: null });
    expect(imported.codeSystem.concepts.find((c) => c.code === second.code)?.status).toBe('inactive');
    const audit = await ok<{ edges: { node: { action: string; after: unknown } }[] }>(s, 'admin', AUDIT, { id: 'products' });
    expect(audit.edges.map((e) => e.node)).toContainEqual({
      action: 'import',
      actorEmail: expect.any(String),
      before: null,
      after: { format: 'csv', added: 1, updated: 2, unchanged: 0 },
    });

    // A bad row refuses the whole file, naming it; a stale draft version is a conflict.
    const draftVersion = imported.codeSystem.draftVersion;
    const bad = await fails(s, 'clinical-admin', IMPORT, {
      codeSystemId: 'products',
      draftVersion,
      format: 'csv',
      content: 'code,display\nok-one,OK\nbad code,Bad\n',
    });
    expect(bad).toMatchObject({
      message: 'Row 2: code: This field has incorrect value',
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
    expect(
      (await fails(s, 'clinical-admin', IMPORT, { codeSystemId: 'products', draftVersion, format: 'csv', content: 'name\nx\n' })).message,
    ).toBe("The CSV file needs the columns 'code' and 'display'.");
    expect(
      (
        await fails(s, 'clinical-admin', IMPORT, {
          codeSystemId: 'products',
          draftVersion,
          format: 'fhir',
          content: '{"resourceType":"Patient"}',
        })
      ).message,
    ).toBe('The file is not a FHIR CodeSystem, ValueSet or Bundle.');
    expect(
      (await fails(s, 'clinical-admin', IMPORT, { codeSystemId: 'products', draftVersion, format: 'xml', content: '<x/>' })).extensions
        ?.field,
    ).toBe('format');
    expect(
      (
        await fails(s, 'clinical-admin', IMPORT, {
          codeSystemId: 'products',
          draftVersion: draftVersion - 1,
          format: 'csv',
          content: 'code,display\nz,Z\n',
        })
      ).extensions?.code,
    ).toBe('CONFLICT');
    expect((await products()).concepts.map((c) => c.code)).not.toContain('ok-one');
  });

  it('answers bad input with the field, never a 500', async () => {
    for (const [variables, field] of [
      [{ url: 'https://elsewhere.example/ValueSet/x' }, 'url'],
      [{ url: `${valueSetUrl('products')}|one` }, 'url'],
      [{ url: valueSetUrl('products'), count: 5000 }, 'count'],
      [{ url: valueSetUrl('products'), offset: -1 }, 'offset'],
    ] as const) {
      const error = await fails(s, 'clinician', EXPAND, variables);
      expect([error.extensions?.code, error.extensions?.field]).toEqual(['BAD_USER_INPUT', field]);
    }
    expect((await fails(s, 'clinician', EXPAND, { url: `${valueSetUrl('products')}|99` })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'clinical-admin', ONE, { id: 'no-such-list' })).extensions?.code).toBe('NOT_FOUND');
    const badCode = await fails(s, 'clinical-admin', SAVE, {
      codeSystemId: 'barriers',
      draftVersion: 1,
      isNew: true,
      concept: { code: 'a b', display: 'A' },
    });
    expect([badCode.message, badCode.extensions?.field]).toEqual([MESSAGES.incorrectValue, 'concept.code']);
  });

  it('a code system hidden by settings is refused to everyone, in the list, its reads, its writes and its expansion', async () => {
    await s.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'HideBarriers'));
    try {
      expect((await ok<{ id: string }[]>(s, 'clinical-admin', LIST, {})).map((c) => c.id)).not.toContain('barriers');
      expect((await fails(s, 'clinical-admin', ONE, { id: 'barriers' })).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(s, 'clinical-admin', PUBLISH, { codeSystemId: 'barriers', draftVersion: 1 })).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(s, 'clinician', EXPAND, { url: valueSetUrl('barriers') })).extensions?.code).toBe('FORBIDDEN');
    } finally {
      await s.db.update(settings).set({ value: 'false' }).where(eq(settings.key, 'HideBarriers'));
    }
    expect((await expand('clinician', { url: valueSetUrl('barriers') })).total).toBeGreaterThan(0);
  });
});
