// Lookup rows → the GraphQL shapes of address-lookup.graphql.

import { type AddressView, addressView } from '../../../src/domain/patients/address.ts';
import { firstOfSystem } from '../../../src/domain/patients/contact-display.ts';
import type { County } from './county-data.ts';
import type { OrganizationRow } from './organization-repository.ts';

export type CountyView = County;

export interface CareFacilityView {
  id: string;
  name: string;
  type: string;
  active: boolean;
  address: AddressView | null;
  phone: string | null;
  fax: string | null;
}

export function toCareFacilityView(row: OrganizationRow): CareFacilityView {
  const o = row.content;
  const address = o.address?.[0];
  return {
    id: row.id,
    name: o.name,
    type: o.type,
    active: o.active,
    address: address ? addressView(address) : null,
    phone: firstOfSystem(o.telecom ?? [], 'phone')?.value ?? null,
    fax: firstOfSystem(o.telecom ?? [], 'fax')?.value ?? null,
  };
}
