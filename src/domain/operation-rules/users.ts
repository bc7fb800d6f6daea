// Who may call the users area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/users) names as its rules.
import { type OperationRule, open, perm, self } from './rule-kinds';

export const usersRules = {
  'Query.me': self,
  'Query.GetJobFunctions': perm('settings', 'security'),
  'Query.UserList': perm('security'),
  'Query.User': perm('security'),
  'Mutation.deactivateUser': perm('security'),
  'Mutation.reactivateUser': perm('security'),
  // User administration (SPEC §2 Users, §4 Users: permission security).
  'Mutation.createUser': perm('security'),
  'Mutation.updateUser': perm('security'),
  'Mutation.reinviteUser': perm('security'),
  'Mutation.resetUserPassword': perm('security'),
  // The invitation link's: proven by the mailed token instead of a session.
  'Query.InvitationStatus': open,
  'Mutation.acceptInvitation': open,
} as const satisfies Record<string, OperationRule>;
