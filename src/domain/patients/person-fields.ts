// SPEC §5 rules of a person's name and SSN, with SPEC's words: 'This field is required' and
// 'This field has incorrect value'.
// - Names: at most 36 characters (SPEC §9 'names 36') of SPEC §5's alphanumeric pattern
//   allowing - : % / \ ( ) . + (and spaces). Patients' names also carry accented letters and
//   apostrophes ('José', "O'Neil"), so letters are any script's and the apostrophe is allowed.
// - SSN: 9 digits, typed with or without dashes, stored ###-##-####; shown only as
//   XXX-XX-#### from its last 4 (contact-display.ts). SSA never issues area 000, 666 or 9xx,
//   group 00 or serial 0000, so those are refused as incorrect.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { textField } from '../validation/fields';

export const NAME_MAX = 36;
const NAME_PATTERN = /^[\p{L}\p{M}0-9 '\-:%/\\().+]*$/u;

/** A name part (first, middle, last, preferred): trimmed and collapsed, ≤ 36 characters of the name pattern. */
export function nameField({ required = false, max = NAME_MAX }: { required?: boolean; max?: number } = {}) {
  return v.pipe(
    textField({ required, max }),
    v.check((s) => NAME_PATTERN.test(s), MESSAGES.incorrectValue),
  );
}

/** Whether `digits` (9 of them) could be an SSN. */
export function isPlausibleSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  return area !== '000' && area !== '666' && !area.startsWith('9') && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

/** '123456789' → '123-45-6789'. */
export const formatSsn = (digits: string): string => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** An SSN typed in full ('' when left empty: the stored one is kept); the value is its 9 digits. */
export function ssnField() {
  return v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.check((s) => s === '' || isPlausibleSsn(s), MESSAGES.incorrectValue),
  );
}
