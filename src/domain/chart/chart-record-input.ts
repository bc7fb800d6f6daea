// The forms of the chart's notes, alerts, orders, referrals and tasks as valibot schemas, shared by
// the tabs' forms (useSchemaForm) and the server's inputs (DESIGN §8 'Forms'): SPEC §5 words for a
// missing or wrong value; a text over its limit says the limit ('Maximum {n} characters allowed',
// after SPEC §5's 'Maximum {n} files allowed'), and the form shows a counter beside it.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';
import { oneLine, storableText, trimBlank } from '../validation/text';
import { ALERT_CATEGORY_CODES, NEW_ORDER_STATUSES, TASK_PRIORITY_CODES } from './chart-record-status';

/** SPEC §9 allows text up to 10000; a note is a message, so it is held to a readable 2,000. */
export const NOTE_MAX = 2000;
export const ALERT_TEXT_MAX = 500;
export const ORDER_TEXT_MAX = 500;
export const REFERRAL_SOURCE_MAX = 200;
export const REFERRAL_REASON_MAX = 1000;
export const TASK_TITLE_MAX = 200;

export const tooLong = (max: number): string => `Maximum ${max} characters allowed`;
/** SPEC §5 'Invalid date range'. */
export const INVALID_DATE_RANGE = 'Invalid date range';

const presence = (required: boolean) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (dataset.typed && required && dataset.value === '') addIssue({ message: MESSAGES.required });
  });

/**
 * A one-line text the database can store (validation/text.ts): blanks trimmed and inner whitespace
 * collapsed (SPEC §5 on blur), at most `max`. The length is checked on what is kept, the same
 * number the counter shows.
 */
export function lineText({ required = false, max }: { required?: boolean; max: number }) {
  return v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    storableText(),
    v.transform(oneLine),
    presence(required),
    v.maxLength(max, tooLong(max)),
  );
}

/** A text area (a note) the database can store: blanks trimmed at both ends, its line breaks kept (a note is written in paragraphs). */
export function areaText({ required = false, max }: { required?: boolean; max: number }) {
  return v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    storableText(),
    v.transform((value) => trimBlank(value.replace(/\r\n?/g, '\n'))),
    presence(required),
    v.maxLength(max, tooLong(max)),
  );
}

/** One code of a fixed list: required ('This field is required'), else one of `codes`. */
function codeOf<const C extends string>(codes: readonly C[]) {
  return v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.incorrectValue)), ''),
    v.transform((value) => value ?? ''),
    presence(true),
    v.check((value) => value === '' || (codes as readonly string[]).includes(value), MESSAGES.incorrectValue),
    v.transform((value) => value as C),
  );
}

/** A free code (a code system's, checked by the server against its list): required. */
const requiredCode = () =>
  v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.incorrectValue)), ''),
    v.transform((value) => (value ?? '').trim()),
    presence(true),
    v.maxLength(64, MESSAGES.incorrectValue),
  );

/** An optional id (a UUID), '' for none. */
const optionalId = () =>
  v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.incorrectValue)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.uuid()), value), MESSAGES.incorrectValue),
  );

export const NoteForm = v.object({
  topic: requiredCode(),
  text: areaText({ required: true, max: NOTE_MAX }),
});
export type NoteFormInput = v.InferInput<typeof NoteForm>;
export type NoteFormValues = v.InferOutput<typeof NoteForm>;

const AlertFields = {
  category: codeOf(ALERT_CATEGORY_CODES),
  text: lineText({ required: true, max: ALERT_TEXT_MAX }),
  start: dateField({ required: true }),
  end: dateField(),
};
export const AlertForm = v.pipe(
  v.object(AlertFields),
  v.forward(
    v.partialCheck([['start'], ['end']], (a) => !a.end || !a.start || a.end >= a.start, INVALID_DATE_RANGE),
    ['end'],
  ),
);
export type AlertFormInput = v.InferInput<typeof AlertForm>;
export type AlertFormValues = v.InferOutput<typeof AlertForm>;

export const OrderForm = v.object({
  /** A code of the 'orders' catalog (the server checks it is offered); the form sends its words as the text. */
  code: v.optional(
    v.pipe(
      v.nullable(v.string(MESSAGES.incorrectValue)),
      v.transform((c) => c?.trim() ?? ''),
    ),
    '',
  ),
  text: lineText({ required: true, max: ORDER_TEXT_MAX }),
  status: codeOf(NEW_ORDER_STATUSES),
  admissionId: optionalId(),
});
/** SPEC §2 clinical config 'order-sets': a set of the catalog, each of its orders filed with this status. */
export const OrderSetForm = v.object({
  orderSet: lineText({ required: true, max: 64 }),
  status: codeOf(NEW_ORDER_STATUSES),
  admissionId: optionalId(),
});
export type OrderSetFormValues = v.InferOutput<typeof OrderSetForm>;

export type OrderFormInput = v.InferInput<typeof OrderForm>;
export type OrderFormValues = v.InferOutput<typeof OrderForm>;

export const ReferralForm = v.object({
  referralDate: dateField({ required: true }),
  source: lineText({ required: true, max: REFERRAL_SOURCE_MAX }),
  reason: lineText({ required: true, max: REFERRAL_REASON_MAX }),
  status: codeOf(NEW_ORDER_STATUSES),
});
export type ReferralFormInput = v.InferInput<typeof ReferralForm>;
export type ReferralFormValues = v.InferOutput<typeof ReferralForm>;

export const TaskForm = v.object({
  title: lineText({ required: true, max: TASK_TITLE_MAX }),
  ownerId: optionalId(),
  dueDate: dateField(),
  priority: codeOf(TASK_PRIORITY_CODES),
});
export type TaskFormInput = v.InferInput<typeof TaskForm>;
export type TaskFormValues = v.InferOutput<typeof TaskForm>;
