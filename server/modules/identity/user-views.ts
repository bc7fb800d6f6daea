// The User of the GraphQL schema (user.graphql): what the signed-in user sees of themselves
// (me, upsertUserPin) and what user administration lists. Identity owns it with the app_user row.
import { JOB_FUNCTION_TITLES, type JobFunction } from '../../../src/domain/access.ts';
import { type AccountRules, type AccountStatus, accountStatus } from './account-status.ts';
import type { UserRow } from './app-user-repository.ts';

export interface UserView {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  name: string;
  status: string;
  userType: string;
  roles: string[];
  permissions: string[];
  jobFunctions: { code: string; title: string }[];
  practitionerId: string | null;
  hasPin: boolean;
  lastLoggedIn: string | null;
  statusUpdatedDate: string;
  phone: string | null;
  state: string | null;
  userPinModifiedOn: string | null;
  account: AccountStatus;
  /** The markets (state codes) whose patients the user reads (DESIGN §8 'Access'). */
  markets: string[];
  /** SPEC §3 User legalEntities and payers (users/user-views.ts reads them for a whole page at once). */
  legalEntities: UserOrganizationView[];
  payers: UserOrganizationView[];
  /** When the newest invitation or password-reset link was sent. */
  invitedAt: string | null;
  /** The version of what user administration sets (updateUser's versionId). */
  versionId: number;
}

/** SPEC §3 User legalEntities / payers: an organization as the user's record names it. */
export interface UserOrganizationView {
  id: string;
  name: string;
  type: string;
  state: string | null;
}

export interface UserOrganizations {
  legalEntities: UserOrganizationView[];
  payers: UserOrganizationView[];
}

/**
 * Identity's own answers (upsertUserPin) do not read the organizations: their client asks only for
 * the PIN fields. User administration passes them (users/user-views.ts).
 */
const NO_ORGANIZATIONS: UserOrganizations = { legalEntities: [], payers: [] };

export const jobFunction = (code: string) => ({ code, title: JOB_FUNCTION_TITLES[code as JobFunction] ?? code });

/** The User of the GraphQL schema; `account` needs the account settings (one read per call). */
export const toUserView = (u: UserRow, rules: AccountRules, now: Date, organizations: UserOrganizations = NO_ORGANIZATIONS): UserView => ({
  id: u.id,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  name: `${u.givenName} ${u.familyName}`,
  status: u.status,
  userType: u.userType,
  roles: u.roles,
  permissions: u.permissions,
  jobFunctions: u.jobFunctions.map(jobFunction),
  practitionerId: u.practitionerId,
  hasPin: u.pinHash !== null,
  lastLoggedIn: u.lastLoggedIn?.toISOString() ?? null,
  statusUpdatedDate: u.statusUpdatedDate.toISOString(),
  phone: u.phone,
  state: u.state,
  userPinModifiedOn: u.pinModifiedOn?.toISOString() ?? null,
  account: accountStatus(u, rules, now),
  markets: u.markets,
  legalEntities: organizations.legalEntities,
  payers: organizations.payers,
  invitedAt: u.invitedAt?.toISOString() ?? null,
  versionId: u.version,
});
