import { describe, expect, it } from 'vitest';
import type { Answers, Condition, Questionnaire, QuestionnaireItem } from './questionnaire';
import { conditionHolds, findItem, formState, missingItems, ruleHolds } from './rules';

const yes = { code: 'yes', display: 'Yes' };
const no = { code: 'no', display: 'No' };
const yesNo = [yes, no];

/** A small wound form: a pain question that opens a score, nested measurements five deep. */
const FORM: Questionnaire = {
  code: 'wound-assessment',
  title: 'Wound assessment',
  status: 'active',
  items: [
    { linkId: 'pain', text: 'Is the patient in pain?', type: 'coding', answerOptions: yesNo, required: true },
    {
      linkId: 'pain-score',
      text: 'Pain score',
      type: 'integer',
      minValue: 0,
      maxValue: 10,
      required: true,
      visibleWhen: { conditions: [{ question: 'pain', operator: '=', answer: yes }] },
    },
    {
      linkId: 'pain-notes',
      text: 'Pain notes',
      type: 'text',
      // Required only for severe pain; shown whenever the score is shown.
      visibleWhen: { conditions: [{ question: 'pain', operator: '=', answer: yes }] },
      requiredWhen: { conditions: [{ question: 'pain-score', operator: '>=', answer: 7 }] },
    },
    {
      linkId: 'wound',
      text: 'Wound 1',
      type: 'group',
      items: [
        {
          linkId: 'wound-type',
          text: 'Wound type',
          type: 'coding',
          required: true,
          answerOptions: [{ code: 'venous-ulcer', display: 'Venous ulcer' }],
        },
        {
          linkId: 'measurements',
          text: 'Measurements',
          type: 'group',
          visibleWhen: { conditions: [{ question: 'wound-type', operator: 'exists' }] },
          items: [
            {
              linkId: 'tissue',
              text: 'Tissue',
              type: 'group',
              items: [
                {
                  linkId: 'tissue-detail',
                  text: 'Tissue detail',
                  type: 'group',
                  items: [{ linkId: 'granulation', text: 'Granulation %', type: 'integer', required: true }],
                },
              ],
            },
            { linkId: 'length', text: 'Length (cm)', type: 'decimal', required: true },
          ],
        },
      ],
    },
  ],
};

const answers = (a: Record<string, unknown[]>): Answers => a as Answers;

describe('conditions', () => {
  const given = answers({ pain: [yes], score: [7], note: ['  '], many: [1, 5], site: [{ code: 'heel', display: 'Heel' }] });
  it.each<[Condition, boolean]>([
    [{ question: 'pain', operator: 'exists' }, true],
    [{ question: 'nothing', operator: 'exists' }, false],
    [{ question: 'note', operator: 'exists' }, false], // blank text is no answer
    [{ question: 'nothing', operator: 'not-exists' }, true],
    [{ question: 'pain', operator: '=', answer: yes }, true],
    [{ question: 'pain', operator: '=', answer: no }, false],
    [{ question: 'pain', operator: '!=', answer: no }, true],
    [{ question: 'nothing', operator: '!=', answer: no }, true],
    [{ question: 'nothing', operator: '=', answer: no }, false],
    [{ question: 'score', operator: '>', answer: 6 }, true],
    [{ question: 'score', operator: '>', answer: 7 }, false],
    [{ question: 'score', operator: '>=', answer: 7 }, true],
    [{ question: 'score', operator: '<', answer: 7 }, false],
    [{ question: 'score', operator: '<=', answer: 7 }, true],
    [{ question: 'score', operator: '>', answer: '6' }, false], // no comparing a number with text
    [{ question: 'many', operator: '>', answer: 4 }, true], // any answer of a repeating item
    [
      {
        question: 'site',
        operator: 'in',
        answer: [
          { code: 'heel', display: 'Heel' },
          { code: 'toe', display: 'Toe' },
        ],
      },
      true,
    ],
    [{ question: 'site', operator: 'in', answer: [{ code: 'toe', display: 'Toe' }] }, false],
  ])('%j → %s', (condition, expected) => {
    expect(conditionHolds(condition, given)).toBe(expected);
  });

  it('combines conditions with all (default) or any; no rule holds', () => {
    const conditions: Condition[] = [
      { question: 'pain', operator: '=', answer: yes },
      { question: 'score', operator: '>', answer: 9 },
    ];
    expect(ruleHolds({ conditions }, given)).toBe(false);
    expect(ruleHolds({ conditions, behavior: 'any' }, given)).toBe(true);
    expect(ruleHolds(undefined, given)).toBe(true);
    expect(ruleHolds({ conditions: [] }, given)).toBe(true);
  });
});

