// What the form's inputs hold (react-hook-form values) and how they become answers and back.
// Inputs hold what the clinician types: text, dates as MM/DD/YYYY, times as hh:mm AM, numbers
// as typed; answers are the domain's typed values (src/domain/forms/questionnaire.ts). A value
// that cannot become an answer (a date that does not exist, 'abc' for a number) is reported
// with SPEC §5's 'This field has incorrect value' instead of being dropped.
import dayjs from 'dayjs';
import { DATE_FORMAT, parseDisplayDate, parseDisplayTime, TIME_FORMAT } from '../../domain/forms/answers';
import {
  type Answers,
  type AnswerValue,
  type Attachment,
  isAnswerable,
  type Quantity,
  type Questionnaire,
  type QuestionnaireItem,
  walkItems,
} from '../../domain/forms/questionnaire';
import { MESSAGES } from '../../domain/messages';

export type QuantityField = { value: string; unit: string };
export type FieldValue = string | string[] | boolean | null | QuantityField | Attachment[];
export type FormValues = Record<string, FieldValue>;

const blank = (item: QuestionnaireItem): FieldValue => {
  switch (item.type) {
    case 'coding':
      return item.repeats ? [] : '';
    case 'boolean':
      return null;
    case 'quantity':
      return { value: '', unit: item.units?.[0] ?? '' };
    case 'attachment':
      return [];
    default:
      return '';
  }
};

function toField(item: QuestionnaireItem, values: readonly AnswerValue[] | undefined): FieldValue {
  const first = values?.[0];
  if (first === undefined) return blank(item);
  switch (item.type) {
    case 'coding': {
      const codes = (values ?? []).flatMap((v) => (typeof v === 'object' && 'code' in v ? [v.code] : []));
      return item.repeats ? codes : (codes[0] ?? '');
    }
    case 'boolean':
      return typeof first === 'boolean' ? first : null;
    case 'quantity':
      return typeof first === 'object' && 'unit' in first ? { value: String(first.value), unit: first.unit } : blank(item);
    case 'attachment':
      return (values ?? []).filter((v): v is Attachment => typeof v === 'object' && 'contentType' in v);
    case 'date':
      return typeof first === 'string' ? dayjs(first, 'YYYY-MM-DD').format(DATE_FORMAT) : '';
    case 'time':
      return typeof first === 'string' ? dayjs(`2000-01-01T${first}`).format(TIME_FORMAT) : '';
    case 'dateTime':
      return typeof first === 'string' ? dayjs(first).format('YYYY-MM-DDTHH:mm') : '';
    default:
      return String(first);
  }
}

/** The inputs' values for `answers` (blank where there is none). */
export function toFormValues(questionnaire: Questionnaire, answers: Answers): FormValues {
  const values: FormValues = {};
  for (const { item } of walkItems(questionnaire.items)) {
    if (isAnswerable(item.type)) values[item.linkId] = toField(item, answers[item.linkId]);
  }
  return values;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** One input's value as answers: [] when empty, null when it cannot be an answer. */
function toAnswerValues(item: QuestionnaireItem, value: FieldValue | undefined): AnswerValue[] | null {
  if (value === undefined || value === null || value === '') return [];
  switch (item.type) {
    case 'coding': {
      const codes = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
      return codes.map((code) => item.answerOptions?.find((o) => o.code === code) ?? { code, display: code });
    }
    case 'boolean':
      return typeof value === 'boolean' ? [value] : [];
    case 'quantity': {
      const q = value as QuantityField;
      if (q.value.trim() === '') return [];
      return NUMBER.test(q.value.trim()) ? [{ value: Number(q.value), unit: q.unit } satisfies Quantity] : null;
    }
    case 'attachment':
      return value as Attachment[];
    case 'integer':
    case 'decimal': {
      const text = String(value).trim();
      return NUMBER.test(text) ? [Number(text)] : null;
    }
    case 'date': {
      const day = parseDisplayDate(String(value));
      return day ? [day] : null;
    }
    case 'time': {
      const time = parseDisplayTime(String(value));
      return time ? [time] : null;
    }
    case 'dateTime': {
      const parsed = dayjs(String(value), 'YYYY-MM-DDTHH:mm', true);
      return parsed.isValid() ? [parsed.toISOString()] : null;
    }
    default:
      return String(value).trim() === '' ? [] : [String(value)];
  }
}

/** The answers the inputs hold, and the inputs whose value cannot be an answer. */
export function toAnswers(questionnaire: Questionnaire, values: FormValues): { answers: Answers; unreadable: Record<string, string> } {
  const answers: Record<string, AnswerValue[]> = {};
  const unreadable: Record<string, string> = {};
  for (const { item } of walkItems(questionnaire.items)) {
    if (!isAnswerable(item.type) || item.calculated) continue;
    const converted = toAnswerValues(item, values[item.linkId]);
    if (converted === null) unreadable[item.linkId] = MESSAGES.incorrectValue;
    else if (converted.length > 0) answers[item.linkId] = converted;
  }
  return { answers, unreadable };
}

/**
 * toAnswers for a form that changes one input at a time: each input's answers are worked out
 * again only when its value changed (react-hook-form keeps an unchanged input's value as it
 * was), so a keystroke converts one input, not all of them. Same result as toAnswers.
 */
export function answersReader(questionnaire: Questionnaire): (values: FormValues) => ReturnType<typeof toAnswers> {
  const items = [...walkItems(questionnaire.items)].flatMap(({ item }) => (isAnswerable(item.type) && !item.calculated ? [item] : []));
  const last = new Map<string, { value: FieldValue | undefined; converted: AnswerValue[] | null }>();
  return (values) => {
    const answers: Record<string, AnswerValue[]> = {};
    const unreadable: Record<string, string> = {};
    for (const item of items) {
      const value = values[item.linkId];
      let seen = last.get(item.linkId);
      if (!seen || seen.value !== value) {
        seen = { value, converted: toAnswerValues(item, value) };
        last.set(item.linkId, seen);
      }
      if (seen.converted === null) unreadable[item.linkId] = MESSAGES.incorrectValue;
      else if (seen.converted.length > 0) answers[item.linkId] = seen.converted;
    }
    return { answers, unreadable };
  };
}
