import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { answerError, normalizeText, parseDisplayDate, parseDisplayTime, woundArea } from './answers';
import type { AnswerValue, QuestionnaireItem } from './questionnaire';

const item = (type: QuestionnaireItem['type'], extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  linkId: 'q',
  text: 'Q',
  type,
  ...extra,
});

const ok = null;
const bad = MESSAGES.incorrectValue;

describe('text on blur', () => {
  it('trims and collapses whitespace; a text area keeps its lines', () => {
    expect(normalizeText('  left   heel \t ulcer  ')).toBe('left heel ulcer');
    expect(normalizeText(' line one  \n\n\n\n  line   two ', true)).toBe('line one\n\nline two');
  });
});

describe('display formats (SPEC §5)', () => {
  it.each([
    ['03/09/2026', '2026-03-09'],
    [' 12/31/1999 ', '1999-12-31'],
    ['02/30/2026', null],
    ['3/9/2026', null],
    ['2026-03-09', null],
    ['', null],
  ])('date %j → %j', (text, expected) => {
    expect(parseDisplayDate(text)).toBe(expected);
  });

  it.each([
    ['09:05 AM', '09:05'],
    ['12:30 pm', '12:30'],
    ['01:15 PM', '13:15'],
    ['13:00 PM', null],
    ['9:05 AM', null],
  ])('time %j → %j', (text, expected) => {
    expect(parseDisplayTime(text)).toBe(expected);
  });
});

describe('answerError', () => {
  it("says 'This field is required' only when the rules require the item now", () => {
    expect(answerError(item('string'), [], true)).toBe(MESSAGES.required);
    expect(answerError(item('string'), ['   '], true)).toBe(MESSAGES.required);
    expect(answerError(item('string'), undefined, false)).toBe(ok);
  });

  it.each<[QuestionnaireItem, AnswerValue[], string | null]>([
    [item('string'), ['ok'], ok],
    [item('string', { maxLength: 5 }), ['123456'], bad],
    [item('string', { maxLength: 5 }), ['  12345  '], ok], // measured as kept on blur
    [item('text'), ['x'.repeat(10_000)], ok],
    [item('text'), ['x'.repeat(10_001)], bad],
    [item('string', { pattern: 'phone' }), ['8135551234'], ok],
    [item('string', { pattern: 'phone' }), ['813555123'], bad],
    [item('string', { pattern: 'zip' }), ['33601'], ok],
    [item('string', { pattern: 'zip' }), ['336011234'], ok],
    [item('string', { pattern: 'zip' }), ['3360'], bad],
    [item('string', { pattern: 'email' }), ['a@b.co'], ok],
    [item('string', { pattern: 'letters' }), ['Mary Ann'], ok],
    [item('string', { pattern: 'letters' }), ['Mary2'], bad],
    [item('string'), [42], bad],
    [item('integer', { minValue: 0, maxValue: 10 }), [10], ok],
    [item('integer', { minValue: 0, maxValue: 10 }), [11], bad],
    [item('integer'), [2.5], bad],
    [item('integer'), [Number.NaN], bad],
    [item('decimal', { minValue: 0 }), [2.5], ok],
    [item('decimal', { minValue: 0 }), [-0.1], bad],
    [item('boolean'), [false], ok],
    [item('boolean'), ['false'], bad],
    [item('date'), ['2026-03-09'], ok],
    [item('date'), ['1899-12-31'], bad], // min 1900-01-01
    [item('date', { maxDate: '2026-03-09' }), ['2026-03-10'], bad],
    [item('date', { maxDate: 'today' }), ['2999-01-01'], bad],
    [item('date', { maxDate: 'today' }), ['2020-01-01'], null],
    [item('date'), ['2026-02-30'], bad],
    [item('dateTime'), ['2026-03-09T14:30:00.000Z'], ok],
    [item('dateTime'), ['yesterday'], bad],
    [item('time'), ['14:30'], ok],
    [item('time'), ['2:30 PM'], bad],
    [item('coding', { answerOptions: [{ code: 'a', display: 'A' }] }), [{ code: 'a', display: 'A' }], ok],
    [item('coding', { answerOptions: [{ code: 'a', display: 'A' }] }), [{ code: 'b', display: 'B' }], bad],
    [item('quantity', { units: ['cm'] }), [{ value: 2.5, unit: 'cm' }], ok],
    [item('quantity', { units: ['cm'] }), [{ value: 2.5, unit: 'in' }], bad],
    [item('quantity', { units: ['cm'] }), [{ value: -1, unit: 'cm' }], bad],
    [item('attachment'), [{ id: 'f1', title: 'Heel', contentType: 'image/jpeg' }], ok],
    [item('reference'), ['Practitioner/abc-123'], ok],
    [item('reference'), ['abc'], bad],
    [
      item('coding', { answerOptions: [{ code: 'a', display: 'A' }] }),
      [
        { code: 'a', display: 'A' },
        { code: 'a', display: 'A' },
      ],
      bad,
    ],
    [
      item('coding', {
        repeats: true,
        answerOptions: [
          { code: 'a', display: 'A' },
          { code: 'b', display: 'B' },
        ],
      }),
      [
        { code: 'a', display: 'A' },
        { code: 'b', display: 'B' },
      ],
      ok,
    ],
  ])('%j %j → %j', (question, values, expected) => {
    expect(answerError(question, values, false)).toBe(expected);
  });
});

describe('wound area', () => {
  it('is length × width in cm², to two decimals, once both are given', () => {
    expect(woundArea(2.5, 1.33)).toBe(3.33);
    expect(woundArea(3, 2)).toBe(6);
    expect(woundArea(3, null)).toBeNull();
    expect(woundArea(-1, 2)).toBeNull();
  });
});
