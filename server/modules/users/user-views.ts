// The User of user administration: identity's view (identity/user-views.ts) with the user's
// organizations (SPEC §3 User legalEntities and payers), read in ONE query for a whole page; and
// the record an audit row keeps of a user (no secrets: no password or PIN hash).
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import type { AccountRules } from '../identity/account-status.ts';
import type { UserRow } from '../identity/app-user-repository.ts';
import { toUserView, type UserOrganizationView, type UserView } from '../identity/user-views.ts';

export type OrganizationsById = ReadonlyMap<string, UserOrganizationView>;

/** The organizations every row names (legal entities and payers), in one read. */
export async function readUserOrganizations(tx: Executor, rows: readonly UserRow[]): Promise<OrganizationsById> {
  const ids = new Set(rows.flatMap((r) => [...r.legalEntityIds, ...r.payerIds]));
  const found = await stores.organization.readMany(tx, [...ids]);
  return new Map(found.map((row) => [row.id, toOrganizationView(row.id, row.content)]));
}

export const toOrganizationView = (id: string, o: Organization): UserOrganizationView => ({
  id,
  name: o.name,
  type: o.type,
  state: o.address?.[0]?.state ?? null,
});

/** Ids whose organization is gone (deleted since) are left out rather than shown nameless. */
const pick = (ids: readonly string[], organizations: OrganizationsById): UserOrganizationView[] =>
  ids.flatMap((id) => {
    const found = organizations.get(id);
    return found ? [found] : [];
  });

export const toAdminUserView = (row: UserRow, rules: AccountRules, now: Date, organizations: OrganizationsById): UserView =>
  toUserView(row, rules, now, {
    legalEntities: pick(row.legalEntityIds, organizations),
    payers: pick(row.payerIds, organizations),
  });

/** What an admin_audit row keeps of a user: the administered fields, never a secret. */
export const toUserAuditRecord = (row: UserRow) => ({
  email: row.email,
  givenName: row.givenName,
  familyName: row.familyName,
  status: row.status,
  userType: row.userType,
  phone: row.phone,
  state: row.state,
  roles: row.roles,
  permissions: row.permissions,
  jobFunctions: row.jobFunctions,
  legalEntityIds: row.legalEntityIds,
  payerIds: row.payerIds,
  markets: row.markets,
  practitionerId: row.practitionerId,
  invitedAt: row.invitedAt?.toISOString() ?? null,
});
