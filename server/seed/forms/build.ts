// Short builders for the seeded forms: one line per question, the domain's shape underneath
// (src/domain/forms/questionnaire.ts).
import { codings } from '../../../src/domain/forms/clinical-codes.ts';
import type { AnswerValue, Condition, QuestionnaireItem, Rule } from '../../../src/domain/forms/questionnaire.ts';

type Extra = Partial<Omit<QuestionnaireItem, 'linkId' | 'text' | 'type'>>;
type Pairs = readonly (readonly [string, string])[];

export const YES_NO: Pairs = [
  ['yes', 'Yes'],
  ['no', 'No'],
];

export const group = (linkId: string, text: string, items: QuestionnaireItem[], extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text,
  type: 'group',
  items,
  ...extra,
});

export const choice = (linkId: string, text: string, options: Pairs, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text,
  type: 'coding',
  answerOptions: codings(options),
  ...extra,
});

export const choices = (linkId: string, text: string, options: Pairs, extra: Extra = {}): QuestionnaireItem =>
  choice(linkId, text, options, { repeats: true, ...extra });

export const yesNo = (linkId: string, text: string, extra: Extra = {}): QuestionnaireItem => choice(linkId, text, YES_NO, extra);

export const text = (linkId: string, label: string, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'text',
  ...extra,
});

export const line = (linkId: string, label: string, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'string',
  ...extra,
});

export const date = (linkId: string, label: string, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'date',
  ...extra,
});

export const integer = (linkId: string, label: string, min: number, max: number, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'integer',
  minValue: min,
  maxValue: max,
  ...extra,
});

export const decimal = (linkId: string, label: string, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'decimal',
  minValue: 0,
  ...extra,
});

export const measure = (linkId: string, label: string, units: readonly string[], extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'quantity',
  units,
  minValue: 0,
  ...extra,
});

export const photos = (linkId: string, label: string, extra: Extra = {}): QuestionnaireItem => ({
  linkId,
  text: label,
  type: 'attachment',
  repeats: true,
  ...extra,
});

export const note = (linkId: string, label: string): QuestionnaireItem => ({ linkId, text: label, type: 'display' });

/** Shown (or required) when `question` is answered `code`. */
export const when = (question: string, code: string): Rule => ({
  conditions: [{ question, operator: '=', answer: { code, display: code } }],
});

/** Shown when `question` is any of `codes`. */
export const whenAny = (question: string, codes: readonly string[]): Rule => ({
  conditions: [{ question, operator: 'in', answer: codes.map((code) => ({ code, display: code })) }],
});

/** Shown when a number answer compares to `value`. */
export const whenNumber = (question: string, operator: Condition['operator'], value: AnswerValue): Rule => ({
  conditions: [{ question, operator, answer: value }],
});
