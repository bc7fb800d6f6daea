// SPEC §3/§4/§5 patient addresses. An address is a home address or a care facility's (the
// facility organization is attached, SPEC §4); it has two lines, city, state, postal code
// (mask 99999-9999), county (FHIR district) and market from their lookups, an instruction,
// and the service address, verified, market and additional-market flags (SPEC §3).
// Valid (SPEC §5) when line 1, city, postal code and state are valid; a home address needs
// its state and a valid postal code; a facility address needs a selected facility. Editing the
// postal code or the state clears the county and the market (SPEC §4): they were looked up
// from them. Shared by the form and the server.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import type { Address, Reference } from '../resources';
import { SUPPORTED_STATES } from '../time-zone';
import { textField, zipField } from '../validation/fields';

export const ADDRESS_TYPES = ['home', 'facility'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressType, string>> = { home: 'Home', facility: 'Facility' };

/** Care facility organization types a facility address may name (SPEC §3 'care-facility; sub-types …'). */
export const CARE_FACILITY_TYPES = ['care-facility', 'assisted-living-facility', 'skilled-nursing-facility'] as const;

export const CARE_FACILITY_TYPE_LABELS: Readonly<Record<(typeof CARE_FACILITY_TYPES)[number], string>> = {
  'care-facility': 'Care Facility',
  'assisted-living-facility': 'Assisted Living Facility',
  'skilled-nursing-facility': 'Skilled Nursing Facility',
};

/** Addresses a patient may have (SPEC leaves it open: "address line max: not shown"). */
export const MAX_ADDRESSES = 5;
export const ADDRESS_LINE_MAX = 100;

/** SPEC §9: the postal lookup uses the first 5 characters. */
export const POSTAL_LOOKUP_LENGTH = 5;
/** SPEC §9: the market lookup waits 10 ms after the last keystroke. */
export const MARKET_LOOKUP_DEBOUNCE_MS = 10;
/** SPEC §9: county and market lookups fetch 200 at a time. */
export const LOOKUP_FETCH_SIZE = 200;

/** SPEC §5 'City has an allowed-character pattern': letters of any script, spaces, and . ' - ("St. George", "Land O' Lakes", "Bayamón"). */
const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** A patient address as stored: SPEC §3 Address with the client's fields and flags. */
export type PatientAddress = Address & {
  addressType?: AddressType;
  /** The care facility (Organization) of a facility address (SPEC §4). */
  facility?: Reference;
  /** The facility's contact person picked in the Care Facility Contact step (SPEC §2), by its id in the organization. */
  facilityContact?: { id: string; display?: string };
  /** The market (Organization of type market) looked up for the address. */
  market?: Reference;
  instruction?: string;
  serviceAddress?: boolean;
  verified?: boolean;
  additionalMarket?: boolean;
};

const flag = () => v.optional(v.boolean(MESSAGES.incorrectValue), false);

const AddressEntries = v.object({
  addressType: v.optional(v.picklist(ADDRESS_TYPES, MESSAGES.incorrectValue), 'home'),
  line1: textField({ required: true, max: ADDRESS_LINE_MAX }),
  line2: textField({ max: ADDRESS_LINE_MAX }),
  city: v.pipe(
    textField({ required: true, max: ADDRESS_LINE_MAX }),
    v.check((s) => s === '' || CITY_PATTERN.test(s), MESSAGES.incorrectValue),
  ),
  state: v.pipe(
    textField({ required: true }),
    v.check((s) => s === '' || (SUPPORTED_STATES as readonly string[]).includes(s), MESSAGES.incorrectValue),
  ),
  postalCode: zipField({ required: true }),
  /** The county (FHIR district), from the county lookup. */
  county: textField({ max: ADDRESS_LINE_MAX }),
  /** The market's id, from the market lookup; its name only shows it in the form. */
  marketId: textField(),
  marketName: textField(),
  /** The care facility's id (a facility address), from the Care Facility Lookup; its name only shows it. */
  facilityId: textField(),
  facilityName: textField(),
  /** The facility's contact person (the Care Facility Contact step), or empty for 'None'. */
  facilityContactId: textField(),
  facilityContactName: textField(),
  instruction: textField(),
  serviceAddress: flag(),
  verified: flag(),
  additionalMarket: flag(),
});

/** One address of the form (and of the server's input). */
export const AddressRow = v.pipe(
  AddressEntries,
  v.forward(
    v.partialCheck([['addressType'], ['facilityId']], (a) => a.addressType !== 'facility' || a.facilityId !== '', MESSAGES.required),
    ['facilityId'],
  ),
);
export type AddressRowInput = v.InferInput<typeof AddressRow>;
export type AddressRowValue = v.InferOutput<typeof AddressRow>;

const issuePath = (rows: readonly AddressRowValue[], index: number, key: keyof AddressRowValue) => {
  const row = rows[index] as AddressRowValue;
  return [
    { type: 'array' as const, origin: 'value' as const, input: rows, key: index, value: row },
    { type: 'object' as const, origin: 'value' as const, input: row, key, value: row[key] },
  ] as const;
};

/** The addresses: at least one (the patient's state is its service address's), at most one service address. */
export const AddressRows = v.pipe(
  v.optional(v.array(AddressRow, MESSAGES.incorrectValue), []),
  v.minLength(1, MESSAGES.required),
  v.maxLength(MAX_ADDRESSES, MESSAGES.incorrectValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const flagged = dataset.value.flatMap((a, i) => (a.serviceAddress ? [i] : []));
    for (const index of flagged.slice(1)) {
      addIssue({ message: MESSAGES.incorrectValue, path: [...issuePath(dataset.value, index, 'serviceAddress')] });
    }
  }),
);

