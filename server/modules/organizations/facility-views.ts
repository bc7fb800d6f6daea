// Facility rows → the GraphQL shapes of facility.graphql (plain JSON). Contacts: the active ones
// first, the primary at the top, then in their stored order.
import { contactDisplayName, contactNpi, type FacilityContact } from '../../../src/domain/master-lists/facility-record.ts';
import { toContactPointViews } from '../shared/contact-point-view.ts';
import type { FacilityRow } from './facility-repository.ts';

const contactRank = (c: FacilityContact) => (c.active ? (c.primary ? 0 : 1) : 2);

const toContactView = (c: FacilityContact) => ({
  id: c.id,
  prefix: c.name.prefix ?? null,
  firstName: c.name.given[0] ?? '',
  middleName: c.name.given.slice(1).join(' ') || null,
  lastName: c.name.family,
  display: contactDisplayName(c),
  role: c.role ?? null,
  npi: contactNpi(c),
  telecom: toContactPointViews(c.telecom),
  active: c.active,
  primary: c.primary,
});

export function toFacilityView(row: FacilityRow) {
  const org = row.content;
  const address = org.address?.[0];
  const marketId = address?.market?.reference.split('/')[1];
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    name: org.name,
    type: org.type,
    active: org.active,
    address: address
      ? {
          line: address.line,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          county: address.district ?? null,
          market: marketId ? { id: marketId, name: address.market?.display ?? '', state: address.state } : null,
          instruction: address.instruction ?? null,
        }
      : null,
    telecom: toContactPointViews(org.telecom),
    contacts: (org.contact ?? [])
      .map((c, i) => ({ c, i }))
      .sort((a, b) => contactRank(a.c) - contactRank(b.c) || a.i - b.i)
      .map(({ c }) => toContactView(c)),
  };
}

export type FacilityView = ReturnType<typeof toFacilityView>;
