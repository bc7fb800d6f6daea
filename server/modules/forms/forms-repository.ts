// The forms module's searches over the versioned-resource tables (writes go through the stores).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { listedForms, type PlanDefinition, type PlannedForm } from '../../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { planDefinitions, questionnaireResponses, questionnaires } from '../../db/schema/forms.ts';
import { resourceHistory } from '../../db/schema/history.ts';
import { batchRead, batchReadMany } from '../shared/batch-reads.ts';
import { setOverlay } from '../shared/command-set.ts';
import { refId } from '../shared/encounter-views.ts';
import { bindValueSets } from '../terminology/value-set-binding.ts';

/** The overlay's pool (shared/set-overlay.ts) of an encounter's responses in a set (encounters/command-set-reads.ts reads it). */
export const responsesPool = (encounterId: string) => `responses ${encounterId}`;

/** In a batch applied as a set: the encounter's responses as read up front and written since, in the query's order. */
function responsesInSet(encounterId: string): ResourceRow<QuestionnaireResponse>[] | null {
  const set = setOverlay();
  if (!set) return null;
  const id = encounterId.toLowerCase();
  return set
    .rowsOf('QuestionnaireResponse', responsesPool(id))
    .filter((r) => !r.deleted && refId(r.content.encounter)?.toLowerCase() === id)
    .sort((a, b) => a.lastUpdated.getTime() - b.lastUpdated.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const formsRepository = {
  /** Every plan (not deleted), by visit type then delivery type (Form Config). */
  async allPlans(tx: Executor): Promise<ResourceRow<PlanDefinition>[]> {
    const rows = await tx
      .select(rowColumns(planDefinitions))
      .from(planDefinitions)
      .where(eq(planDefinitions.deleted, false))
      .orderBy(asc(planDefinitions.encounterType), asc(planDefinitions.deliveryType));
    return asRows<PlanDefinition>(rows);
  },

  /** Every questionnaire's current version (not deleted), by code, as stored (no value set bound: Form Config edits these). */
  async allQuestionnaires(tx: Executor): Promise<ResourceRow<Questionnaire>[]> {
    const rows = await tx
      .select(rowColumns(questionnaires))
      .from(questionnaires)
      .where(eq(questionnaires.deleted, false))
      .orderBy(asc(questionnaires.code));
    return asRows<Questionnaire>(rows);
  },

  /**
   * One version of a questionnaire as it was published (its resource history), its value sets bound
   * as the current version's are; null when the history has no such version.
   */
  async questionnaireAt(tx: Executor, id: string, versionId: number): Promise<ResourceRow<Questionnaire> | null> {
    const [row] = await tx
      .select({ content: resourceHistory.content, recordedAt: resourceHistory.recordedAt, deleted: resourceHistory.deleted })
      .from(resourceHistory)
      .where(and(eq(resourceHistory.resourceType, 'Questionnaire'), eq(resourceHistory.id, id), eq(resourceHistory.versionId, versionId)))
      .limit(1);
    if (!row) return null;
    const version = { id, versionId, lastUpdated: row.recordedAt, deleted: row.deleted, content: row.content as unknown as Questionnaire };
    const [bound] = await bindValueSets(tx, [version]);
    return bound ?? version;
  },

  /** The questionnaire of `code`, as stored, locked for a change (null: none such). */
  async questionnaireForUpdate(tx: Executor, code: string): Promise<ResourceRow<Questionnaire> | null> {
    const rows = await tx
      .select(rowColumns(questionnaires))
      .from(questionnaires)
      .where(and(eq(questionnaires.code, code), eq(questionnaires.deleted, false)))
      .limit(1)
      .for('update');
    return firstRow<Questionnaire>(rows);
  },

  /**
   * The current questionnaire of each code that exists (not deleted), in one query. Within a batch
   * of commands each code is read once (shared/batch-reads.ts): the saves and e-signs of every
   * visit read the same large rows.
   */
  async questionnairesByCode(tx: Executor, codes: readonly string[]): Promise<Map<string, ResourceRow<Questionnaire>>> {
    if (codes.length === 0) return new Map();
    return batchReadMany('questionnaire', codes, async (missing) => {
      const rows = await bindValueSets(
        tx,
        asRows<Questionnaire>(
          await tx
            .select(rowColumns(questionnaires))
            .from(questionnaires)
            .where(and(inArray(questionnaires.code, [...missing]), eq(questionnaires.deleted, false))),
        ),
      );
      return new Map(rows.map((row) => [row.content.code, row]));
    });
  },

  /** The plan of a visit type and delivery type, if there is one (read once per batch of commands, as the questionnaires). */
  planFor(tx: Executor, encounterType: string, deliveryType: string): Promise<ResourceRow<PlanDefinition> | null> {
    return batchRead(`plan ${encounterType} ${deliveryType}`, async () => {
      const rows = await tx
        .select(rowColumns(planDefinitions))
        .from(planDefinitions)
        .where(
          and(
            eq(planDefinitions.encounterType, encounterType),
            eq(planDefinitions.deliveryType, deliveryType),
            eq(planDefinitions.deleted, false),
          ),
        )
        .limit(1);
      return firstRow<PlanDefinition>(rows);
    });
  },

  /** The encounter's responses (not discarded), oldest first. */
  async responsesOfEncounter(tx: Executor, encounterId: string): Promise<ResourceRow<QuestionnaireResponse>[]> {
    const inSet = responsesInSet(encounterId);
    if (inSet) return inSet;
    const rows = await tx
      .select(rowColumns(questionnaireResponses))
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.encounterId, encounterId), eq(questionnaireResponses.deleted, false)))
      .orderBy(asc(questionnaireResponses.lastUpdated), asc(questionnaireResponses.id));
    return asRows<QuestionnaireResponse>(rows);
  },

  /** The encounter's response to one form (not discarded), if any. */
  async responseOf(tx: Executor, encounterId: string, code: string): Promise<ResourceRow<QuestionnaireResponse> | null> {
    const inSet = responsesInSet(encounterId);
    if (inSet) return inSet.find((r) => r.content.questionnaire === code) ?? null;
    const rows = await tx
      .select(rowColumns(questionnaireResponses))
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.encounterId, encounterId),
          eq(questionnaireResponses.questionnaireCode, code),
          eq(questionnaireResponses.deleted, false),
        ),
      )
      .limit(1);
    return firstRow<QuestionnaireResponse>(rows);
  },

  /** The plan of an encounter's visit type and delivery type (in person unless it says otherwise). */
  planForEncounter(tx: Executor, encounter: Encounter): Promise<ResourceRow<PlanDefinition> | null> {
    return this.planFor(tx, encounter.type, encounter.deliveryType ?? 'in-person');
  },

  /** The forms a plan lists (not 'never'), in plan order, each with its questionnaire (one query). */
  async listedQuestionnaires(
    tx: Executor,
    plan: ResourceRow<PlanDefinition> | null,
  ): Promise<{ form: PlannedForm; questionnaire: ResourceRow<Questionnaire> }[]> {
    const forms = plan ? listedForms(plan.content.forms) : [];
    const byCode = await this.questionnairesByCode(
      tx,
      forms.map((f) => f.questionnaireCode),
    );
    return forms.flatMap((form) => {
      const questionnaire = byCode.get(form.questionnaireCode);
      return questionnaire ? [{ form, questionnaire }] : [];
    });
  },
};
