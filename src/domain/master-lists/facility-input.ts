// The facility form and createHealthCareFacility / updateHealthCareFacility's `organization` and
// `practitioners` (SPEC §3 Health care facility, Facility contact person, Phone, Address; §5
// 'Facility: name, type, address with state required; contact needs name; role max 60; names max
// 36 with alphanumeric pattern allowing - : % / \ ( ) . + characters … Max 4 phone types'): one
// schema for both sides (STYLE rule 3). The address follows the patient address's field rules.
// The contacts: at most one primary, and an inactive contact is not primary; settleContacts
// makes the first active one primary when none is (SPEC §2 'the first contact added is primary').
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { ADDRESS_LINE_MAX, AddressRow } from '../patients/address';
import { type PhoneRowInput, PhoneRows } from '../patients/phone';
import { emailField, phoneField, textField } from '../validation/fields';
import { CONTACT_CREDENTIALS_MAX, CONTACT_NAME_MAX, CONTACT_ROLE_MAX, FACILITY_NAME_MAX, facilityKindOf, MAX_CONTACTS } from './facility';
import { isValidNpi } from './npi';

/** SPEC §5: letters, digits and spaces, with - : % / \ ( ) . + */
const CONTACT_NAME = /^[A-Za-z0-9 \-:%/\\().+]*$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INSTRUCTION_MAX = 500;

const contactName = (required: boolean, max = CONTACT_NAME_MAX) =>
  v.pipe(
    textField({ required, max }),
    v.check((s) => CONTACT_NAME.test(s), MESSAGES.incorrectValue),
  );

const optionalId = () =>
  v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((s) => s === '' || ID.test(s), MESSAGES.incorrectValue),
    v.toLowerCase(),
  );

/** One contact person (SPEC §3): '' id for a new one. */
export const ContactInput = v.object({
  id: optionalId(),
  /** A prefix option (Dr, Mr, Miss, Ms, Mrs, NP, PA) or free credentials. */
  prefix: contactName(false, CONTACT_CREDENTIALS_MAX),
  firstName: contactName(true),
  middleName: contactName(false),
  lastName: contactName(true),
  role: textField({ max: CONTACT_ROLE_MAX }),
  /** A physician's NPI (a PCP's contact): ten digits with its check digit (SPEC §2 PCP config). */
  npi: v.pipe(
    textField({ max: 10 }),
    v.check((s) => s === '' || isValidNpi(s), MESSAGES.incorrectValue),
  ),
  phones: PhoneRows,
  fax: phoneField(),
  email: emailField(),
  active: v.optional(v.boolean(MESSAGES.incorrectValue), true),
  primary: v.optional(v.boolean(MESSAGES.incorrectValue), false),
});
export type ContactFormInput = v.InferInput<typeof ContactInput>;
export type ContactValues = v.InferOutput<typeof ContactInput>;
/** What the contact form holds: every key present. */
export type ContactFormValues = { [K in Exclude<keyof ContactFormInput, 'phones'>]-?: Exclude<ContactFormInput[K], undefined> } & {
  phones: Required<PhoneRowInput>[];
};

const pathTo = (rows: readonly ContactValues[], index: number, key: keyof ContactValues) => {
  const row = rows[index] as ContactValues;
  return [
    { type: 'array' as const, origin: 'value' as const, input: rows, key: index, value: row },
    { type: 'object' as const, origin: 'value' as const, input: row, key, value: row[key] },
  ];
};

/** The contacts: at most MAX_CONTACTS, one primary at most, never an inactive one. */
export const ContactsInput = v.pipe(
  v.optional(v.array(ContactInput, MESSAGES.incorrectValue), []),
  v.maxLength(MAX_CONTACTS, MESSAGES.incorrectValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const rows = dataset.value;
    let primaries = 0;
    rows.forEach((row, index) => {
      if (!row.primary) return;
      primaries += 1;
      if (primaries > 1 || !row.active) addIssue({ message: MESSAGES.incorrectValue, path: pathTo(rows, index, 'primary') as never });
    });
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (row.id !== '' && seen.has(row.id)) addIssue({ message: MESSAGES.incorrectValue, path: pathTo(rows, index, 'id') as never });
      seen.add(row.id);
    });
  }),
);