describe('formState', () => {
  it('shows an item only while its condition holds, and requires it only while shown', () => {
    const without = formState(FORM, answers({ pain: [no] }));
    expect(without.visible.has('pain-score')).toBe(false);
    expect(without.required.has('pain-score')).toBe(false);

    const withPain = formState(FORM, answers({ pain: [yes] }));
    expect(withPain.visible.has('pain-score')).toBe(true);
    expect(withPain.required.has('pain-score')).toBe(true);
    // requiredWhen: notes only for a score of 7 or more
    expect(withPain.required.has('pain-notes')).toBe(false);
    expect(formState(FORM, answers({ pain: [yes], 'pain-score': [8] })).required.has('pain-notes')).toBe(true);
  });

  it('hides the children of a hidden group, five levels deep', () => {
    const none = formState(FORM, answers({}));
    for (const id of ['measurements', 'tissue', 'tissue-detail', 'granulation', 'length']) expect(none.visible.has(id), id).toBe(false);
    const typed = formState(FORM, answers({ 'wound-type': [{ code: 'venous-ulcer', display: 'Venous ulcer' }] }));
    for (const id of ['measurements', 'tissue', 'tissue-detail', 'granulation', 'length']) expect(typed.visible.has(id), id).toBe(true);
    expect(typed.required.has('granulation')).toBe(true);
  });

  it("drops a hidden item's answer, also from the conditions that read it", () => {
    // A stale score of 9 stays in the draft after 'pain' turns to no: it is hidden, so it is
    // not kept and does not make the (also hidden) notes required.
    const state = formState(FORM, answers({ pain: [no], 'pain-score': [9], 'pain-notes': ['sharp'] }));
    expect(state.answers).toEqual({ pain: [no] });
    expect(state.required.has('pain-notes')).toBe(false);
  });

  it('settles a chain: hiding A hides B, which hides C', () => {
    const chain: Questionnaire = {
      code: 'chain',
      title: 'Chain',
      status: 'active',
      items: [
        { linkId: 'a', text: 'A', type: 'boolean' },
        { linkId: 'b', text: 'B', type: 'boolean', visibleWhen: { conditions: [{ question: 'a', operator: '=', answer: true }] } },
        {
          linkId: 'c',
          text: 'C',
          type: 'string',
          required: true,
          visibleWhen: { conditions: [{ question: 'b', operator: '=', answer: true }] },
        },
      ],
    };
    const shown = formState(chain, answers({ a: [true], b: [true] }));
    expect([...shown.visible].sort()).toEqual(['a', 'b', 'c']);
    const hidden = formState(chain, answers({ a: [false], b: [true] }));
    expect([...hidden.visible]).toEqual(['a']);
    expect(hidden.required.size).toBe(0);
  });
});

describe('missingItems', () => {
  it('lists the required, shown, unanswered items with their group path', () => {
    const missing = missingItems(FORM, answers({ pain: [yes], 'wound-type': [{ code: 'venous-ulcer', display: 'Venous ulcer' }] }));
    expect(missing).toEqual([
      { linkId: 'pain-score', text: 'Pain score', path: [] },
      { linkId: 'granulation', text: 'Granulation %', path: ['Wound 1', 'Measurements', 'Tissue', 'Tissue detail'] },
      { linkId: 'length', text: 'Length (cm)', path: ['Wound 1', 'Measurements'] },
    ]);
  });

  it('never counts a hidden required item', () => {
    expect(missingItems(FORM, answers({ pain: [no], 'wound-type': [] })).map((m) => m.linkId)).toEqual(['wound-type']);
  });

  it('is empty for a complete form', () => {
    const complete = answers({
      pain: [yes],
      'pain-score': [3],
      'wound-type': [{ code: 'venous-ulcer', display: 'Venous ulcer' }],
      granulation: [40],
      length: [2.5],
    });
    expect(missingItems(FORM, complete)).toEqual([]);
  });
});

it('finds an item anywhere in the tree', () => {
  expect(findItem(FORM, 'granulation')?.text).toBe('Granulation %');
  expect(findItem(FORM, 'nope')).toBeUndefined();
  const item: QuestionnaireItem | undefined = findItem(FORM, 'wound');
  expect(item?.type).toBe('group');
});
