// The audit of administrative changes, read on each record's page (SPEC §2 users, payers,
// clinicians, teams, config, flags): who, when, what, before and after. The read is declared in
// audit-queries.ts (each entity type read with its own area's permission) and run by the one
// reader (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { auditQueries } from './audit-queries.ts';

export function createAuditService(db: Database) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, args: PageArgs & { entityType: string; entityId: string }) =>
      reader.run(auditQueries.list, user, args),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
