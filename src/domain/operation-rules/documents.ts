// Who may call the documents area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/documents) names as its rules.
import { type OperationRule, perm } from './rule-kinds';

export const documentsRules = {
  // Documents (SPEC §2 chart tab 9, §3 Document reference). The file's upload and download are
  // REST routes (SPEC §7 'File upload'), named here by method and path (isRestOperation): a
  // route that is not GET counts as a Mutation for the role limits. External users are further
  // refused changes (src/domain/chart/chart-record-access.ts).
  'Query.DocumentList': perm('patient'),
  'Mutation.deleteDocument': perm('patient'),
  'POST /api/patients/:patientId/documents': perm('patient'),
  'GET /api/documents/:documentId/content': perm('patient'),
} as const satisfies Record<string, OperationRule>;
