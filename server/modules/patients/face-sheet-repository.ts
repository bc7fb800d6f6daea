// The Face Sheet's one search, which the FHIR export reads too: the patient's coverages (not
// deleted), lowest priority number first. The patient, its admissions and the insurers are read through patient-repository.ts and
// the stores.
import { and, asc, eq } from 'drizzle-orm';
import type { Coverage } from '../../../src/domain/coverage/coverage.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { coverages } from '../../db/schema/chart.ts';

export const faceSheetRepository = {
  async coverages(tx: Executor, patientId: string): Promise<ResourceRow<Coverage>[]> {
    const rows = await tx
      .select(rowColumns(coverages))
      .from(coverages)
      .where(and(eq(coverages.patientId, patientId), eq(coverages.deleted, false)))
      .orderBy(asc(coverages.priority), asc(coverages.id));
    return asRows<Coverage>(rows);
  },
};
