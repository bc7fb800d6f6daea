// The seeded forms are well made (structure check of src/domain/forms) and cover SPEC §3's form
// areas; the wound assessment is the large form of issue 4's figures; every plan asks for forms
// that exist.
import { describe, expect, it } from 'vitest';
import { WOUND_TYPES } from '../../../src/domain/forms/clinical-codes.ts';
import { FORM_LOGIC, requiredForms } from '../../../src/domain/forms/form-logic.ts';
import { isAnswerable, structureProblems, walkItems } from '../../../src/domain/forms/questionnaire.ts';
import { findItem, formState, missingItems } from '../../../src/domain/forms/rules.ts';
import { VISIT_TYPES } from '../../../src/domain/resources.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from './index.ts';
import { MAX_WOUNDS, woundAssessment } from './wound-assessment.ts';

describe('seeded forms', () => {
  it.each(SEED_QUESTIONNAIRES.map((q) => [q.code, q] as const))('%s is well made', (_code, questionnaire) => {
    expect(structureProblems(questionnaire)).toEqual([]);
    expect([...walkItems(questionnaire.items)].some(({ item }) => item.required)).toBe(true);
  });

  it("cover SPEC §3's form areas, each once", () => {
    expect(SEED_QUESTIONNAIRES.map((q) => q.code).sort()).toEqual(
      [
        'barriers',
        'care-plan',
        'educational-delivery',
        'history',
        'interval-history',
        'lower-extremity',
        'medical-condition',
        'nutrition',
        'skin-assessment',
        'wound-assessment',
      ].sort(),
    );
  });

  it('the wound assessment has at least 150 items, every wound type, and a computed area', () => {
    const items = [...walkItems(woundAssessment.items)];
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(items.filter(({ item }) => isAnswerable(item.type)).length).toBeGreaterThanOrEqual(150);
    expect(findItem(woundAssessment, 'w1-type')?.answerOptions?.map((o) => o.code)).toEqual(WOUND_TYPES.map(([code]) => code));
    expect(findItem(woundAssessment, 'w3-area')?.calculated).toBe('wound-area');
    expect(Math.max(...items.map(({ depth }) => depth))).toBeGreaterThanOrEqual(4);
  });

  it('shows a wound only when the number of wounds reaches it, and its resolved date only when resolved', () => {
    const two = formState(woundAssessment, { 'wound-count': [2] });
    expect(two.visible.has('w2')).toBe(true);
    expect(two.visible.has('w3')).toBe(false);
    const resolved = { 'wound-count': [1], 'w1-status': [{ code: 'resolved', display: 'Resolved' }] };
    const state = formState(woundAssessment, resolved);
    expect(state.required.has('w1-resolved-date')).toBe(true);
    expect(state.visible.has('w1-measurements')).toBe(false);
    expect(missingItems(woundAssessment, resolved).map((m) => m.linkId)).toEqual(['w1-type', 'w1-location', 'w1-resolved-date']);
    expect(MAX_WOUNDS).toBe(5);
  });
});

describe('seeded plan definitions', () => {
  it('exist for every visit type in person and by telehealth, and ask only for seeded forms', () => {
    const codes = new Set(SEED_QUESTIONNAIRES.map((q) => q.code));
    expect(SEED_PLANS.map((p) => `${p.encounterType}/${p.deliveryType}`)).toEqual(
      VISIT_TYPES.flatMap((t) => [`${t}/in-person`, `${t}/telehealth`]),
    );
    for (const plan of SEED_PLANS) {
      for (const form of plan.forms) {
        expect(codes.has(form.questionnaireCode), `${plan.title}: ${form.questionnaireCode}`).toBe(true);
        expect(Object.hasOwn(FORM_LOGIC, form.logic)).toBe(true);
      }
      expect(requiredForms(plan.forms).map((f) => f.questionnaireCode)).toContain('wound-assessment');
    }
  });
});
