// Who may call the route-planner area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/route-planner) names as its rules.
import { encounters, type OperationRule, perm } from './rule-kinds';

export const routePlannerRules = {
  // A clinician's route of a day (SPEC §3 Scheduling state, §6 route flags): the schedule's
  // permission; the route lists visits, so its read is closed to the encounter area's barred roles.
  'Query.ClinicianRoute': encounters('patient'),
  'Query.TravelMatrix': perm('patient'),
  'Mutation.saveClinicianRoute': perm('patient'),
  'Mutation.removeClinicianRoute': perm('patient'),
} as const satisfies Record<string, OperationRule>;
