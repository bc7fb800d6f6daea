// The SPEC §5 field rules as valibot schemas, one per kind of field, shared by the forms (via
// useSchemaForm) and the server's inputs: required → 'This field is required'; a wrong pattern
// or length → 'This field has incorrect value'. Missing keys count as empty, so a request
// without them gets the same words as an empty field.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { maskCapacity, PHONE_MASK, ZIP_MASK } from './mask';
import { oneLine, storableText } from './text';

/** SPEC §5/§9: text fields hold at most 10000 characters by default. */
export const TEXT_MAX = 10_000;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

interface FieldOptions {
  required?: boolean;
}

/** '' (optional) or a non-empty value (required): the shared first step of every field. */
const presence = (required: boolean) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (dataset.typed && required && dataset.value === '') addIssue({ message: MESSAGES.required });
  });

/** A text the database can store (DESIGN §5 'One rule for free text and dates': validation/text.ts), '' when absent. */
const text = () => v.pipe(v.optional(v.string(MESSAGES.incorrectValue), ''), storableText());

/**
 * Free text: blanks trimmed at the ends (zero-width characters with the spaces) and inner
 * whitespace collapsed (SPEC §5 on blur), then 1..max characters.
 */
export function textField({ required = false, max = TEXT_MAX }: FieldOptions & { max?: number } = {}) {
  return v.pipe(text(), v.transform(oneLine), presence(required), v.maxLength(max, MESSAGES.incorrectValue));
}

/** Digits of a masked field: whatever the mask added (brackets, spaces, dashes) is dropped. */
const digits = () => v.transform((value: string) => value.replace(/[\s()-]/g, ''));

/** SPEC §5 phone: 10 digits (shown as (###) ###-####); the value is the digits. */
export function phoneField({ required = false }: FieldOptions = {}) {
  const length = maskCapacity(PHONE_MASK);
  return v.pipe(
    text(),
    digits(),
    presence(required),
    v.check((value) => value === '' || new RegExp(`^\\d{${length}}$`).test(value), MESSAGES.incorrectValue),
  );
}

/** SPEC §5 zip: 5 or 9 digits (shown as #####-####); the value is the digits. */
export function zipField({ required = false }: FieldOptions = {}) {
  const length = maskCapacity(ZIP_MASK);
  return v.pipe(
    text(),
    digits(),
    presence(required),
    v.check((value) => value === '' || /^\d{5}$/.test(value) || new RegExp(`^\\d{${length}}$`).test(value), MESSAGES.incorrectValue),
  );
}

/** An e-mail address, trimmed. */
export function emailField({ required = false }: FieldOptions = {}) {
  return v.pipe(
    text(),
    v.trim(),
    presence(required),
    v.maxLength(EMAIL_MAX, MESSAGES.incorrectValue),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), MESSAGES.incorrectValue),
  );
}
