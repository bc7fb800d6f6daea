// Encounters Review's searches: the queue of signed encounters (the encounter table's review
// columns, server/db/schema/encounters.ts).
import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { encounters } from '../../db/schema/encounters.ts';
import type { EncounterVisibility } from '../shared/encounter-access.ts';
import type { Page, RowsAndCount } from '../shared/paging.ts';
import { patientFilter } from '../shared/patient-access-repository.ts';
import { patientNamed } from '../shared/patient-name-repository.ts';
import type { ReviewListFilter } from './review-input.ts';

export const reviewRepository = {
  /** Signed encounters in the given review states, oldest signature first. */
  async queue(
    tx: Executor,
    filter: ReviewListFilter,
    practitionerIds: readonly string[] | null,
    visible: EncounterVisibility,
    { offset, limit }: Page,
  ): Promise<RowsAndCount<ResourceRow<Encounter>>> {
    const conditions: (SQL | undefined)[] = [
      inArray(encounters.reviewState, filter.states),
      eq(encounters.deleted, false),
      patientFilter(visible.patients, encounters.patientId),
    ];
    if (practitionerIds) conditions.push(inArray(encounters.practitionerId, [...practitionerIds]));
    if (filter.patientId) conditions.push(eq(encounters.patientId, filter.patientId));
    if (filter.term) conditions.push(patientNamed(tx, encounters.patientId, filter.term));
    if (filter.signedFrom) conditions.push(gte(encounters.signedAt, new Date(filter.signedFrom)));
    if (filter.signedTo) conditions.push(lte(encounters.signedAt, new Date(filter.signedTo)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select(rowColumns(encounters))
        .from(encounters)
        .where(where)
        .orderBy(asc(encounters.signedAt), asc(encounters.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(encounters).where(where),
    ]);
    return { rows: asRows<Encounter>(rows), totalCount: total?.n ?? 0 };
  },
};
