// The discharge requests' searches (reads by id and writes go through the generic store,
// stores.dischargeRequest): a patient's requests, newest first, optionally of one admission; and
// a request's versions with who wrote each (resource_history, DESIGN §3: the audit trail).
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { dischargeRequests } from '../../db/schema/chart.ts';
import { resourceHistory } from '../../db/schema/history.ts';
import { users } from '../../db/schema/identity.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export interface DischargeRequestVersionRow {
  versionId: number;
  action: 'create' | 'update' | 'delete';
  status: string | null;
  recordedAt: Date;
  authorName: string | null;
}

export const dischargeRequestRepository = {
  /** One page of the patient's requests (not deleted), newest first; of one admission when given. */
  async list(
    tx: Executor,
    patientId: string,
    admissionId: string | null,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<ResourceRow<DischargeRequest>>> {
    const conditions: SQL[] = [eq(dischargeRequests.patientId, patientId), eq(dischargeRequests.deleted, false)];
    if (admissionId) conditions.push(eq(dischargeRequests.episodeOfCareId, admissionId));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(dischargeRequests))
        .from(dischargeRequests)
        .where(where)
        .orderBy(desc(dischargeRequests.recorded), desc(dischargeRequests.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(dischargeRequests).where(where),
    ]);
    return { rows: asRows<DischargeRequest>(rows), totalCount: total?.n ?? 0 };
  },

  /** Every version of the request, oldest first, with its author's name. */
  async versions(tx: Executor, id: string): Promise<DischargeRequestVersionRow[]> {
    const rows = await tx
      .select({
        versionId: resourceHistory.versionId,
        action: resourceHistory.action,
        status: sql<string | null>`${resourceHistory.content}->>'status'`,
        recordedAt: resourceHistory.recordedAt,
        authorName: sql<string | null>`case when ${users.id} is null then null else ${users.givenName} || ' ' || ${users.familyName} end`,
      })
      .from(resourceHistory)
      .leftJoin(users, eq(users.id, resourceHistory.authorId))
      .where(and(eq(resourceHistory.resourceType, 'DischargeRequest'), eq(resourceHistory.id, id)))
      .orderBy(asc(resourceHistory.versionId));
    return rows;
  },
};
