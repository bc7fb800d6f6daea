// Who may change a clinician's availability (SPEC §6, DESIGN §8 'Access'): the operation's own
// rule (operation-permissions.ts: the permission; reviewer-readonly changes nothing), and never
// an external user. Whose availability is the server's practitioner rule (their own, or a
// clinician of the caller's markets for a scheduler).
import type { Role, SessionUser } from '../access';
import { type OperationName, refusalOf } from '../operation-permissions';

/** Roles that may look at a schedule but never plan one. */
const READ_ONLY_ROLES: readonly Role[] = ['external', 'reviewer-readonly'];

export function mayPlanAvailability(user: Pick<SessionUser, 'roles' | 'permissions'> | null, operation: OperationName): boolean {
  if (!user || refusalOf(user, operation) !== null) return false;
  return !user.roles.some((role) => READ_ONLY_ROLES.includes(role));
}
