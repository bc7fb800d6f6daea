// The documents area's search (reads by id and writes go through stores.documentReference): a
// patient's current documents, newest first, optionally of one category. The caller has already
// checked that the patient is readable (shared/patient-access.ts).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { documentReferences } from '../../db/schema/chart.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';

export const documentRepository = {
  async list(
    tx: Executor,
    filter: { patientId: string; category: DocumentCategory | null; withoutCcds?: boolean },
    { offset, limit }: Page,
  ): Promise<RowsAndCount<ResourceRow<DocumentReference>>> {
    const where = and(
      eq(documentReferences.patientId, filter.patientId),
      eq(documentReferences.deleted, false),
      eq(documentReferences.status, 'current'),
      filter.category ? eq(documentReferences.category, filter.category) : undefined,
      // A CCD carries encounters: not listed to a user barred from them (document-queries.ts).
      filter.withoutCcds ? sql`${documentReferences.content}->>'type' is distinct from 'CCD'` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(documentReferences))
        .from(documentReferences)
        .where(where)
        .orderBy(desc(documentReferences.recorded), desc(documentReferences.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(documentReferences).where(where),
    ]);
    return { rows: asRows<DocumentReference>(rows), totalCount: total?.n ?? 0 };
  },

  /** The demo documents (their files are under 'demo/' keys: demo-documents.ts). */
  async demoDocuments(tx: Executor, prefix: string): Promise<ResourceRow<DocumentReference>[]> {
    const rows = await tx
      .select(rowColumns(documentReferences))
      .from(documentReferences)
      .where(sql`${documentReferences.content}->'content'->0->'attachment'->>'storageKey' like ${`${prefix}%`}`);
    return asRows<DocumentReference>(rows);
  },
};
