// The clinicians a schedule can be planned for: active practitioners, all of them or those who work
// in some states (the caller's markets, patient-access.ts; a practitioner works in their home state
// and their markets' states, practitioner-markets-repository.ts), or those who share a market with
// a clinician (the colleagues they cover, encounter-access.ts), by name. Every filter is SQL,
// before the limit: a page of other markets' clinicians never crowds out the caller's own.
import { and, arrayOverlaps, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { practitionerInStates } from '../shared/practitioner-markets-repository.ts';

/** More than any market staffs; the picker searches within them. */
export const MAX_SCHEDULABLE = 500;

export interface SchedulableFilter {
  /** Who work in one of these states; null: every state. */
  states: readonly string[] | null;
  /**
   * Who share one of these markets (the practitioner's own markets, not their additional ones,
   * as encounter-access.ts covers() reads them); null: any.
   */
  markets?: readonly string[] | null;
}

/** The practitioner's own markets (content.markets) hold one of `markets`; the column (markets and additional ones) narrows first on its index. */
const sharesMarket = (markets: readonly string[]): SQL =>
  sql`${arrayOverlaps(practitioners.markets, [...markets])} and jsonb_exists_any(${practitioners.content}->'markets', array[${sql.join(
    markets.map((m) => sql`${m}`),
    sql`, `,
  )}]::text[])`;

export const schedulableClinicianRepository = {
  async list(tx: Executor, filter: SchedulableFilter): Promise<ResourceRow<Practitioner>[]> {
    if (filter.states?.length === 0 || filter.markets?.length === 0) return [];
    const rows = await tx
      .select(rowColumns(practitioners))
      .from(practitioners)
      .where(
        and(
          eq(practitioners.deleted, false),
          sql`coalesce((${practitioners.content}->>'active')::boolean, false)`,
          filter.states ? practitionerInStates(filter.states) : undefined,
          filter.markets ? sharesMarket(filter.markets) : undefined,
        ),
      )
      .orderBy(asc(practitioners.nameSearch), asc(practitioners.id))
      .limit(MAX_SCHEDULABLE);
    return asRows<Practitioner>(rows);
  },
};
