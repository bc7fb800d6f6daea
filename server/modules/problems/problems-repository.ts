// The Problems List's searches: a patient's diagnoses (Condition) and care plans (CarePlan), not
// deleted. Reads by id and every write go through the generic stores (server/db/stores.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { CarePlan, Condition } from '../../../src/domain/problems/condition.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, rowColumns } from '../../db/resource-store.ts';
import { carePlans, conditions } from '../../db/schema/chart.ts';

export const problemsRepository = {
  /** The patient's diagnoses, oldest first. */
  async conditions(tx: Executor, patientId: string) {
    const rows = await tx
      .select(rowColumns(conditions))
      .from(conditions)
      .where(and(eq(conditions.patientId, patientId), eq(conditions.deleted, false)))
      .orderBy(asc(conditions.recorded), asc(conditions.id));
    return asRows<Condition>(rows);
  },

  /** The patient's care plans, oldest first. */
  async carePlans(tx: Executor, patientId: string) {
    const rows = await tx
      .select(rowColumns(carePlans))
      .from(carePlans)
      .where(and(eq(carePlans.patientId, patientId), eq(carePlans.deleted, false)))
      .orderBy(asc(carePlans.recorded), asc(carePlans.id));
    return asRows<CarePlan>(rows);
  },
};
