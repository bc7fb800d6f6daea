// SPEC §2 Form Config over the real server (clinical-admin): every plan with its forms and every
// form as stored; a plan's form-logic codes change as a new version of the plan, which decides the
// forms encounters get from then on; a form's visible and required attributes are published as a
// new version of the questionnaire, and an encounter documented before keeps the version it was
// documented with (its missing answers and its narrative PDF). Stale versions are CONFLICT, bad
// input is refused by name, every change is audited, and only the clinical admin may do any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { addPractitioner, addVisit, type Clinic, cmid, type EncounterResult, fails, M, ok } from './encounters-fixtures.ts';
import { INTERVAL } from './forms-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';
import { pdfText } from './pdf-text.ts';

const PLAN = 'id versionId encounterType deliveryType forms { questionnaireCode logic label listed required }';
const PLANS = `query { PlanDefinitionList { ${PLAN} } }`;
const FORMS = 'query { QuestionnaireList { id versionId code title items } }';
const UPDATE_PLAN = `mutation($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {
  updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) { ${PLAN} } }`;
const PUBLISH = `mutation($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {
  publishQuestionnaire(code: $code, versionId: $versionId, items: $items) { code versionId items } }`;
const FOR_TYPE = `query($t: String!) { PlanDefinitionForEncounterType(encounterType: $t) { ${PLAN} } }`;
const SAVE = `mutation($cmid: ID!, $e: ID!, $q: String!, $v: Int!, $a: JSON!, $complete: Boolean) {
  saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: $v, answers: $a, complete: $complete) {
    questionnaireVersion answers } }`;
const MISSING = `query($e: ID!) { MissingAnswers(encounterId: $e) { id conditions { linkIds } } }`;
const NARRATIVE = 'mutation($e: ID!) { generateEncounterNarrativePDF(encounterId: $e) { data } }';
const AUDIT = `query($type: String!, $id: ID!) { AdminAuditList(entityType: $type, entityId: $id) {
  edges { node { action actorEmail before after } } } }`;

interface Plan {
  id: string;
  versionId: number;
  encounterType: string;
  deliveryType: string;
  forms: { questionnaireCode: string; logic: string; label: string; listed: boolean; required: boolean }[];
}
interface Missing {
  id: string;
  conditions: { linkIds: string[] }[];
}

