// A payer as stored (SPEC §3 Organization) and as the form holds it, both ways. Saving keeps
// what the form does not edit: identifiers of other systems, further emails or urls, the
// address's county and geocode while its place is the same. SPEC §3: clearing a value removes
// that system's entry; the phones are the rows given, ranked in their order.
import { asPhoneUse, type PatientContactPoint, phonesToTelecom, setFirstOfSystem } from '../patients/phone';
import type { Address, Identifier, Organization } from '../resources';
import { AVAILITY_PAYER_ID_SYSTEM, CONTRACTED_SYSTEM, INSURER_EXTERNAL_ID_SYSTEM, identifierValue, type PayerType } from './payer';
import type { PayerFormValues, PayerValues } from './payer-input';

const refId = (reference: string | undefined): string => (reference?.startsWith('Organization/') ? (reference.split('/')[1] ?? '') : '');

const firstValue = (points: readonly PatientContactPoint[], system: PatientContactPoint['system']): string =>
  [...points].filter((p) => p.system === system).sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))[0]?.value ?? '';

/** The form's values of a stored payer. */
export function payerFormOf(org: Organization): PayerFormValues {
  const telecom = (org.telecom ?? []) as PatientContactPoint[];
  const address = org.address?.[0];
  const contracted = identifierValue(org.identifier, CONTRACTED_SYSTEM);
  return {
    name: org.name,
    type: org.type,
    active: org.active,
    partOfId: refId(org.partOf?.reference),
    insurerExternalId: identifierValue(org.identifier, INSURER_EXTERNAL_ID_SYSTEM) ?? '',
    availityPayerId: identifierValue(org.identifier, AVAILITY_PAYER_ID_SYSTEM) ?? '',
    contracted: contracted === null ? '' : contracted === 'true' ? 'yes' : 'no',
    address: {
      line1: address?.line[0] ?? '',
      line2: address?.line.slice(1).join(' ') ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: (address?.postalCode ?? '').replace(/\D/g, ''),
    },
    phones: telecom
      .filter((p) => p.system === 'phone')
      .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
      .map((p) => ({ use: asPhoneUse(p.use), value: p.value.replace(/\D/g, ''), extension: p.extension ?? '' })),
    fax: firstValue(telecom, 'fax').replace(/\D/g, ''),
    email: firstValue(telecom, 'email'),
    url: firstValue(telecom, 'url'),
  };
}

/** Replaces the identifier of `system` with `value`, or (empty value) removes it. */
function setIdentifier(identifiers: readonly Identifier[], system: string, value: string): Identifier[] {
  const others = identifiers.filter((i) => i.system !== system);
  return value === '' ? others : [...others, { system, value }];
}

const samePlace = (a: Address, b: Address): boolean =>
  a.line.join('|') === b.line.join('|') && a.city === b.city && a.state === b.state && a.postalCode === b.postalCode;

function addressOf(values: PayerValues['address'], before: Address | undefined): Address {
  const address: Address = {
    use: before?.use ?? 'work',
    type: before?.type ?? 'physical',
    line: values.line2 ? [values.line1, values.line2] : [values.line1],
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
    country: before?.country ?? 'US',
  };
  // SPEC §4: a new postal code or state clears the county; the geocode goes with the place.
  if (before && samePlace(before, address)) {
    if (before.district) address.district = before.district;
    if (before.latitude !== undefined && before.longitude !== undefined) {
      address.latitude = before.latitude;
      address.longitude = before.longitude;
    }
  }
  return address;
}

/**
 * The payer to store from the form's values: `before` is the stored one (null for a new payer),
 * `parent` the MSO the IPA is under (checked by the server) with its name for the reference.
 */
export function applyPayerValues(
  before: Organization | null,
  values: PayerValues,
  parent: { id: string; name: string } | null,
): Organization {
  let telecom = ((before?.telecom ?? []) as PatientContactPoint[]).filter((p) => p.system !== 'phone');
  telecom = setFirstOfSystem(telecom, 'fax', values.fax);
  telecom = setFirstOfSystem(telecom, 'email', values.email);
  telecom = setFirstOfSystem(telecom, 'url', values.url);
  let identifier = [...(before?.identifier ?? [])];
  identifier = setIdentifier(identifier, INSURER_EXTERNAL_ID_SYSTEM, values.insurerExternalId);
  identifier = setIdentifier(identifier, AVAILITY_PAYER_ID_SYSTEM, values.availityPayerId);
  identifier = setIdentifier(identifier, CONTRACTED_SYSTEM, values.contracted === 'yes' ? 'true' : 'false');

  const { partOf: _partOf, ...rest } = before ?? {};
  const next: Organization = {
    ...rest,
    active: values.active,
    name: values.name,
    type: values.type as PayerType,
    address: [addressOf(values.address, before?.address?.[0]), ...(before?.address ?? []).slice(1)],
    telecom: [...phonesToTelecom(values.phones), ...telecom],
    identifier,
  };
  if (parent) next.partOf = { reference: `Organization/${parent.id}`, display: parent.name };
  return next;
}

/**
 * What the audit keeps of a payer (schema/administration.ts admin_audit before / after): the
 * form's flat values, so 'changed fields' read as the form's (name, active, email …).
 */
export const payerAuditRecord = (org: Organization): PayerFormValues => payerFormOf(org);
