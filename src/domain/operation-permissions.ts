// Who may call each GraphQL field (SPEC §6), as plain data. The server's services check these
// before any work; the schema-walk test proves that every Query, Mutation and Subscription field
// has an entry here and that the server refuses callers who do not meet it.
//
// Besides the permission codes, two roles are limited whatever codes they hold (SPEC §6
// 'External and reviewer-readonly cannot see Encounters'; roles are enforced by the server, not
// only the menu): the encounter area (encounters, their form answers, provenance, narratives and
// events) is closed to both, except the few reads Encounters Review needs (SPEC §2), which stay
// open to reviewer-readonly; and reviewer-readonly changes nothing but their own account. Every
// new operation inherits this by naming its area in its rule (operation-rules/<area>.ts).
import { isReviewer, type JobFunction, type Role, type SessionUser } from './access';
import { auditRules } from './operation-rules/audit';
import { bulkEligibilityRules } from './operation-rules/bulk-eligibility';
import { ccdRules } from './operation-rules/ccd';
import { chartRecordsRules } from './operation-rules/chart-records';
import { clinicalRoundsRules } from './operation-rules/clinical-rounds';
import { cliniciansRules } from './operation-rules/clinicians';
import { coverageRules } from './operation-rules/coverage';
import { dashboardsRules } from './operation-rules/dashboards';
import { documentsRules } from './operation-rules/documents';
import { encounterReviewRules } from './operation-rules/encounter-review';
import { encountersRules } from './operation-rules/encounters';
import { featureFlagsRules } from './operation-rules/feature-flags';
import { formsRules } from './operation-rules/forms';
import { identityRules } from './operation-rules/identity';
import { lettersRules } from './operation-rules/letters';
import { notificationsRules } from './operation-rules/notifications';
import { organizationsRules } from './operation-rules/organizations';
import { patientsRules } from './operation-rules/patients';
import { payersRules } from './operation-rules/payers';
import { payrollRules } from './operation-rules/payroll';
import { problemsRules } from './operation-rules/problems';
import { routePlannerRules } from './operation-rules/route-planner';
import type { Area, OperationRule } from './operation-rules/rule-kinds';
import { schedulingRules } from './operation-rules/scheduling';
import { staffCoverageRules } from './operation-rules/staff-coverage';
import { tasksRules } from './operation-rules/tasks';
import { teamsRules } from './operation-rules/teams';
import { telehealthRules } from './operation-rules/telehealth';
import { terminologyRules } from './operation-rules/terminology';
import { usersRules } from './operation-rules/users';

export type { Area, OperationRule } from './operation-rules/rule-kinds';

/** Every operation's rule: the areas' rules (operation-rules/<area>.ts), one line each. */
export const OPERATION_RULES = {
  ...auditRules,
  ...ccdRules,
  ...chartRecordsRules,
  ...cliniciansRules,
  ...clinicalRoundsRules,
  ...coverageRules,
  ...dashboardsRules,
  ...documentsRules,
  ...encounterReviewRules,
  ...encountersRules,
  ...featureFlagsRules,
  ...formsRules,
  ...identityRules,
  ...notificationsRules,
  ...organizationsRules,
  ...patientsRules,
  ...payrollRules,
  ...bulkEligibilityRules,
  ...lettersRules,
  ...payersRules,
  ...problemsRules,
  ...routePlannerRules,
  ...schedulingRules,
  ...staffCoverageRules,
  ...tasksRules,
  ...teamsRules,
  ...terminologyRules,
  ...telehealthRules,
  ...usersRules,
} as const satisfies Record<string, OperationRule>;

export type OperationName = keyof typeof OPERATION_RULES;

/** A REST route's rule ('POST /api/…'), not a GraphQL field's. */
export const isRestOperation = (name: string): boolean => /^(GET|POST|PUT|PATCH|DELETE) \//.test(name);

/** What a role may not do, whatever permission codes it holds (SPEC §6). */
export interface RoleLimit {
  /** Areas closed to the role. */
  barred: readonly Area[];
  /** The area's review reads stay open (Encounters Review, SPEC §2). */
  reviews: boolean;
  /** Refused every Mutation that is not 'self' or 'public' (their own password, PIN, notifications). */
  readOnly: boolean;
}

export const ROLE_LIMITS: Partial<Record<Role, RoleLimit>> = {
  external: { barred: ['encounters'], reviews: false, readOnly: false },
  'reviewer-readonly': { barred: ['encounters'], reviews: true, readOnly: true },
};

export type Refusal = 'unauthenticated' | 'forbidden';

/** Why `user` may not call `operation`, or null when they may (the record-level rules come after). */
export function refusalOf(
  user: (Pick<SessionUser, 'roles' | 'permissions'> & { jobFunctions?: readonly JobFunction[] }) | null,
  operation: OperationName,
): Refusal | null {
  const rule: OperationRule = OPERATION_RULES[operation];
  if (rule.kind === 'public') return null;
  if (!user) return 'unauthenticated';
  if (rule.kind === 'self') return null;
  if (!rule.anyOf.some((code) => user.permissions.includes(code))) return 'forbidden';
  if (rule.jobFunctions && !rule.jobFunctions.some((code) => user.jobFunctions?.includes(code))) return 'forbidden';
  if (rule.reviewers && !isReviewer(user)) return 'forbidden';
  const writes = operation.startsWith('Mutation.') || (isRestOperation(operation) && !operation.startsWith('GET '));
  for (const role of user.roles) {
    const limit = ROLE_LIMITS[role];
    if (!limit) continue;
    if (writes && limit.readOnly && !rule.reviewers) return 'forbidden';
    if (rule.area && limit.barred.includes(rule.area) && !(rule.review && limit.reviews)) return 'forbidden';
  }
  return null;
}

/** SPEC §4: the workflow state of a signed encounter, the only one Encounters Review reads. */
export const REVIEWABLE_STATE = 'eSigned';

/**
 * Which encounters a user may read by role, whatever else allows it: 'any', only signed ones
 * ('signed': reviewer-readonly, for Encounters Review), or 'none' (external). The record-level
 * rule of the server applies it to every encounter read, list and event.
 */
export function encounterReach(user: Pick<SessionUser, 'roles'>): 'any' | 'signed' | 'none' {
  let reach: 'any' | 'signed' | 'none' = 'any';
  for (const role of user.roles) {
    const limit = ROLE_LIMITS[role];
    if (!limit?.barred.includes('encounters')) continue;
    if (!limit.reviews) return 'none';
    reach = 'signed';
  }
  return reach;
}
