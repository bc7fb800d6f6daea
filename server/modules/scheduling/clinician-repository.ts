// The clinicians a schedule can be planned for: active practitioners, all of them or those who work
// in some states (the caller's markets, patient-access.ts; a practitioner works in their home state
// and their markets' states, practitioner-markets-repository.ts), by name.
import { and, asc, eq } from 'drizzle-orm';
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { practitionerInStates } from '../shared/practitioner-markets-repository.ts';

/** More than any market staffs; the picker searches within them. */
export const MAX_SCHEDULABLE = 500;

export const clinicianRepository = {
  async list(tx: Executor, states: readonly string[] | null): Promise<ResourceRow<Practitioner>[]> {
    if (states?.length === 0) return [];
    const rows = await tx
      .select(rowColumns(practitioners))
      .from(practitioners)
      .where(and(eq(practitioners.deleted, false), states ? practitionerInStates(states) : undefined))
      .orderBy(asc(practitioners.nameSearch), asc(practitioners.id))
      .limit(MAX_SCHEDULABLE);
    return asRows<Practitioner>(rows).filter((row) => row.content.active);
  },
};
