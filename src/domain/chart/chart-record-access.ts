// Who may change the chart's notes, alerts, orders, referrals and tasks (SPEC §6, DESIGN §8
// 'Access'): the operation's own rule (operation-permissions.ts: the permission, and
// reviewer-readonly changes nothing), and never an external user, who may be shown a chart but
// does not write in it. The server refuses the rest with FORBIDDEN; the tabs offer nothing to them.
import type { Role, SessionUser } from '../access';
import { type OperationName, refusalOf } from '../operation-permissions';

/** Roles that read a chart but never change it. */
export const CHART_READ_ONLY_ROLES: readonly Role[] = ['external', 'reviewer-readonly'];

export function mayChangeChart(user: Pick<SessionUser, 'roles' | 'permissions'> | null, operation: OperationName): boolean {
  if (!user || refusalOf(user, operation) !== null) return false;
  return !user.roles.some((role) => CHART_READ_ONLY_ROLES.includes(role));
}

/** A declared write's role limit (server/modules/shared/write-pipeline.ts `roles`): the chart's read-only roles are refused every change. */
export const chartWriter =
  (operation: OperationName) =>
  (user: Pick<SessionUser, 'roles' | 'permissions'>): boolean =>
    mayChangeChart(user, operation);
