// A facility as stored (SPEC §3 Health care facility / Organization: one address with its
// county, market and instruction; telecom; contact) and as the form holds it, both ways. Saving
// keeps what the form does not edit (the geocode while the place is the same, further emails).
// Contacts are kept by id: a contact left out of an edit is not deleted but marked inactive
// (SPEC §2 'removing a contact marks it inactive'), so a patient's address that names it still
// reads it; a new one ('' id) gets the id the caller hands in.
import type { PatientAddress } from '../patients/address';
import { asPhoneUse, type PatientContactPoint, phonesToTelecom, setFirstOfSystem } from '../patients/phone';
import type { Identifier, Organization, Reference } from '../resources';
import { NPI_SYSTEM } from './facility';
import type { ContactFormValues, ContactValues, FacilityForm, FacilityValues } from './facility-input';
import { settleContacts } from './facility-input';

export interface FacilityContact {
  id: string;
  name: { prefix?: string; given: string[]; family: string };
  role?: string;
  /** The NPI (a PCP's physician), system NPI_SYSTEM. */
  identifier?: Identifier[];
  telecom: PatientContactPoint[];
  active: boolean;
  primary: boolean;
}

export type FacilityOrganization = Organization & { address?: PatientAddress[]; contact?: FacilityContact[] };

const firstValue = (points: readonly PatientContactPoint[], system: PatientContactPoint['system']): string =>
  [...points].filter((p) => p.system === system).sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))[0]?.value ?? '';

const phoneRows = (points: readonly PatientContactPoint[]) =>
  points
    .filter((p) => p.system === 'phone')
    .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
    .map((p) => ({ use: asPhoneUse(p.use), value: p.value.replace(/\D/g, ''), extension: p.extension ?? '' }));

const digits = (s: string) => s.replace(/\D/g, '');

/** The telecom after an edit: the phones are the rows; the fax and email the values (empty removes, SPEC §3). */
function telecomOf(before: readonly PatientContactPoint[], edit: { phones: FacilityValues['phones']; fax: string; email: string }) {
  let rest = before.filter((p) => p.system !== 'phone');
  rest = setFirstOfSystem(rest, 'fax', edit.fax);
  rest = setFirstOfSystem(rest, 'email', edit.email);
  return [...phonesToTelecom(edit.phones), ...rest];
}

export const contactNpi = (c: Pick<FacilityContact, 'identifier'>): string | null =>
  c.identifier?.find((i) => i.system === NPI_SYSTEM)?.value ?? null;

export const contactDisplayName = (c: Pick<FacilityContact, 'name'>): string =>
  [c.name.prefix, ...c.name.given, c.name.family].filter((p) => p && p !== '').join(' ');

export function contactFormOf(contact: FacilityContact): ContactFormValues {
  return {
    id: contact.id,
    prefix: contact.name.prefix ?? '',
    firstName: contact.name.given[0] ?? '',
    middleName: contact.name.given.slice(1).join(' '),
    lastName: contact.name.family,
    role: contact.role ?? '',
    npi: contactNpi(contact) ?? '',
    phones: phoneRows(contact.telecom),
    fax: digits(firstValue(contact.telecom, 'fax')),
    email: firstValue(contact.telecom, 'email'),
    active: contact.active,
    primary: contact.primary,
  };
}

/** The form's values of a stored facility. */
export function facilityFormOf(org: FacilityOrganization): FacilityForm {
  const telecom = (org.telecom ?? []) as PatientContactPoint[];
  const address = org.address?.[0];
  return {
    name: org.name,
    type: org.type,
    active: org.active,
    address: {
      line1: address?.line[0] ?? '',
      line2: address?.line.slice(1).join(' ') ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: digits(address?.postalCode ?? ''),
      county: address?.district ?? '',
      marketId: address?.market?.reference.split('/')[1] ?? '',
      instruction: address?.instruction ?? '',
    },
    phones: phoneRows(telecom),
    fax: digits(firstValue(telecom, 'fax')),
    email: firstValue(telecom, 'email'),
    practitioners: (org.contact ?? []).filter((c) => c.active).map(contactFormOf),
  };
}