/** SPEC §2: the first active contact is primary when none is. */
export function settleContacts<T extends { active: boolean; primary: boolean }>(contacts: readonly T[]): T[] {
  if (contacts.some((c) => c.active && c.primary)) return contacts.map((c) => ({ ...c, primary: c.primary && c.active }));
  const first = contacts.findIndex((c) => c.active);
  return contacts.map((c, i) => ({ ...c, primary: i === first }));
}

/** SPEC §2 'making the second primary unsets the first': the contacts after `index` is made primary. */
export const makePrimary = <T extends { primary: boolean }>(contacts: readonly T[], index: number): T[] =>
  contacts.map((c, i) => ({ ...c, primary: i === index }));

/**
 * Whether the contact editor may add another (SPEC §5 'Contact add disabled at max or when the
 * last item is empty/invalid').
 */
export function canAddContact(contacts: readonly ContactFormInput[]): boolean {
  if (contacts.length >= MAX_CONTACTS) return false;
  const last = contacts.at(-1);
  return last === undefined || v.is(ContactInput, last);
}

const place = AddressRow.entries;

/** The facility's one address: line, city, state, postal code as the patient's; county, market and instruction. */
export const FacilityAddressInput = v.object({
  line1: place.line1,
  line2: place.line2,
  city: place.city,
  state: place.state,
  postalCode: place.postalCode,
  county: textField({ max: ADDRESS_LINE_MAX }),
  marketId: optionalId(),
  instruction: textField({ max: INSTRUCTION_MAX }),
});

const FacilityEntries = v.object({
  name: textField({ required: true, max: FACILITY_NAME_MAX }),
  type: v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.check((s) => s !== '', MESSAGES.required),
    v.check((s) => s === '' || facilityKindOf(s) !== null, MESSAGES.incorrectValue),
  ),
  active: v.optional(v.boolean(MESSAGES.incorrectValue), true),
  address: v.optional(FacilityAddressInput, {}),
  phones: PhoneRows,
  fax: phoneField(),
  email: emailField(),
});

/** SPEC §5 'Fax to the PCP needs system 'fax' with non-null value': a PCP practice is saved with its fax. */
const needsFax = (f: { type: string; fax: string }) => f.type !== 'pcp' || f.fax !== '';

export const FacilityInput = v.pipe(FacilityEntries, v.forward(v.partialCheck([['type'], ['fax']], needsFax, MESSAGES.required), ['fax']));
export type FacilityFormInput = v.InferInput<typeof FacilityInput>;
export type FacilityValues = v.InferOutput<typeof FacilityInput>;
export type FacilityFormValues = Required<Omit<FacilityFormInput, 'address' | 'phones'>> & {
  address: Required<v.InferInput<typeof FacilityAddressInput>>;
  phones: Required<PhoneRowInput>[];
};

/**
 * The whole form: the facility's fields and its contacts beside them (the phones editor works on
 * a form's own `phones`); saved as SPEC §7 createHealthCareFacility(organization, practitioners).
 */
export const FacilityFormSchema = v.pipe(
  v.object({ ...FacilityEntries.entries, practitioners: ContactsInput }),
  v.forward(v.partialCheck([['type'], ['fax']], needsFax, MESSAGES.required), ['fax']),
);
export type FacilityForm = FacilityFormValues & { practitioners: ContactFormValues[] };

export const emptyContactForm = (): ContactFormValues => ({
  id: '',
  prefix: '',
  firstName: '',
  middleName: '',
  lastName: '',
  role: '',
  npi: '',
  phones: [],
  fax: '',
  email: '',
  active: true,
  primary: false,
});

export const emptyFacilityForm = (type: string): FacilityForm => ({
  name: '',
  type,
  active: true,
  address: { line1: '', line2: '', city: '', state: '', postalCode: '', county: '', marketId: '', instruction: '' },
  phones: [],
  fax: '',
  email: '',
  practitioners: [],
});
