// An admin_audit row as AdminAuditList answers it: who, when, what, before and after.
import { changedFields } from '../../../src/domain/administration/audit.ts';
import type { AdminAuditRow } from '../shared/admin-audit-repository.ts';

export const toAuditView = (row: AdminAuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  entityType: row.entityType,
  entityId: row.entityId,
  action: row.action,
  changedFields: changedFields(row.before, row.after),
  before: row.before,
  after: row.after,
});
