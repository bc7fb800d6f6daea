// Who may call the problems area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/problems) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const problemsRules = {
  // Problems List (SPEC §2 tab 8): changes are further refused to external users
  // (src/domain/chart/chart-record-access.ts); the code set is reference data.
  'Query.ProblemList': perm('patient'),
  'Query.DiagnosisCodeList': perm('patient'),
  'Mutation.addDiagnosis': perm('patient'),
  'Mutation.updateDiagnosis': perm('patient'),
  'Mutation.removeDiagnosis': perm('patient'),
  'Mutation.moveDiagnosis': perm('patient'),
  'Mutation.setCarePlan': perm('patient'),
} as const satisfies Record<string, OperationRule>;
