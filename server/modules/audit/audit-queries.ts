// AdminAuditList (SPEC §2 'Change history' on users, payers, clinicians, teams, config, flags),
// declared in the write pipeline's shape (DESIGN §5): the operation, the input, the audited record
// and its rule, then the read. The record's rule: each entity type is read with its own area's
// permission (src/domain/administration/audit.ts AUDIT_READERS: FORBIDDEN otherwise), and a
// clinician's changes within the caller's states, as the clinician is (the records hold their
// address and telecom): another state's is NOT_FOUND.
import * as v from 'valibot';
import { AUDIT_ENTITY_TYPES, AUDIT_READERS, type AuditEntityType } from '../../../src/domain/administration/audit.ts';
import { forbidden, notFound } from '../../errors.ts';
import { clinicianInReach } from '../clinicians/clinician-service.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { isId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { toAuditView } from './audit-views.ts';

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

interface AuditListInput {
  entityType: AuditEntityType;
  entityId: string;
  page: PageArgs;
}

/**
 * The audited record, under its own area's rule. Its kind is 'none': WriteTarget has no kind for
 * a record of any audited type (a user, a payer, a clinician, a team …); the rule is all here.
 */
const auditedRecord: WriteTarget<AuditListInput, null> = {
  kind: 'none',
  async resolve(db, me, { entityType, entityId }) {
    if (!AUDIT_READERS[entityType].some((p) => me.permissions.includes(p))) throw forbidden();
    if (entityType === 'Practitioner' && !(isId(entityId) && (await clinicianInReach(db, await loadStateScope(db, me), entityId))))
      throw notFound('Clinician');
    return null;
  },
};

export const auditQueries = {
  list: defineQuery({
    operation: 'Query.AdminAuditList',
    input: (raw: unknown): AuditListInput => {
      const args = raw as PageArgs & { entityType: string; entityId: string };
      return { ...parseInput(AuditListArgs, { entityType: args.entityType, entityId: args.entityId }), page: args };
    },
    target: auditedRecord,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => adminAuditRepository.list(db, input.entityType, input.entityId, page), toAuditView),
  }),
};
