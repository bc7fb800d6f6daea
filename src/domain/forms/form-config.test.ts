import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyItemSettings, changedSettings, itemSettings, PlanFormsInput, QuestionnairePublishInput, samePlanForms } from './form-config';
import type { Questionnaire } from './questionnaire';
import { formState, missingItems } from './rules';

const FORM: Questionnaire = {
  code: 'nutrition',
  title: 'Nutrition',
  status: 'active',
  items: [
    {
      linkId: 'diet',
      text: 'Diet',
      type: 'group',
      items: [
        { linkId: 'appetite', text: 'Appetite', type: 'string', required: true },
        { linkId: 'weight', text: 'Weight', type: 'decimal' },
      ],
    },
    { linkId: 'note', text: 'Read this', type: 'display' },
  ],
};

describe('Form Config item attributes (SPEC §3 visible and required)', () => {
  it("reads each item's attributes, depth first", () => {
    expect(itemSettings(FORM)).toEqual([
      { linkId: 'diet', visible: true, required: false },
      { linkId: 'appetite', visible: true, required: true },
      { linkId: 'weight', visible: true, required: false },
      { linkId: 'note', visible: true, required: false },
    ]);
  });

  it('applies visible and required; a hidden item is never shown, never required, and its group hides what it holds', () => {
    const applied = applyItemSettings(FORM, [
      { linkId: 'appetite', visible: false, required: true },
      { linkId: 'weight', visible: true, required: true },
    ]);
    if (!applied.ok) throw new Error('refused');
    expect(itemSettings(applied.questionnaire).find((s) => s.linkId === 'appetite')).toEqual({
      linkId: 'appetite',
      visible: false,
      required: true,
    });
    expect(missingItems(applied.questionnaire, {}).map((m) => m.linkId)).toEqual(['weight']);
    const state = formState(applied.questionnaire, { appetite: ['good'] });
    expect(state.visible.has('appetite')).toBe(false);
    expect(state.answers).toEqual({});

    const group = applyItemSettings(FORM, [{ linkId: 'diet', visible: false, required: false }]);
    if (!group.ok) throw new Error('refused');
    expect(missingItems(group.questionnaire, {})).toEqual([]);
    // Shown again: as it was.
    const back = applyItemSettings(group.questionnaire, [{ linkId: 'diet', visible: true, required: false }]);
    if (!back.ok) throw new Error('refused');
    expect(back.questionnaire).toEqual(FORM);
  });

  it('refuses an unknown item and required on an item that holds no answer, naming the setting', () => {
    expect(applyItemSettings(FORM, [{ linkId: 'gone', visible: true, required: false }])).toEqual({ ok: false, index: 0 });
    expect(
      applyItemSettings(FORM, [
        { linkId: 'weight', visible: true, required: false },
        { linkId: 'note', visible: true, required: true },
      ]),
    ).toEqual({ ok: false, index: 1 });
  });

  it('tells which settings differ from the form', () => {
    expect(changedSettings(FORM, itemSettings(FORM))).toEqual([]);
    expect(changedSettings(FORM, [{ linkId: 'weight', visible: false, required: false }])).toEqual([
      { linkId: 'weight', visible: false, required: false },
    ]);
  });

  it('checks the inputs: form-logic codes, one entry per form or item', () => {
    const plan = (forms: unknown) => v.safeParse(PlanFormsInput, { id: 'p', versionId: 1, forms }).success;
    expect(plan([{ questionnaireCode: 'nutrition', logic: 'must' }])).toBe(true);
    expect(plan([{ questionnaireCode: 'nutrition', logic: 'sometimes' }])).toBe(false);
    expect(plan([])).toBe(false);
    expect(
      plan([
        { questionnaireCode: 'nutrition', logic: 'must' },
        { questionnaireCode: 'nutrition', logic: 'no' },
      ]),
    ).toBe(false);
    const items = (list: unknown) => v.safeParse(QuestionnairePublishInput, { code: 'nutrition', versionId: 2, items: list }).success;
    expect(items([{ linkId: 'weight', visible: true, required: false }])).toBe(true);
    expect(
      items([
        { linkId: 'weight', visible: true, required: false },
        { linkId: 'weight', visible: false, required: false },
      ]),
    ).toBe(false);
    expect(samePlanForms([{ questionnaireCode: 'a', logic: 'must' }], [{ questionnaireCode: 'a', logic: 'must' }])).toBe(true);
    expect(samePlanForms([{ questionnaireCode: 'a', logic: 'must' }], [{ questionnaireCode: 'a', logic: 'no' }])).toBe(false);
  });
});
