// Forms reads (issue 4, SPEC §7): plan definitions and the questionnaires they list, by plan,
// by visit type and by encounter, with the form-logic labels and the record-level read rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { woundAssessment } from '../../server/seed/forms/wound-assessment.ts';
import { addPractitioner, addVisit, type Clinic, cmid, fails, M, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

interface QuestionnaireResult {
  id: string;
  code: string;
  title: string;
  status: string;
  items: unknown;
}

interface PlanResult {
  id: string;
  title: string;
  encounterType: string;
  deliveryType: string;
  forms: {
    questionnaireCode: string;
    logic: string;
    label: string;
    listed: boolean;
    required: boolean;
    questionnaire: { code: string } | null;
  }[];
}

const PLAN_FIELDS = 'id title encounterType deliveryType forms { questionnaireCode logic label listed required questionnaire { code } }';
const Q = {
  planById: `query($id: ID!) { GetPlanDefinitionById(id: $id) { ${PLAN_FIELDS} } }`,
  planFor: `query($t: String!, $d: String) { PlanDefinitionForEncounterType(encounterType: $t, deliveryType: $d) { ${PLAN_FIELDS} } }`,
  byPlan: 'query($id: ID!) { QuestionnaireListByPlanDefinition(planDefinitionId: $id) { code } }',
  byType:
    'query($t: String!, $d: String) { QuestionnaireListByEncounterType(encounterType: $t, deliveryType: $d) { id code title status items } }',
  byEncounter: 'query($id: ID!) { QuestionnaireListByEncounter(encounterId: $id) { code } }',
} as const;

/** The codes a plan lists (form-logic code not 'never'), in plan order. */
const listedCodes = (encounterType: string, deliveryType: string) =>
  SEED_PLANS.find((p) => p.encounterType === encounterType && p.deliveryType === deliveryType)
    ?.forms.filter((f) => f.logic !== 'never')
    .map((f) => f.questionnaireCode);

describe.each(kinds)('forms reads on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  const planIds = new Map<string, string>();

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    const plans = await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    for (const row of plans) planIds.set(`${row.content.encounterType}/${row.content.deliveryType}`, row.id);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    await addPractitioner(s, 'FL', 'clinician2');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers a plan by id with each form, its logic label and its questionnaire', async () => {
    const plan = await ok<PlanResult>(s, 'clinician', Q.planById, { id: planIds.get('follow-up/in-person') });
    expect(plan).toMatchObject({ title: 'Follow-up (in person)', encounterType: 'follow-up', deliveryType: 'in-person' });
    expect(plan.forms.find((f) => f.questionnaireCode === 'wound-assessment')).toEqual({
      questionnaireCode: 'wound-assessment',
      logic: 'one-or-more',
      label: 'Always',
      listed: true,
      required: true,
      questionnaire: { code: 'wound-assessment' },
    });
    expect(plan.forms.find((f) => f.questionnaireCode === 'history')).toMatchObject({
      logic: 'never',
      label: 'Never',
      listed: false,
      required: false,
    });
    expect(plan.forms.find((f) => f.questionnaireCode === 'nutrition')).toMatchObject({ logic: 'any', label: 'Periodic', required: false });
  });

  it('finds the plan of a visit type, in person by default, by telehealth when asked', async () => {
    expect(await ok<PlanResult>(s, 'coordinator', Q.planFor, { t: 'soc-patient' })).toMatchObject({ deliveryType: 'in-person' });
    const tele = await ok<PlanResult>(s, 'clinician', Q.planFor, { t: 'soc-patient', d: 'telehealth' });
    expect(tele.forms.find((f) => f.questionnaireCode === 'skin-assessment')).toMatchObject({ logic: 'could', required: false });
    const res = await s.gql(Q.planFor, { t: 'house-call' }, await s.token('clinician'));
    expect(res.body).toEqual({ data: { PlanDefinitionForEncounterType: null } });
    expect((await fails(s, 'clinician', Q.planFor, { t: 'follow-up', d: 'carrier-pigeon' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'deliveryType',
    });
  });

  it('lists the forms of a visit type in plan order, leaving out the ones it never asks for, items whole', async () => {
    const list = await ok<QuestionnaireResult[]>(s, 'clinician', Q.byType, { t: 'follow-up' });
    expect(list.map((q) => q.code)).toEqual(listedCodes('follow-up', 'in-person'));
    expect(list.map((q) => q.code)).not.toContain('history');
    const wound = list.find((q) => q.code === 'wound-assessment');
    expect(wound).toMatchObject({ title: 'Wound Assessment', status: 'active' });
    expect(wound?.items).toEqual(JSON.parse(JSON.stringify(woundAssessment.items)));
    const byPlan = await ok<{ code: string }[]>(s, 'clinician', Q.byPlan, { id: planIds.get('follow-up/in-person') });
    expect(byPlan.map((q) => q.code)).toEqual(listedCodes('follow-up', 'in-person'));
  });

  it("lists an encounter's forms for those who may read it, and refuses others", async () => {
    const appointmentId = await addVisit(s, clinic, '09:00', 1);
    const encounter = await ok<{ id: string }>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    const mine = await ok<{ code: string }[]>(s, 'clinician', Q.byEncounter, { id: encounter.id });
    expect(mine.map((q) => q.code)).toEqual(listedCodes('follow-up', 'in-person'));
    expect(await ok<{ code: string }[]>(s, 'coordinator', Q.byEncounter, { id: encounter.id })).toHaveLength(mine.length);
    // clinician2's practitioner shares no market with this one.
    expect((await fails(s, 'clinician2', Q.byEncounter, { id: encounter.id })).extensions?.code).toBe('FORBIDDEN');
    expect(await ok(s, 'clinician', Q.byEncounter, { id: cmid() })).toEqual([]);
  });
});
