// Who may call the staff-coverage area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/staff-coverage) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const staffCoverageRules = {
  // PCC config, telehealth clinicians, lead clinicians (SPEC §2: settings).
  'Query.CoverageConfigList': perm('settings'),
  'Query.CoverageConfig': perm('settings'),
  'Mutation.updateCoverageConfig': perm('settings'),
} as const satisfies Record<string, OperationRule>;
