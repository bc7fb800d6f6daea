// Who may plan a schedule, a clinician's availability and visits (SPEC §6, DESIGN §8 'Access'):
// the operation's own rule (operation-permissions.ts: the permission; reviewer-readonly changes
// nothing), and never an external user. Whose schedule is the server's practitioner rule (their
// own, or a clinician of the caller's markets for a scheduler) and the patient access rule.
import type { Role, SessionUser } from '../access';
import { type OperationName, refusalOf } from '../operation-permissions';

/** Roles that may look at a schedule but never plan one. */
const READ_ONLY_ROLES: readonly Role[] = ['external', 'reviewer-readonly'];

export function mayPlanSchedule(user: Pick<SessionUser, 'roles' | 'permissions'> | null, operation: OperationName): boolean {
  if (!user || refusalOf(user, operation) !== null) return false;
  return !user.roles.some((role) => READ_ONLY_ROLES.includes(role));
}