function contactOf(values: ContactValues, id: string, before: FacilityContact | undefined): FacilityContact {
  const given = values.middleName ? [values.firstName, values.middleName] : [values.firstName];
  const contact: FacilityContact = {
    id,
    name: { given, family: values.lastName, ...(values.prefix ? { prefix: values.prefix } : {}) },
    telecom: telecomOf(before?.telecom ?? [], values),
    active: values.active,
    primary: values.primary,
  };
  if (values.role) contact.role = values.role;
  const others = (before?.identifier ?? []).filter((i) => i.system !== NPI_SYSTEM);
  const identifier = values.npi ? [...others, { system: NPI_SYSTEM, value: values.npi }] : others;
  if (identifier.length > 0) contact.identifier = identifier;
  return contact;
}

/**
 * The contacts after an edit: those given (new ones with ids from `newId`), then the stored ones
 * left out, inactive; one primary among the active (settleContacts). `ids` of the given contacts
 * must be the facility's own: the caller refuses others.
 */
export function applyContacts(
  before: readonly FacilityContact[],
  given: readonly ContactValues[],
  newId: () => string,
  { replace }: { replace: boolean },
): FacilityContact[] {
  const stored = new Map(before.map((c) => [c.id, c]));
  const edited = given.map((values) => contactOf(values, values.id || newId(), stored.get(values.id)));
  const editedIds = new Set(edited.map((c) => c.id));
  const kept = before.filter((c) => !editedIds.has(c.id)).map((c) => (replace ? { ...c, active: false, primary: false } : c));
  // A contact made primary here unsets the stored primary (SPEC §2 'one primary only').
  const madePrimary = edited.some((c) => c.primary && c.active);
  const others = madePrimary ? kept.map((c) => ({ ...c, primary: false })) : kept;
  return settleContacts([...edited, ...others]);
}

const samePlace = (a: PatientAddress, b: PatientAddress): boolean =>
  a.line.join('|') === b.line.join('|') && a.city === b.city && a.state === b.state && a.postalCode === b.postalCode;

function addressOf(values: FacilityValues['address'], market: Reference | null, before: PatientAddress | undefined): PatientAddress {
  const address: PatientAddress = {
    use: 'work',
    type: 'physical',
    line: values.line2 ? [values.line1, values.line2] : [values.line1],
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
    country: 'US',
    addressType: 'facility',
  };
  if (values.county) address.district = values.county;
  if (market) address.market = market;
  if (values.instruction) address.instruction = values.instruction;
  if (before && samePlace(before, address) && before.latitude !== undefined && before.longitude !== undefined) {
    address.latitude = before.latitude;
    address.longitude = before.longitude;
  }
  return address;
}

/** The facility to store (`before` null for a new one); `market` is the market the server found for the id. */
export function applyFacilityValues(
  before: FacilityOrganization | null,
  values: FacilityValues,
  market: Reference | null,
  contact: FacilityContact[],
): FacilityOrganization {
  const org: FacilityOrganization = {
    ...(before ?? {}),
    resourceType: 'Organization',
    name: values.name,
    type: values.type as Organization['type'],
    active: values.active,
    address: [addressOf(values.address, market, before?.address?.[0])],
    telecom: telecomOf((before?.telecom ?? []) as PatientContactPoint[], values),
    contact,
  };
  return org;
}

/** What an audit row keeps of a facility (DESIGN §3 'audit'): the fields a person edits. */
export const facilityAuditRecord = (org: FacilityOrganization) => ({
  name: org.name,
  type: org.type,
  active: org.active,
  address: org.address?.[0] ?? null,
  telecom: org.telecom ?? [],
  contact: (org.contact ?? []).map((c) => ({
    id: c.id,
    name: contactDisplayName(c),
    role: c.role ?? null,
    active: c.active,
    primary: c.primary,
  })),
});