/** An empty address row of the form (a home address). */
export const emptyAddressRow = (): AddressRowInput => ({
  addressType: 'home',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  county: '',
  marketId: '',
  marketName: '',
  facilityId: '',
  facilityName: '',
  facilityContactId: '',
  facilityContactName: '',
  instruction: '',
  serviceAddress: false,
  verified: false,
  additionalMarket: false,
});

type LocationFields = Pick<AddressRowInput, 'postalCode' | 'state' | 'county' | 'marketId' | 'marketName'>;

/**
 * SPEC §4: the address after its postal code or state is edited. When the value really changes
 * (a postal code compares by its digits), the county and the market go: they were looked up for
 * the old one.
 */
export function withLocationEdit<A extends LocationFields>(address: A, field: 'postalCode' | 'state', value: string): A {
  const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');
  const changed = field === 'postalCode' ? digits(address.postalCode) !== digits(value) : (address.state ?? '') !== value;
  const next = { ...address, [field]: value };
  return changed ? { ...next, county: '', marketId: '', marketName: '' } : next;
}

/** SPEC §9: what a postal code is looked up by (its first 5 digits), or null while it has fewer. */
export function postalLookupKey(postalCode: string | undefined): string | null {
  const digits = (postalCode ?? '').replace(/\D/g, '').slice(0, POSTAL_LOOKUP_LENGTH);
  return digits.length === POSTAL_LOOKUP_LENGTH ? digits : null;
}

/** Only one address is the service address: flagging one unflags the others. */
export const withServiceAddress = <A extends { serviceAddress?: boolean | undefined }>(
  rows: readonly A[],
  index: number,
  on: boolean,
): A[] => rows.map((row, i) => (i === index ? { ...row, serviceAddress: on } : on ? { ...row, serviceAddress: false } : row));

/** '12345-6789' for 9 digits, the 5 digits as they are. */
export const formatPostalCode = (postalCode: string): string => {
  const digits = postalCode.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : postalCode;
};

/** One line of an address: 'line 1, line 2, City, ST 12345-6789'. */
export const addressText = (a: Pick<Address, 'line' | 'city' | 'state' | 'postalCode'>): string =>
  [a.line.filter(Boolean).join(', '), a.city, `${a.state} ${formatPostalCode(a.postalCode)}`.trim()].filter(Boolean).join(', ');

const refId = (ref: Reference | undefined): string =>
  ref?.reference.startsWith('Organization/') ? (ref.reference.split('/')[1] ?? '') : '';

