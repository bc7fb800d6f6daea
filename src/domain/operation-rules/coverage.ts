// Who may call the coverage area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/coverage) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const coverageRules = {
  // Insurance, Eligibility & Authorizations (SPEC §2 tab 4, §3): the chart's ('patient') and
  // billing's ('financial'). Changes are further refused to external users
  // (src/domain/chart/chart-record-access.ts); the eligibility check also needs its feature flag.
  'Query.PatientCoverages': perm('patient', 'financial'),
  'Query.CoverageInsurerList': perm('patient', 'financial'),
  'Mutation.createCoverage': perm('patient', 'financial'),
  'Mutation.updateCoverage': perm('patient', 'financial'),
  'Mutation.inactivateCoverage': perm('patient', 'financial'),
  'Mutation.createPriorAuthorization': perm('patient', 'financial'),
  'Mutation.updatePriorAuthorization': perm('patient', 'financial'),
  'Mutation.checkEligibility': perm('patient', 'financial'),
} as const satisfies Record<string, OperationRule>;