describe.each(kinds)('Form Config on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  const followUp = async () =>
    (await ok<Plan[]>(s, 'clinical-admin', PLANS, {})).find(
      (p) => p.encounterType === 'follow-up' && p.deliveryType === 'in-person',
    ) as Plan;
  const intervalForm = async () =>
    (await ok<{ code: string; versionId: number }[]>(s, 'clinical-admin', FORMS, {})).find((f) => f.code === 'interval-history') as {
      versionId: number;
    };
  const encounter = async (hhmm: string) => {
    const appointmentId = await addVisit(s, clinic, hhmm);
    return ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
  };
  const missingOf = async (encounterId: string, code: string) =>
    (await ok<Missing[]>(s, 'clinician', MISSING, { e: encounterId })).find((m) => m.id === code)?.conditions.flatMap((c) => c.linkIds) ??
    [];
  const narrative = async (encounterId: string) =>
    pdfText(new Uint8Array(Buffer.from((await ok<{ data: string }>(s, 'clinician', NARRATIVE, { e: encounterId })).data, 'base64')));

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    clinic = await addPractitioner(s, 'FL', 'clinician');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists every plan with its forms and every form, to the clinical admin only', async () => {
    const plans = await ok<Plan[]>(s, 'clinical-admin', PLANS, {});
    expect(plans.length).toBe(SEED_PLANS.length);
    expect((await ok<unknown[]>(s, 'clinical-admin', FORMS, {})).length).toBe(SEED_QUESTIONNAIRES.length);
    for (const user of ['admin', 'coordinator', 'clinician', 'reviewer', 'external']) {
      expect((await fails(s, user, PLANS, {})).extensions?.code, user).toBe('FORBIDDEN');
      expect((await fails(s, user, FORMS, {})).extensions?.code, user).toBe('FORBIDDEN');
    }
  });

  it("changes a plan's form logic as its next version, which the visit type's plan answers; stale, unknown and bad input refused", async () => {
    const plan = await followUp();
    const forms = plan.forms.map(({ questionnaireCode, logic }) => ({ questionnaireCode, logic }));
    const optional = forms.findIndex((f) => f.logic !== 'must' && f.logic !== 'one-or-more');
    expect(optional).toBeGreaterThanOrEqual(0);
    const changed = forms.map((f, i) => (i === optional ? { ...f, logic: 'never' } : f));
    const saved = await ok<Plan>(s, 'clinical-admin', UPDATE_PLAN, { id: plan.id, versionId: plan.versionId, forms: changed });
    expect(saved.versionId).toBe(plan.versionId + 1);
    expect(saved.forms[optional]).toMatchObject({ logic: 'never', label: 'Never', listed: false, required: false });
    const read = await ok<Plan>(s, 'clinician', FOR_TYPE, { t: 'follow-up' });
    expect(read.forms[optional]?.listed).toBe(false);

    const stale = await fails(s, 'clinical-admin', UPDATE_PLAN, { id: plan.id, versionId: plan.versionId, forms });
    expect(stale.extensions?.code).toBe('CONFLICT');
    const current = saved.versionId;
    const refused = (list: unknown) => fails(s, 'clinical-admin', UPDATE_PLAN, { id: plan.id, versionId: current, forms: list });
    expect(await refused([{ questionnaireCode: 'no-such-form', logic: 'must' }])).toMatchObject({
      message: MESSAGES.incorrectValue,
      extensions: { field: 'forms.0.questionnaireCode' },
    });
    expect((await refused([{ questionnaireCode: 'interval-history', logic: 'sometimes' }])).extensions?.field).toBe('forms.0.logic');
    expect((await refused([])).extensions?.field).toBe('forms');
    for (const user of ['admin', 'coordinator', 'clinician', 'reviewer']) {
      expect((await fails(s, user, UPDATE_PLAN, { id: plan.id, versionId: current, forms })).extensions?.code, user).toBe('FORBIDDEN');
    }
    // Back as it was, and both changes are in the plan's history with who and what.
    await ok(s, 'clinical-admin', UPDATE_PLAN, { id: plan.id, versionId: current, forms });
    const audit = await ok<{ edges: { node: { action: string; actorEmail: string } }[] }>(s, 'clinical-admin', AUDIT, {
      type: 'PlanDefinition',
      id: plan.id,
    });
    expect(audit.edges.map((e) => e.node.action)).toEqual(['update', 'update']);
  });

  it('publishes visible and required as a new form version; an encounter documented before keeps its version, a new one gets the new', async () => {
    // Documented with version 1: every required answer given, nutrition (optional then) not.
    const before = await encounter('08:00');
    const v1 = await ok<{ questionnaireVersion: number }>(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: before.id,
      q: 'interval-history',
      v: 0,
      a: INTERVAL,
      complete: true,
    });
    const form = await intervalForm();
    expect(v1.questionnaireVersion).toBe(form.versionId);
    expect(await missingOf(before.id, 'interval-history')).toEqual([]);

    // Version 2: Appetite hidden, Nutrition required.
    const published = await ok<{ versionId: number; items: { linkId: string; hidden?: boolean; required?: boolean }[] }>(
      s,
      'clinical-admin',
      PUBLISH,
      {
        code: 'interval-history',
        versionId: form.versionId,
        items: [
          { linkId: 'appetite-status', visible: false, required: true },
          { linkId: 'nutrition-status', visible: true, required: true },
        ],
      },
    );
    expect(published.versionId).toBe(form.versionId + 1);
    expect(published.items.find((i) => i.linkId === 'appetite-status')).toMatchObject({ hidden: true });
    expect(published.items.find((i) => i.linkId === 'nutrition-status')).toMatchObject({ required: true });

    // The encounter documented with version 1 still reads version 1: nothing missing, Appetite in its PDF.
    expect(await missingOf(before.id, 'interval-history')).toEqual([]);
    expect(await narrative(before.id)).toContain('Appetite');

    // A new encounter documents version 2: Appetite is not asked (its answer dropped), Nutrition is missing.
    const after = await encounter('09:00');
    const v2 = await ok<{ questionnaireVersion: number; answers: Record<string, unknown> }>(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: after.id,
      q: 'interval-history',
      v: 0,
      a: INTERVAL,
    });
    expect(v2.questionnaireVersion).toBe(published.versionId);
    expect(v2.answers['appetite-status']).toBeUndefined();
    expect(await missingOf(after.id, 'interval-history')).toEqual(['nutrition-status']);
    expect(await narrative(after.id)).not.toContain('Appetite');

    const audit = await ok<{ edges: { node: { action: string; before: unknown; after: { version: number } } }[] }>(
      s,
      'clinical-admin',
      AUDIT,
      { type: 'Questionnaire', id: 'interval-history' },
    );
    expect(audit.edges[0]?.node).toMatchObject({
      action: 'publish',
      before: { version: form.versionId },
      after: { version: published.versionId },
    });
  });

  it('refuses a stale version, an unknown item, required on an item without an answer, no change, and every other user', async () => {
    const form = await intervalForm();
    const publish = (user: string, versionId: number, items: unknown) =>
      fails(s, user, PUBLISH, { code: 'interval-history', versionId, items });
    expect(
      (await publish('clinical-admin', form.versionId - 1, [{ linkId: 'pain-status', visible: false, required: false }])).extensions?.code,
    ).toBe('CONFLICT');
    expect(await publish('clinical-admin', form.versionId, [{ linkId: 'gone', visible: false, required: false }])).toMatchObject({
      extensions: { field: 'items.0' },
    });
    expect(
      (await publish('clinical-admin', form.versionId, [{ linkId: 'look-back', visible: true, required: true }])).extensions?.field,
    ).toBe('items.0');
    expect(
      (await publish('clinical-admin', form.versionId, [{ linkId: 'pain-status', visible: true, required: true }])).extensions?.field,
    ).toBe('items');
    expect((await fails(s, 'clinical-admin', PUBLISH, { code: 'no-such-form', versionId: 1, items: [] })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    for (const user of ['admin', 'coordinator', 'clinician', 'reviewer']) {
      expect(
        (await publish(user, form.versionId, [{ linkId: 'pain-status', visible: false, required: false }])).extensions?.code,
        user,
      ).toBe('FORBIDDEN');
    }
    expect((await intervalForm()).versionId).toBe(form.versionId);
  });
});
