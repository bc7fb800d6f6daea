// One answer against its item (SPEC §5): the words a clinician sees under a field, or null when
// the answer is fine. Required-ness comes from rules.ts (formState); here an empty value is
// 'This field is required' only when the caller says the item is required now. Text is
// normalised the way the field does it on blur: leading and trailing space trimmed, runs of
// whitespace collapsed.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { MESSAGES } from '../messages';
import { type AnswerValue, type QuestionnaireItem, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH, TEXT_PATTERNS } from './questionnaire';

dayjs.extend(customParseFormat);

/** SPEC §5 display formats. */
export const DATE_FORMAT = 'MM/DD/YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const MIN_DATE = '1900-01-01';

/** What a text field keeps on blur: trimmed, whitespace runs collapsed to one space (text areas keep line breaks). */
export function normalizeText(value: string, multiline = false): string {
  if (!multiline) return value.replace(/\s+/g, ' ').trim();
  return value
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** 'MM/DD/YYYY' as typed → 'YYYY-MM-DD', or null when it is not a real date in that format. */
export function parseDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** 'hh:mm AM' as typed → 'HH:mm', or null. */
export function parseDisplayTime(text: string): string | null {
  const parsed = dayjs(text.trim().toUpperCase(), TIME_FORMAT, true);
  return parsed.isValid() ? parsed.format('HH:mm') : null;
}

const isEmpty = (value: AnswerValue | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const withinBounds = (n: number, item: QuestionnaireItem) =>
  (item.minValue === undefined || n >= item.minValue) && (item.maxValue === undefined || n <= item.maxValue);

function validValue(item: QuestionnaireItem, value: AnswerValue): boolean {
  switch (item.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return false;
      const text = normalizeText(value, item.type === 'text');
      if (text.length < TEXT_MIN_LENGTH || text.length > (item.maxLength ?? TEXT_MAX_LENGTH)) return false;
      return !item.pattern || TEXT_PATTERNS[item.pattern].test(text);
    }
    case 'integer':
      return isNumber(value) && Number.isInteger(value) && withinBounds(value, item);
    case 'decimal':
      return isNumber(value) && withinBounds(value, item);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date': {
      if (typeof value !== 'string' || !dayjs(value, 'YYYY-MM-DD', true).isValid()) return false;
      return value >= (item.minDate ?? MIN_DATE) && (!item.maxDate || value <= maxDateOf(item));
    }
    case 'dateTime': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return false;
      const day = value.slice(0, 10);
      return day >= (item.minDate ?? MIN_DATE) && (!item.maxDate || day <= maxDateOf(item));
    }
    case 'time':
      return typeof value === 'string' && dayjs(value, 'HH:mm', true).isValid();
    case 'coding':
      return typeof value === 'object' && 'code' in value && !!item.answerOptions?.some((o) => o.code === value.code);
    case 'quantity':
      return (
        typeof value === 'object' &&
        'value' in value &&
        'unit' in value &&
        isNumber(value.value) &&
        value.value >= 0 &&
        withinBounds(value.value, item) &&
        (!item.units || item.units.includes(value.unit))
      );
    case 'attachment':
      return typeof value === 'object' && 'contentType' in value && !!value.id;
    case 'reference':
      return typeof value === 'string' && /^[A-Z][A-Za-z]+\/[\w-]+$/.test(value);
    default:
      return false;
  }
}

/**
 * The message for `values` of `item` (all of a repeating item's answers), or null. `required`:
 * whether the form's rules require the item now (formState).
 */
/**
 * An item's latest date, YYYY-MM-DD: 'today' is this machine's calendar day (the device's on the
 * device; the server's, UTC, on the server — never earlier than a US clinician's own day).
 */
export const maxDateOf = (item: Pick<QuestionnaireItem, 'maxDate'>): string =>
  item.maxDate === 'today' ? dayjs().format('YYYY-MM-DD') : (item.maxDate ?? '9999-12-31');

export function answerError(item: QuestionnaireItem, values: readonly AnswerValue[] | undefined, required: boolean): string | null {
  const given = (values ?? []).filter((v) => !isEmpty(v));
  if (given.length === 0) return required ? MESSAGES.required : null;
  if (!item.repeats && given.length > 1) return MESSAGES.incorrectValue;
  return given.every((v) => validValue(item, v)) ? null : MESSAGES.incorrectValue;
}

/** Wound area in cm² from length × width (SPEC §3 wound assessment), to two decimals; null until both are given. */
export function woundArea(lengthCm: number | null | undefined, widthCm: number | null | undefined): number | null {
  if (!isNumber(lengthCm) || !isNumber(widthCm) || lengthCm < 0 || widthCm < 0) return null;
  return Math.round(lengthCm * widthCm * 100) / 100;
}
