import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { Questionnaire } from './questionnaire';
import { cleanAnswers } from './submit';

const yes = { code: 'yes', display: 'Yes' };
const no = { code: 'no', display: 'No' };

const FORM: Questionnaire = {
  code: 'f',
  title: 'F',
  status: 'active',
  items: [
    { linkId: 'intro', text: 'Intro', type: 'display' },
    { linkId: 'pain', text: 'Pain?', type: 'coding', answerOptions: [yes, no], required: true },
    {
      linkId: 'score',
      text: 'Score',
      type: 'integer',
      minValue: 0,
      maxValue: 10,
      visibleWhen: { conditions: [{ question: 'pain', operator: '=', answer: yes }] },
    },
    {
      linkId: 'w1',
      text: 'Wound 1',
      type: 'group',
      items: [
        { linkId: 'w1-length', text: 'Length', type: 'quantity', units: ['cm'] },
        { linkId: 'w1-width', text: 'Width', type: 'quantity', units: ['cm'] },
        { linkId: 'w1-area', text: 'Area', type: 'decimal', calculated: 'wound-area' },
      ],
    },
  ],
};

describe('cleanAnswers', () => {
  it('keeps fitting answers, drops hidden ones and empty lists, and works out the area', () => {
    const result = cleanAnswers(FORM, {
      pain: [no],
      score: [9], // hidden: pain is no
      'w1-length': [{ value: 2.5, unit: 'cm' }],
      'w1-width': [{ value: 2, unit: 'cm' }],
      'w1-area': [999], // the device's value is not trusted
      'w1-ignored': undefined,
    });
    expect(result).toEqual({ ok: false, linkId: 'w1-ignored', message: 'w1-ignored is not a question of this form' });
    expect(
      cleanAnswers(FORM, {
        pain: [no],
        score: [9],
        'w1-length': [{ value: 2.5, unit: 'cm' }],
        'w1-width': [{ value: 2, unit: 'cm' }],
        'w1-area': [999],
      }),
    ).toEqual({
      ok: true,
      answers: { pain: [no], 'w1-length': [{ value: 2.5, unit: 'cm' }], 'w1-width': [{ value: 2, unit: 'cm' }], 'w1-area': [5] },
    });
    expect(cleanAnswers(FORM, { pain: [], 'w1-area': [3] })).toEqual({ ok: true, answers: {} });
  });

  it.each([
    [null, 'answers', 'answers must map linkIds to lists of values'],
    [[1], 'answers', 'answers must map linkIds to lists of values'],
    [{ nope: [1] }, 'nope', 'nope is not a question of this form'],
    [{ intro: ['x'] }, 'intro', 'intro is not a question of this form'],
    [{ w1: [1] }, 'w1', 'w1 is not a question of this form'],
    [{ pain: yes }, 'pain', 'pain must be a list of values'],
    [{ pain: [{ code: 'maybe', display: 'Maybe' }] }, 'pain', MESSAGES.incorrectValue],
    [{ pain: [yes], score: [11] }, 'score', MESSAGES.incorrectValue],
  ])('refuses %j at %s', (raw, linkId, message) => {
    expect(cleanAnswers(FORM, raw)).toEqual({ ok: false, linkId, message });
  });
});
