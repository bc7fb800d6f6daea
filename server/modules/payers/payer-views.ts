// Payer rows → the GraphQL shapes of payer.graphql (plain JSON).
import {
  AVAILITY_PAYER_ID_SYSTEM,
  contractedOf,
  INSURER_EXTERNAL_ID_SYSTEM,
  identifierValue,
} from '../../../src/domain/administration/payer.ts';
import type { PatientContactPoint } from '../../../src/domain/patients/phone.ts';
import { toContactPointViews } from '../shared/contact-point-view.ts';
import type { PayerRow } from './payer-repository.ts';

export function toOrganizationView(row: PayerRow) {
  const org = row.content;
  const address = org.address?.[0];
  const telecom = (org.telecom ?? []) as PatientContactPoint[];
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: org.name,
    type: org.type,
    active: org.active,
    state: address?.state ?? null,
    address: address ? { line: address.line, city: address.city, state: address.state, postalCode: address.postalCode } : null,
    telecom: toContactPointViews(telecom),
    identifiers: (org.identifier ?? []).map((i) => ({ system: i.system ?? null, value: i.value })),
    insurerExternalId: identifierValue(org.identifier, INSURER_EXTERNAL_ID_SYSTEM),
    availityPayerId: identifierValue(org.identifier, AVAILITY_PAYER_ID_SYSTEM),
    contracted: contractedOf(org.identifier),
    partOf: row.parent,
  };
}

export type OrganizationView = ReturnType<typeof toOrganizationView>;
