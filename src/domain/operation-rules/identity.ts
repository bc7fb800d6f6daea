// Who may call the identity area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/identity) names as its rules.
import { type OperationRule, open, perm, self } from './rule-kinds';

export const identityRules = {
  // Account security (issue 5): the auth audit trail is for security administrators.
  'Query.AuthEvents': perm('security'),
  'Mutation.sendPINVerificationCode': self,
  'Mutation.validatePINVerificationCode': self,
  'Mutation.upsertUserPin': self,
  'Mutation.changePassword': self,
  'Mutation.resetUserPin': perm('security'),
  // Proven by an e-mailed password-reset code instead of a session.
  'Mutation.confirmPasswordChange': open,
} as const satisfies Record<string, OperationRule>;
