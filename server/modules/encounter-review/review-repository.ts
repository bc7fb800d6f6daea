// Encounters Review's searches: the queue of signed encounters (the encounter table's review
// columns, server/db/schema/encounters.ts), and the answers of responses as they stood at a time
// (resource history: what a signature covered).
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { resourceHistory } from '../../db/schema/history.ts';
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

  /** Each response's answers as they stood at `at` (server time), by response id; none when it did not exist yet. */
  async answersAt(tx: Executor, responseIds: readonly string[], at: Date): Promise<Map<string, Answers>> {
    if (responseIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: resourceHistory.id, content: resourceHistory.content, deleted: resourceHistory.deleted })
      .from(resourceHistory)
      .where(
        and(
          eq(resourceHistory.resourceType, 'QuestionnaireResponse'),
          inArray(resourceHistory.id, [...responseIds]),
          lte(resourceHistory.recordedAt, at),
        ),
      )
      .orderBy(resourceHistory.id, desc(resourceHistory.versionId));
    // Newest version first per response: the first row of each id is how it stood at `at`.
    const answers = new Map<string, Answers>();
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (!row.deleted) answers.set(row.id, (row.content as unknown as QuestionnaireResponse).answers ?? {});
    }
    return answers;
  },
};
