// The audit of administrative changes, read on each record's page (SPEC §2 users, payers,
// clinicians, teams, config, flags): who, when, what, before and after. Each entity type is read
// with its own area's permission (src/domain/administration/audit.ts AUDIT_READERS).
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { AUDIT_ENTITY_TYPES, AUDIT_READERS, changedFields } from '../../../src/domain/administration/audit.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { clinicianInReach } from '../clinicians/clinician-service.ts';
import { type AdminAuditRow, adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { isId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';

const AuditListArgs = v.object({
  entityType: v.picklist(AUDIT_ENTITY_TYPES, 'entityType is not a known kind of record'),
  entityId: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'This field is required'),
    v.maxLength(100, 'This field has incorrect value'),
    v.check((id) => !id.includes(String.fromCharCode(0)), 'This field has incorrect value'),
  ),
});

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

export function createAuditService(db: Database) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { entityType: string; entityId: string }) {
      const me = authorize(user, 'Query.AdminAuditList');
      const { entityType, entityId } = parseInput(AuditListArgs, { entityType: args.entityType, entityId: args.entityId });
      if (!AUDIT_READERS[entityType].some((p) => me.permissions.includes(p))) throw forbidden();
      // A clinician's changes are read within the caller's states, as the clinician is (the
      // records hold their address and telecom): another state's is not found.
      if (entityType === 'Practitioner' && !(isId(entityId) && (await clinicianInReach(db, await loadStateScope(db, me), entityId))))
        throw notFound('Clinician');
      return pagedList(args, (page) => adminAuditRepository.list(db, entityType, entityId, page), toAuditView);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
