// How the user screens name codes: roles and permissions by the shared label maps of
// user-input.ts; anything unknown (a code newer than this build) as it is. And the user's fields
// as the form labels them, for the 'Change history' (audit.ts).
import { PERMISSION_LABELS, ROLE_LABELS, USER_TYPE_LABELS } from './user-input';

const labelOf = (labels: Readonly<Record<string, string>>) => (code: string) => labels[code] ?? code;

export const roleLabel = labelOf(ROLE_LABELS);
export const permissionLabel = labelOf(PERMISSION_LABELS);
export const userTypeLabel = labelOf(USER_TYPE_LABELS);

/** 'Administrator, Staff' ('' for none). */
export const roleList = (roles: readonly string[]): string => roles.map(roleLabel).join(', ');

/** The fields of a user's audit entries (server/modules/users/user-views.ts) in the form's words. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail',
  givenName: 'First name',
  familyName: 'Last name',
  name: 'Name',
  userType: 'User type',
  phone: 'Phone',
  state: 'State',
  status: 'Status',
  roles: 'Roles',
  permissions: 'Permissions',
  jobFunctions: 'Job functions',
  legalEntityIds: 'Legal entities',
  legalEntities: 'Legal entities',
  payerIds: 'Payers',
  payers: 'Payers',
  markets: 'Markets',
  practitionerId: 'Linked practitioner',
  hasPin: 'PIN',
  pinModifiedOn: 'PIN',
  invitedAt: 'Invitation',
};
