// Practitioner rows → the GraphQL Clinician of clinician.graphql (plain JSON).
import { employeeIdOf, npiOf } from '../../../src/domain/administration/clinician-record.ts';
import { asPhoneUse } from '../../../src/domain/patients/phone.ts';
import { displayName, type Practitioner } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import type { LinkedUser } from './clinician-repository.ts';

export function toClinicianView(row: ResourceRow<Practitioner>, linkedUser: LinkedUser | null) {
  const p = row.content;
  const name = p.name.find((n) => n.use === 'official') ?? p.name[0];
  const address = p.address[0];
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: displayName(p.name),
    givenName: name?.given.join(' ') ?? '',
    familyName: name?.family ?? '',
    npi: npiOf(p),
    employeeId: employeeIdOf(p),
    phones: p.telecom
      .filter((t) => t.system === 'phone')
      .map((t) => ({ use: asPhoneUse(t.use), value: t.value, extension: (t as { extension?: string }).extension ?? null })),
    email: p.telecom.find((t) => t.system === 'email')?.value ?? null,
    address: address ? { line: address.line, city: address.city, state: address.state, postalCode: address.postalCode } : null,
    state: address?.state ?? null,
    qualifications: (p.qualification ?? []).map((q) => ({ code: q.code, periodEnd: q.periodEnd ?? null })),
    adpSyncEnabled: p.adpSyncEnabled ?? false,
    clinicianStartDate: p.clinicianStartDate ?? null,
    markets: p.markets,
    additionalMarkets: p.additionalMarkets ?? [],
    active: p.active,
    linkedUser,
  };
}

export type ClinicianView = ReturnType<typeof toClinicianView>;
