// SPEC §3 Phone and §5 phone rules for a patient's phones: uses mobile, home, work, temp
// (labelled Mobile, Home, Work, Other), each at most once (SPEC §5 'Max 4 phone types'); the
// number is 10 digits shown (###) ###-####; a number needs its type and a type or an extension
// needs its number; only a work phone has an extension (1-6 digits, SPEC §5 pattern). The
// patient's 'OK to text' consent (Yes/No) is asked once and cannot change once saved
// ('Consent already saved'). Shared by the form and the server (one schema, STYLE rule 3).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import type { ContactPoint } from '../resources';
import { phoneField } from '../validation/fields';
import { PHONE_USE_LABELS } from './contact-display';

export const PHONE_USES = ['mobile', 'home', 'work', 'temp'] as const;
export type PhoneUse = (typeof PHONE_USES)[number];

/** SPEC §5 'Max 4 phone types': one row per type. */
export const MAX_PHONE_TYPES = PHONE_USES.length;

export const PHONE_USE_OPTIONS = PHONE_USES.map((use) => ({ value: use, label: PHONE_USE_LABELS[use] }));

/** SPEC §3/§5 'OK to text' consent. */
export const OK_TO_TEXT_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
export type OkToText = (typeof OK_TO_TEXT_OPTIONS)[number]['value'];
export const CONSENT_ALREADY_SAVED = 'Consent already saved';

/** A phone of the patient as stored: a contact point with the work extension (SPEC §3 PHONE_NUMBER_EXTENSION, a string). */
export type PatientContactPoint = ContactPoint & { extension?: string };

/** The patient's 'OK to text' consent as stored (SPEC §3 Consent: status and who/when). */
export interface TextConsent {
  value: OkToText;
  recordedAt: string;
  recordedBy: string;
}

/** SPEC §5 '1-6 digit' pattern of an extension. */
const EXTENSION = /^\d{1,6}$/;

const PhoneRowEntries = v.object({
  use: v.optional(v.union([v.picklist(PHONE_USES), v.literal('')], MESSAGES.incorrectValue), ''),
  value: phoneField(),
  extension: v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.transform((s) => s.replace(/\D/g, '')),
  ),
});

/** One phone row of the form: type, number and (work only) extension. */
export const PhoneRow = v.pipe(
  PhoneRowEntries,
  v.forward(
    v.partialCheck([['use'], ['value'], ['extension']], (r) => r.value !== '' || (r.use === '' && r.extension === ''), MESSAGES.required),
    ['value'],
  ),
  v.forward(
    v.partialCheck([['use'], ['value']], (r) => r.value === '' || r.use !== '', MESSAGES.required),
    ['use'],
  ),
  v.forward(
    v.partialCheck(
      [['use'], ['extension']],
      (r) => r.extension === '' || (r.use === 'work' && EXTENSION.test(r.extension)),
      MESSAGES.incorrectValue,
    ),
    ['extension'],
  ),
);
export type PhoneRowInput = v.InferInput<typeof PhoneRow>;
export type PhoneRowValue = v.InferOutput<typeof PhoneRow>;

/** Whether a row holds nothing (it is dropped: SPEC §3 'Clearing a value removes the entry'). */
export const isEmptyPhoneRow = (r: { use: string; value: string; extension: string }): boolean =>
  r.use === '' && r.value === '' && r.extension === '';

/**
 * The phone rows: at most one per type (SPEC §5 'Max 4 phone types'); a repeated type is
 * refused on the repeat's type; empty rows are dropped.
 */
export const PhoneRows = v.pipe(
  v.optional(v.array(PhoneRow, MESSAGES.incorrectValue), []),
  v.maxLength(MAX_PHONE_TYPES, MESSAGES.incorrectValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((row, index) => {
      if (row.use === '') return;
      if (seen.has(row.use)) {
        addIssue({
          message: MESSAGES.incorrectValue,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: row },
            { type: 'object', origin: 'value', input: row, key: 'use', value: row.use },
          ],
        });
      }
      seen.add(row.use);
    });
  }),
  v.transform((rows) => rows.filter((r) => !isEmptyPhoneRow(r))),
);

/** SPEC §5: 'OK to text' is required for the patient (once they have a number) until it is saved. */
export function textConsentIssue(phones: readonly { value: string }[], okToText: string, saved: boolean): string | null {
  if (saved) return null;
  return phones.some((p) => p.value !== '') && okToText === '' ? MESSAGES.required : null;
}

/** Whether a new answer may be stored: once saved, the consent stays (SPEC §5 'Consent already saved'). */
export const consentChangeRefused = (saved: TextConsent | undefined, answer: string): boolean =>
  saved !== undefined && answer !== '' && answer !== saved.value;

/** The phone rows as stored contact points, ranked in the order given. */
export const phonesToTelecom = (rows: readonly PhoneRowValue[]): PatientContactPoint[] =>
  rows.map((r, i) => {
    const use = r.use as PhoneUse;
    const point: PatientContactPoint = { system: 'phone', value: r.value, use, rank: i + 1 };
    if (use === 'work' && r.extension !== '') point.extension = r.extension;
    return point;
  });

/** A use given as text, as one of SPEC's four (anything else counts as Other). */
export const asPhoneUse = (use: string | null | undefined): PhoneUse =>
  (PHONE_USES as readonly string[]).includes(use ?? '') ? (use as PhoneUse) : 'temp';

/** A stored phone's use as one of SPEC's four (a phone with none counts as Other). */
export const phoneUseOf = (point: Pick<ContactPoint, 'use'>): PhoneUse => point.use ?? 'temp';

/**
 * The patient's telecom after an edit: the phones are the rows given; the email and the fax are
 * the values given, and an empty value removes that system's entry (SPEC §3); anything else
 * (urls, further emails or faxes) stays.
 */
export function applyTelecom(
  current: readonly PatientContactPoint[],
  edit: { phones: readonly PhoneRowValue[]; email: string; fax: string },
): PatientContactPoint[] {
  let out = current.filter((p) => p.system !== 'phone');
  out = setFirstOfSystem(out, 'email', edit.email);
  out = setFirstOfSystem(out, 'fax', edit.fax);
  return [...phonesToTelecom(edit.phones), ...out];
}

/** Replaces the first contact point of `system` with `value`, adds one, or (empty value) removes it. */
export function setFirstOfSystem(
  points: readonly PatientContactPoint[],
  system: ContactPoint['system'],
  value: string,
): PatientContactPoint[] {
  const index = points.findIndex((p) => p.system === system);
  if (value === '') return index < 0 ? [...points] : points.filter((_, i) => i !== index);
  if (index < 0) return [...points, { system, value }];
  return points.map((p, i) => (i === index ? { ...p, value } : p));
}
