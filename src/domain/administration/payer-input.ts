// The payer form and createOrganization / updateOrganization's `organization` (SPEC §2 Payers,
// §3 Organization, Identifier, Phone / Contact point, Address; §5 rules): one schema for both
// sides (STYLE rule 3). Name required (max 100); type Insurer / MSO / IPA; Active; the three
// identifiers; one address valid when line 1, city, state (a supported one) and the 5 or 9
// digit postal code are (the patient address's own field rules); phones by type (the patient
// phone rows: one per type, the extension only on a Work phone), fax, email and url. Only an
// IPA names a parent (SPEC §3 'IPA without MSO'); that the parent is an active MSO is the
// server's check (it needs the record).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { AddressRow } from '../patients/address';
import { type PhoneRowInput, PhoneRows } from '../patients/phone';
import { emailField, phoneField, textField } from '../validation/fields';
import { isPayerType, mayHaveParent, PAYER_NAME_MAX } from './payer';

/** An external id: letters, digits and . _ - (the seed's 'EXT-123456'). */
const EXTERNAL_ID = /^[A-Za-z0-9._-]+$/;
/** SPEC §5 alphanumeric pattern: Availity payer ids are letters and digits ('BCBSF', '00590'). */
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
/** SPEC §5 url pattern: an http(s) address with a host. */
const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IDENTIFIER_MAX = 50;
export const URL_MAX = 2000;
export const CONTRACTED_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const patterned = (pattern: RegExp, max: number) =>
  v.pipe(
    textField({ max }),
    v.check((s) => s === '' || pattern.test(s), MESSAGES.incorrectValue),
  );

/** A required choice among `allowed` ('' when none). */
const choice = (allowed: (value: string) => boolean) =>
  v.pipe(
    v.optional(v.string(MESSAGES.incorrectValue), ''),
    v.check((s) => s !== '', MESSAGES.required),
    v.check((s) => s === '' || allowed(s), MESSAGES.incorrectValue),
  );

const place = AddressRow.entries;

/** The payer's one address: the patient address's line, city, state and postal code rules (SPEC §5). */
export const PayerAddressInput = v.object({
  line1: place.line1,
  line2: place.line2,
  city: place.city,
  state: place.state,
  postalCode: place.postalCode,
});

export const PayerInput = v.pipe(
  v.object({
    name: textField({ required: true, max: PAYER_NAME_MAX }),
    type: choice(isPayerType),
    active: v.optional(v.boolean(MESSAGES.incorrectValue), true),
    /** The parent MSO's id ('' for none). */
    partOfId: v.pipe(
      v.optional(v.string(MESSAGES.incorrectValue), ''),
      v.trim(),
      v.check((s) => s === '' || UUID.test(s), MESSAGES.incorrectValue),
      v.toLowerCase(),
    ),
    insurerExternalId: patterned(EXTERNAL_ID, IDENTIFIER_MAX),
    availityPayerId: patterned(ALPHANUMERIC, IDENTIFIER_MAX),
    contracted: choice((s) => s === 'yes' || s === 'no'),
    address: v.optional(PayerAddressInput, {}),
    phones: PhoneRows,
    fax: phoneField(),
    email: emailField(),
    url: patterned(URL_PATTERN, URL_MAX),
  }),
  v.forward(
    v.partialCheck([['type'], ['partOfId']], (p) => p.partOfId === '' || mayHaveParent(p.type), MESSAGES.incorrectValue),
    ['partOfId'],
  ),
);
export type PayerFormInput = v.InferInput<typeof PayerInput>;
export type PayerValues = v.InferOutput<typeof PayerInput>;
/** The form's values with every key present (what the form holds and the record gives). */
export type PayerFormValues = Required<Omit<PayerFormInput, 'address' | 'phones'>> & {
  address: Required<v.InferInput<typeof PayerAddressInput>>;
  phones: Required<PhoneRowInput>[];
};

/** A new payer's form: active, not contracted, nothing else. */
export const emptyPayerForm = (): PayerFormValues => ({
  name: '',
  type: '',
  active: true,
  partOfId: '',
  insurerExternalId: '',
  availityPayerId: '',
  contracted: 'no',
  address: { line1: '', line2: '', city: '', state: '', postalCode: '' },
  phones: [],
  fax: '',
  email: '',
  url: '',
});