/** A stored address as a form row. */
export function addressRowOf(a: PatientAddress): AddressRowInput {
  return {
    addressType: a.addressType ?? (a.facility ? 'facility' : 'home'),
    line1: a.line[0] ?? '',
    line2: a.line.slice(1).join(' '),
    city: a.city,
    state: a.state,
    postalCode: a.postalCode.replace(/\D/g, ''),
    county: a.district ?? '',
    marketId: refId(a.market),
    marketName: a.market?.display ?? '',
    facilityId: refId(a.facility),
    facilityName: a.facility?.display ?? '',
    facilityContactId: a.facilityContact?.id ?? '',
    facilityContactName: a.facilityContact?.display ?? '',
    instruction: a.instruction ?? '',
    serviceAddress: a.serviceAddress ?? false,
    verified: a.verified ?? false,
    additionalMarket: a.additionalMarket ?? false,
  };
}

const sameLocation = (a: Address, b: Address): boolean =>
  a.line.join('|') === b.line.join('|') && a.city === b.city && a.state === b.state && a.postalCode === b.postalCode;

/**
 * The stored address of a form row (names of the facility and market are the server's, given
 * in `names`): SPEC §4, a home address keeps no facility; a facility address attaches the
 * facility organization. The row keeps what the form does not edit from `before` (the address
 * that was in its place: use, type, country) and its geocode only while the place is the same.
 */
export function addressOfRow(
  row: AddressRowValue,
  before: PatientAddress | undefined,
  names: { facility?: string; facilityContact?: string; market?: string },
): PatientAddress {
  const address: PatientAddress = {
    use: before?.use ?? 'home',
    type: before?.type ?? 'physical',
    line: row.line2 ? [row.line1, row.line2] : [row.line1],
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: before?.country ?? 'US',
    addressType: row.addressType,
  };
  if (row.county) address.district = row.county;
  if (before && before.latitude !== undefined && before.longitude !== undefined && sameLocation(before, address)) {
    address.latitude = before.latitude;
    address.longitude = before.longitude;
  }
  if (row.addressType === 'facility' && row.facilityId) {
    address.facility = { reference: `Organization/${row.facilityId}`, ...(names.facility ? { display: names.facility } : {}) };
    if (row.facilityContactId) {
      address.facilityContact = { id: row.facilityContactId, ...(names.facilityContact ? { display: names.facilityContact } : {}) };
    }
  }
  if (row.marketId) address.market = { reference: `Organization/${row.marketId}`, ...(names.market ? { display: names.market } : {}) };
  if (row.instruction) address.instruction = row.instruction;
  if (row.serviceAddress) address.serviceAddress = true;
  if (row.verified) address.verified = true;
  if (row.additionalMarket) address.additionalMarket = true;
  return address;
}

/** The service address first (the patient's state is the first address's, SPEC §3 'service-address state'); the others in their order. */
export const serviceAddressFirst = <A extends { serviceAddress?: boolean | undefined }>(rows: readonly A[]): A[] => {
  const index = rows.findIndex((r) => r.serviceAddress);
  if (index <= 0) return [...rows];
  return [rows[index] as A, ...rows.filter((_, i) => i !== index)];
};

/** An address as the GraphQL PatientAddress shows it: the stored one with its county, facility and market flattened. */
export function addressView(a: PatientAddress) {
  return {
    line: a.line,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    county: a.district ?? null,
    addressType: a.addressType ?? (a.facility ? 'facility' : 'home'),
    facilityId: refId(a.facility) || null,
    facilityName: a.facility?.display ?? null,
    facilityContactId: a.facility ? (a.facilityContact?.id ?? null) : null,
    facilityContactName: a.facility ? (a.facilityContact?.display ?? null) : null,
    marketId: refId(a.market) || null,
    marketName: a.market?.display ?? null,
    instruction: a.instruction ?? null,
    serviceAddress: a.serviceAddress ?? false,
    verified: a.verified ?? false,
    additionalMarket: a.additionalMarket ?? false,
  };
}
export type AddressView = ReturnType<typeof addressView>;
