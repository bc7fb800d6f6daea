// A market as stored (SPEC §3 Organization, type market): its name, its state as its address's,
// and the counties it serves; what an edit does to it, and what its audit row records.
import type { Organization } from '../resources';
import type { MarketValues } from './market-input';
import { normalizedOrganizationName } from './payer';

export type MarketOrganization = Organization & { counties?: string[] };

/** The market after a create (`before` null) or an edit: an edit keeps the name, the state and the address. */
export function applyMarketValues(before: MarketOrganization | null, values: MarketValues): MarketOrganization {
  const address = before?.address ?? [{ line: [], city: '', state: values.state, postalCode: '', country: 'US' }];
  return {
    ...(before ?? {}),
    resourceType: 'Organization',
    type: 'market',
    name: before?.name ?? values.name.trim(),
    active: values.active,
    address,
    counties: values.counties,
  };
}

/** Whether an edit would change what is fixed once created (the name, as normalized, or the state). */
export const changesFixedFields = (before: MarketOrganization, values: MarketValues): 'name' | 'state' | null => {
  if (normalizedOrganizationName(before.name) !== normalizedOrganizationName(values.name)) return 'name';
  if ((before.address?.[0]?.state ?? '') !== values.state) return 'state';
  return null;
};

export const marketAuditRecord = (m: MarketOrganization) => ({
  name: m.name,
  state: m.address?.[0]?.state ?? null,
  counties: m.counties ?? [],
  active: m.active,
});
