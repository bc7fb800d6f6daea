// A Practitioner (SPEC §3) and the /clinicians edit: what the screen reads from the record (NPI,
// employee id) and the record after an edit. The edit owns the employee id identifier, the phones
// and the first e-mail, the first address, the qualifications, ADP sync, the start date and the
// markets; everything else (name, NPI, other identifiers, faxes, further addresses, availability)
// stays as it was. An address keeps its geocode while the place is the same (routes start there).
import type { PhoneRowValue } from '../patients/phone';
import { phonesToTelecom, setFirstOfSystem } from '../patients/phone';
import { type Address, EMPLOYEE_ID_SYSTEM, type Identifier, NPI_SYSTEM, type Practitioner } from '../resources';
import type { ClinicianAddressValue, ClinicianValues } from './clinician-input';

export const identifierOf = (p: Pick<Practitioner, 'identifier'>, system: string): string | null =>
  p.identifier?.find((i) => i.system === system)?.value ?? null;

export const npiOf = (p: Pick<Practitioner, 'identifier'>): string | null => identifierOf(p, NPI_SYSTEM);
export const employeeIdOf = (p: Pick<Practitioner, 'identifier'>): string | null => identifierOf(p, EMPLOYEE_ID_SYSTEM);

function withEmployeeId(p: Practitioner, employeeId: string): Identifier[] {
  const others = (p.identifier ?? []).filter((i) => i.system !== EMPLOYEE_ID_SYSTEM);
  return employeeId ? [...others, { system: EMPLOYEE_ID_SYSTEM, value: employeeId }] : others;
}

function withTelecom(p: Practitioner, phones: readonly PhoneRowValue[], email: string): Practitioner['telecom'] {
  const rest = setFirstOfSystem(
    p.telecom.filter((t) => t.system !== 'phone'),
    'email',
    email,
  );
  return [...phonesToTelecom(phones), ...rest];
}

const samePlace = (a: Address, b: Address): boolean =>
  a.line.join('|') === b.line.join('|') && a.city === b.city && a.state === b.state && a.postalCode === b.postalCode;

function withAddress(p: Practitioner, edit: ClinicianAddressValue | null): Address[] {
  const [first, ...rest] = p.address;
  if (!edit) return rest;
  const next: Address = {
    ...(first?.use ? { use: first.use } : {}),
    ...(first?.type ? { type: first.type } : {}),
    line: edit.line2 ? [edit.line1, edit.line2] : [edit.line1],
    city: edit.city,
    state: edit.state,
    postalCode: edit.postalCode,
    ...(first?.country ? { country: first.country } : {}),
  };
  if (first && samePlace(first, next)) {
    if (first.district) next.district = first.district;
    if (first.latitude !== undefined && first.longitude !== undefined) {
      next.latitude = first.latitude;
      next.longitude = first.longitude;
    }
  }
  return [next, ...rest];
}

/** The practitioner after the /clinicians edit (`values` parsed by ClinicianInput; markets as the market organizations spell them). */
export function applyClinicianEdit(current: Practitioner, values: ClinicianValues): Practitioner {
  const next: Practitioner = {
    ...current,
    identifier: withEmployeeId(current, values.employeeId),
    telecom: withTelecom(current, values.phones, values.email),
    address: withAddress(current, values.address),
    qualification: values.qualifications.map((q) => (q.periodEnd ? { code: q.code, periodEnd: q.periodEnd } : { code: q.code })),
    adpSyncEnabled: values.adpSyncEnabled,
    markets: [...values.markets],
    additionalMarkets: [...values.additionalMarkets],
  };
  if (values.clinicianStartDate) next.clinicianStartDate = values.clinicianStartDate;
  else delete next.clinicianStartDate;
  return next;
}

/** What the audit keeps of a practitioner (SPEC §2 'Change history'): the record without its version stamp and weekly availability. */
export function clinicianAuditShape(p: Practitioner): Record<string, unknown> {
  const { meta: _meta, id: _id, resourceType: _type, availability: _availability, ...rest } = p;
  return rest;
}
