// The queries of the forms part of the clinician's day pack (forms-pack.ts), run in the pack's
// one read-only transaction.
import { and, asc, desc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import { LOOK_BACK_DAYS, PREFILLED_FORMS } from '../../../src/domain/forms/prefill.ts';
import type { Answers, Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { planDefinitions, questionnaireResponses, questionnaires } from '../../db/schema/forms.ts';
import { bindValueSets } from '../terminology/value-set-binding.ts';

const DAY_MS = 86_400_000;

/** A prefilled form's answers from an earlier visit of one of the pack's patients. */
export interface EarlierResponseRow {
  code: string;
  encounterId: string;
  patientId: string;
  visitStart: Date | null;
  answers: Answers;
}

export const formsPackRepository = {
  /**
   * Every current form and plan, the responses of `encounterIds`, and the answers of the
   * prefilled forms of `patientIds`' visits from the look-back before `from` to a month after.
   */
  async read(
    tx: Executor,
    encounterIds: readonly string[],
    patientIds: readonly string[],
    from: Date,
  ): Promise<{
    questionnaires: ResourceRow<Questionnaire>[];
    plans: ResourceRow<PlanDefinition>[];
    responses: ResourceRow<QuestionnaireResponse>[];
    earlier: EarlierResponseRow[];
  }> {
    // One after the other: the schedule pack reads them in its transaction (one query at a time on its client).
    const forms = await tx
      .select(rowColumns(questionnaires))
      .from(questionnaires)
      .where(eq(questionnaires.deleted, false))
      .orderBy(asc(questionnaires.code));
    const plans = await tx
      .select(rowColumns(planDefinitions))
      .from(planDefinitions)
      .where(eq(planDefinitions.deleted, false))
      .orderBy(asc(planDefinitions.encounterType), asc(planDefinitions.deliveryType));
    const responses =
      encounterIds.length === 0
        ? []
        : await tx
            .select(rowColumns(questionnaireResponses))
            .from(questionnaireResponses)
            .where(and(inArray(questionnaireResponses.encounterId, [...encounterIds]), eq(questionnaireResponses.deleted, false)));
    const earlier =
      patientIds.length === 0
        ? []
        : await tx
            .select({
              code: questionnaireResponses.questionnaireCode,
              encounterId: encounters.id,
              patientId: encounters.patientId,
              visitStart: encounters.periodStart,
              content: questionnaireResponses.content,
            })
            .from(questionnaireResponses)
            .innerJoin(encounters, eq(encounters.id, questionnaireResponses.encounterId))
            .where(
              and(
                inArray(encounters.patientId, [...patientIds]),
                inArray(questionnaireResponses.questionnaireCode, [...PREFILLED_FORMS]),
                notInArray(questionnaireResponses.status, ['in-progress']),
                eq(questionnaireResponses.deleted, false),
                eq(encounters.deleted, false),
                gte(encounters.periodStart, new Date(from.getTime() - LOOK_BACK_DAYS * DAY_MS)),
                lt(encounters.periodStart, new Date(from.getTime() + 31 * DAY_MS)),
              ),
            )
            .orderBy(desc(encounters.periodStart));
    return {
      // The value-set choices as published now (value-set-binding.ts): a new code reaches the device with this pull.
      questionnaires: await bindValueSets(tx, asRows<Questionnaire>(forms)),
      plans: asRows<PlanDefinition>(plans),
      responses: asRows<QuestionnaireResponse>(responses),
      earlier: earlier.map(({ content, ...row }) => ({ ...row, answers: (content as unknown as QuestionnaireResponse).answers })),
    };
  },
};
