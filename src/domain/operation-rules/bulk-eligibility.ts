// Who may call bulk eligibility's operations (SPEC §2 Bulk Operations › Eligibility: permission
// settings): its part of OPERATION_RULES (../operation-permissions.ts). External and reviewer
// users are further refused a run (src/domain/chart/chart-record-access.ts); a run is read by its
// requester and by administrators (server/modules/bulk-eligibility/bulk-eligibility-operations.ts).
import { type OperationRule, perm } from './rule-kinds';

export const bulkEligibilityRules = {
  'Query.BulkEligibilityPreview': perm('settings'),
  'Query.BulkEligibilityRuns': perm('settings'),
  'Query.BulkEligibilityRun': perm('settings'),
  'Query.BulkEligibilityItems': perm('settings'),
  'Mutation.requestBulkEligibility': perm('settings'),
  'Subscription.onBulkEligibilityProgress': perm('settings'),
} as const satisfies Record<string, OperationRule>;
