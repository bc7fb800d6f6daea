// The forms module's searches over the versioned-resource tables (writes go through the stores).
import { and, eq, inArray } from 'drizzle-orm';
import type { PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { planDefinitions, questionnaires } from '../../db/schema.ts';

const columns = <T extends typeof questionnaires | typeof planDefinitions>(t: T) => ({
  id: t.id,
  versionId: t.versionId,
  lastUpdated: t.lastUpdated,
  deleted: t.deleted,
  content: t.content,
});

export const formsRepository = {
  /** The current questionnaire of each code that exists (not deleted). */
  async questionnairesByCode(tx: Executor, codes: readonly string[]): Promise<Map<string, ResourceRow<Questionnaire>>> {
    if (codes.length === 0) return new Map();
    const rows = (await tx
      .select(columns(questionnaires))
      .from(questionnaires)
      .where(and(inArray(questionnaires.code, [...codes]), eq(questionnaires.deleted, false)))) as unknown as ResourceRow<Questionnaire>[];
    return new Map(rows.map((row) => [row.content.code, row]));
  },

  /** The plan of a visit type and delivery type, if there is one. */
  async planFor(tx: Executor, encounterType: string, deliveryType: string): Promise<ResourceRow<PlanDefinition> | null> {
    const [row] = await tx
      .select(columns(planDefinitions))
      .from(planDefinitions)
      .where(
        and(
          eq(planDefinitions.encounterType, encounterType),
          eq(planDefinitions.deliveryType, deliveryType),
          eq(planDefinitions.deleted, false),
        ),
      )
      .limit(1);
    return (row as unknown as ResourceRow<PlanDefinition> | undefined) ?? null;
  },
};
