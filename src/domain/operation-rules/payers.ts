// Who may call the payers area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/payers) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const payersRules = {
  // Payers (SPEC §2 /payers: settings) and the organizations they are.
  // Also security: user administration picks a user's payers and legal entities from it.
  'Query.OrganizationList': perm('settings', 'security'),
  'Query.Organization': perm('settings'),
  'Query.GetDuplicatedOrganizations': perm('settings'),
  'Mutation.createOrganization': perm('settings'),
  'Mutation.updateOrganization': perm('settings'),
} as const satisfies Record<string, OperationRule>;
