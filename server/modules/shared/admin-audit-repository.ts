// The audit of administrative changes (schema/administration.ts admin_audit): every service that
// changes a user, payer, clinician, team, coverage, flag or setting records here, in the same
// transaction as the change, so a change is never without its row.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../src/domain/access.ts';
import type { AuditEntityType } from '../../../src/domain/administration/audit.ts';
import type { Executor } from '../../db/client.ts';
import { adminAudit } from '../../db/schema/administration.ts';
import type { Page, RowsAndCount } from './paging.ts';

export type AdminAuditRow = typeof adminAudit.$inferSelect;

export interface AuditEntry {
  entityType: AuditEntityType;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export const adminAuditRepository = {
  async record(tx: Executor, actor: Pick<SessionUser, 'id' | 'email'>, entry: AuditEntry, at: Date): Promise<void> {
    await tx.insert(adminAudit).values({
      id: randomUUID(),
      at,
      actorId: actor.id,
      actorEmail: actor.email,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  /** One entity's changes, newest first. */
  async list(tx: Executor, entityType: AuditEntityType, entityId: string, { offset, limit }: Page): Promise<RowsAndCount<AdminAuditRow>> {
    const where = and(eq(adminAudit.entityType, entityType), eq(adminAudit.entityId, entityId));
    const [rows, [total]] = await Promise.all([
      tx.select().from(adminAudit).where(where).orderBy(desc(adminAudit.seq)).offset(offset).limit(limit),
      tx.select({ n: count() }).from(adminAudit).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  },
};
