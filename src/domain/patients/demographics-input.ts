// SPEC §2 Demographics as one input, shared by the edit form and the server (STYLE rule 3):
// names (with the preferred name, a nickname), gender, date of birth, marital status, race,
// ethnicity, email, fax, a new SSN, the phones with the 'OK to text' consent, the emergency
// contact with its relationship, the caregivers and the addresses. SPEC §5 words throughout.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';
import { emailField, phoneField, textField } from '../validation/fields';
import { AddressRows } from './address';
import { nameField, ssnField } from './person-fields';
import { OK_TO_TEXT_OPTIONS, PhoneRows, textConsentIssue } from './phone';

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'unknown', label: 'Unknown' },
] as const;
export const GENDERS = GENDER_OPTIONS.map((g) => g.value);

export const MARITAL_STATUSES = ['Married', 'Widowed', 'Divorced', 'Never Married', 'Separated', 'Unknown'] as const;
export const RACES = [
  'White',
  'Black or African American',
  'Asian',
  'American Indian or Alaska Native',
  'Native Hawaiian or Other Pacific Islander',
  'Other Race',
  'Declined to Specify',
] as const;
export const ETHNICITIES = ['Hispanic or Latino', 'Not Hispanic or Latino', 'Declined to Specify'] as const;
export const RELATIONSHIPS = [
  'Spouse',
  'Daughter',
  'Son',
  'Parent',
  'Sister',
  'Brother',
  'Grandchild',
  'Other Relative',
  'Neighbor',
  'Friend',
  'Other',
] as const;

/** Caregivers a patient may list (SPEC leaves it open). */
export const MAX_CAREGIVERS = 6;
/** A contact's full name: two name parts and a space. */
const CONTACT_NAME_MAX = 73;

/** '' or one of `values`. */
const choice = (values: readonly string[]) =>
  v.pipe(
    textField(),
    v.check((s) => s === '' || values.includes(s), MESSAGES.incorrectValue),
  );

const ContactEntries = v.object({
  name: nameField({ max: CONTACT_NAME_MAX }),
  relationship: choice(RELATIONSHIPS),
  phone: phoneField(),
});
/** A contact (SPEC §2 'Emergency Contact' / 'Relationship', 'Caregivers'): a name once anything is given. */
export const ContactRow = v.pipe(
  ContactEntries,
  v.forward(
    v.partialCheck(
      [['name'], ['relationship'], ['phone']],
      (c) => c.name !== '' || (c.relationship === '' && c.phone === ''),
      MESSAGES.required,
    ),
    ['name'],
  ),
);
export type ContactRowInput = v.InferInput<typeof ContactRow>;
export type ContactRowValue = v.InferOutput<typeof ContactRow>;
export const emptyContactRow = (): ContactRowInput => ({ name: '', relationship: '', phone: '' });
export const isEmptyContact = (c: ContactRowValue): boolean => c.name === '' && c.relationship === '' && c.phone === '';

export interface DemographicsSchemaOptions {
  /** 'YYYY-MM-DD': a date of birth cannot be later. */
  today: string;
  /** The 'OK to text' consent is saved: it is no longer asked (SPEC §5). The server checks it with the record. */
  consentSaved: boolean;
}

const entries = (today: string) => ({
  firstName: nameField({ required: true }),
  middleName: nameField(),
  lastName: nameField({ required: true }),
  /** SPEC §2 'Preferred Name': the nickname (SPEC §3 'nickname use supported'). */
  preferredName: nameField(),
  gender: v.pipe(
    textField({ required: true }),
    v.check((s) => s === '' || (GENDERS as readonly string[]).includes(s), MESSAGES.incorrectValue),
  ),
  birthDate: dateField({ required: true, max: today }),
  maritalStatus: choice(MARITAL_STATUSES),
  race: choice(RACES),
  ethnicity: choice(ETHNICITIES),
  email: emailField(),
  fax: phoneField(),
  /** A new SSN ('' keeps the stored one; only its last 4 digits are ever shown). */
  ssn: ssnField(),
  phones: PhoneRows,
  okToText: choice(OK_TO_TEXT_OPTIONS.map((o) => o.value)),
  emergencyContact: v.optional(ContactRow, emptyContactRow()),
  caregivers: v.pipe(
    v.optional(v.array(ContactRow, MESSAGES.incorrectValue), []),
    v.maxLength(MAX_CAREGIVERS, MESSAGES.incorrectValue),
    v.transform((rows) => rows.filter((c) => !isEmptyContact(c))),
  ),
  addresses: AddressRows,
  /** The patient's home health agency (SPEC §3 Organization type home-health), from the agencies' list; its name only shows it. */
  homeHealthId: textField(),
  homeHealthName: textField(),
  /** The primary care physician: the practice and its physician (SPEC §7 CareTeamPhysicians); the name only shows them. */
  pcpPracticeId: textField(),
  pcpPhysicianId: textField(),
  pcpName: textField(),
});

/** The demographics input: the form's schema (with the consent rule while it is unsaved) and the server's. */
export function demographicsSchema({ today, consentSaved }: DemographicsSchemaOptions) {
  return v.pipe(
    v.object(entries(today)),
    v.forward(
      v.partialCheck([['phones'], ['okToText']], (d) => textConsentIssue(d.phones, d.okToText, consentSaved) === null, MESSAGES.required),
      ['okToText'],
    ),
  );
}
export type DemographicsSchema = ReturnType<typeof demographicsSchema>;
export type DemographicsFormValues = v.InferInput<DemographicsSchema>;
export type DemographicsValues = v.InferOutput<DemographicsSchema>;
