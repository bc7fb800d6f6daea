// What $everything reads of one patient (the caller's access was checked first): their encounters,
// problems and documents (its coverages: face-sheet-repository.ts; its wound assessments:
// shared/wound-assessment-repository.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { Condition } from '../../../src/domain/problems/condition.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { conditions, documentReferences } from '../../db/schema/chart.ts';
import { encounters } from '../../db/schema/encounters.ts';

export const fhirExportRepository = {
  async encounters(tx: Executor, patientId: string): Promise<ResourceRow<Encounter>[]> {
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(and(eq(encounters.patientId, patientId), eq(encounters.deleted, false)))
      .orderBy(asc(encounters.periodStart), asc(encounters.id));
    return asRows<Encounter>(rows);
  },

  async conditions(tx: Executor, patientId: string): Promise<ResourceRow<Condition>[]> {
    const rows = await tx
      .select(rowColumns(conditions))
      .from(conditions)
      .where(and(eq(conditions.patientId, patientId), eq(conditions.deleted, false)))
      .orderBy(asc(conditions.recorded), asc(conditions.id));
    return asRows<Condition>(rows);
  },

  async documents(tx: Executor, patientId: string): Promise<ResourceRow<DocumentReference>[]> {
    const rows = await tx
      .select(rowColumns(documentReferences))
      .from(documentReferences)
      .where(and(eq(documentReferences.patientId, patientId), eq(documentReferences.deleted, false)))
      .orderBy(asc(documentReferences.recorded), asc(documentReferences.id));
    return asRows<DocumentReference>(rows);
  },
};
