import { describe, expect, it } from 'vitest';
import type { Answers, Questionnaire } from '../../domain/forms/questionnaire';
import { MESSAGES } from '../../domain/messages';
import { formErrors } from './form-schema';
import { toAnswers, toFormValues } from './form-values';

const FORM: Questionnaire = {
  code: 'all',
  title: 'All types',
  status: 'active',
  items: [
    { linkId: 's', text: 'S', type: 'string' },
    { linkId: 't', text: 'T', type: 'text' },
    { linkId: 'd', text: 'D', type: 'date' },
    { linkId: 'dt', text: 'DT', type: 'dateTime' },
    { linkId: 'tm', text: 'TM', type: 'time' },
    { linkId: 'i', text: 'I', type: 'integer' },
    { linkId: 'n', text: 'N', type: 'decimal' },
    { linkId: 'b', text: 'B', type: 'boolean' },
    { linkId: 'c', text: 'C', type: 'coding', answerOptions: [{ code: 'a', display: 'A' }] },
    {
      linkId: 'cs',
      text: 'CS',
      type: 'coding',
      repeats: true,
      answerOptions: [
        { code: 'a', display: 'A' },
        { code: 'b', display: 'B' },
      ],
    },
    { linkId: 'q', text: 'Q', type: 'quantity', units: ['cm', 'in'] },
    { linkId: 'at', text: 'AT', type: 'attachment', repeats: true },
    { linkId: 'r', text: 'R', type: 'reference' },
    { linkId: 'g', text: 'G', type: 'group', items: [{ linkId: 'g1', text: 'G1', type: 'string', required: true }] },
  ],
};

const ANSWERS: Answers = {
  s: ['heel'],
  t: ['line one\nline two'],
  d: ['2026-03-09'],
  dt: [new Date(2026, 2, 9, 14, 30).toISOString()],
  tm: ['14:30'],
  i: [3],
  n: [2.5],
  b: [false],
  c: [{ code: 'a', display: 'A' }],
  cs: [
    { code: 'a', display: 'A' },
    { code: 'b', display: 'B' },
  ],
  q: [{ value: 1.5, unit: 'in' }],
  at: [{ id: 'f1', title: 'Heel photo', contentType: 'image/jpeg' }],
  r: ['Practitioner/abc-123'],
  g1: ['inside'],
};

describe('form values', () => {
  it('shows answers the way they are typed, and reads them back unchanged', () => {
    const values = toFormValues(FORM, ANSWERS);
    expect(values).toMatchObject({
      d: '03/09/2026',
      dt: '2026-03-09T14:30',
      tm: '02:30 PM',
      i: '3',
      n: '2.5',
      b: false,
      c: 'a',
      cs: ['a', 'b'],
      q: { value: '1.5', unit: 'in' },
    });
    expect(toAnswers(FORM, values)).toEqual({ answers: ANSWERS, unreadable: {} });
  });

  it('leaves blanks out and names the inputs that cannot be an answer', () => {
    const values = { ...toFormValues(FORM, {}), i: 'abc', d: '13/01/2026', tm: '25:00 PM', q: { value: '1,5', unit: 'cm' } };
    expect(toAnswers(FORM, values)).toEqual({
      answers: {},
      unreadable: { d: MESSAGES.incorrectValue, tm: MESSAGES.incorrectValue, i: MESSAGES.incorrectValue, q: MESSAGES.incorrectValue },
    });
    expect(formErrors(FORM, values)).toEqual({
      d: MESSAGES.incorrectValue,
      tm: MESSAGES.incorrectValue,
      i: MESSAGES.incorrectValue,
      q: MESSAGES.incorrectValue,
      g1: MESSAGES.required,
    });
  });
});
