// Who may call the audit area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/audit) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const auditRules = {
  // The audit of administrative changes: each entity type needs its own area's permission (admin-audit.ts).
  'Query.AdminAuditList': perm('settings', 'security', 'financial', 'clinical-admin'),
} as const satisfies Record<string, OperationRule>;
