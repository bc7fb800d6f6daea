// The forms part of the clinician's day pack (DESIGN §4, issue 4): what the device needs to
// document visits with no connection — every current form and plan, the pack's encounters'
// responses, and, per patient, the answers of the prefilled forms (interval history) from
// visits within the look-back, so a follow-up opens with the last visit's answers.
import { and, asc, desc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { PlanDefinition } from '../../../src/domain/forms/form-logic.ts';
import { LOOK_BACK_DAYS, PREFILLED_FORMS } from '../../../src/domain/forms/prefill.ts';
import type { Answers, Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, rowColumns } from '../../db/resource-store.ts';
import { encounters, planDefinitions, questionnaireResponses, questionnaires } from '../../db/schema.ts';
import { type PlanDefinitionView, type QuestionnaireView, toPlanView, toQuestionnaireView } from './forms-service.ts';
import { type ResponseView, toResponseView } from './responses-service.ts';

export interface EarlierResponseView {
  questionnaireCode: string;
  encounterId: string;
  patientId: string;
  visitStart: string;
  answers: Answers;
}

export interface FormsPackView {
  questionnaires: QuestionnaireView[];
  plans: PlanDefinitionView[];
  responses: ResponseView[];
  earlierResponses: EarlierResponseView[];
}

const DAY_MS = 86_400_000;

/** The forms pack for `encounterIds` (the pack's encounters) and `patientIds`, from `from` (the pack's first day). */
export async function formsPack(
  tx: Executor,
  encounterIds: readonly string[],
  patientIds: readonly string[],
  from: Date,
): Promise<FormsPackView> {
  const [forms, plans, responses, earlier] = await Promise.all([
    tx.select(rowColumns(questionnaires)).from(questionnaires).where(eq(questionnaires.deleted, false)).orderBy(asc(questionnaires.code)),
    tx
      .select(rowColumns(planDefinitions))
      .from(planDefinitions)
      .where(eq(planDefinitions.deleted, false))
      .orderBy(asc(planDefinitions.encounterType), asc(planDefinitions.deliveryType)),
    encounterIds.length === 0
      ? []
      : tx
          .select(rowColumns(questionnaireResponses))
          .from(questionnaireResponses)
          .where(and(inArray(questionnaireResponses.encounterId, [...encounterIds]), eq(questionnaireResponses.deleted, false))),
    patientIds.length === 0
      ? []
      : tx
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
          .orderBy(desc(encounters.periodStart)),
  ]);
  const questionnaireRows = asRows<Questionnaire>(forms);
  const byCode = new Map(questionnaireRows.map((row) => [row.content.code, row]));
  return {
    questionnaires: questionnaireRows.map(toQuestionnaireView),
    plans: asRows<PlanDefinition>(plans).map((row) => toPlanView(row, byCode)),
    responses: asRows<QuestionnaireResponse>(responses).map(toResponseView),
    earlierResponses: earlier.flatMap((row) =>
      row.visitStart
        ? [
            {
              questionnaireCode: row.code,
              encounterId: row.encounterId,
              patientId: row.patientId,
              visitStart: row.visitStart.toISOString(),
              answers: (row.content as unknown as QuestionnaireResponse).answers,
            },
          ]
        : [],
    ),
  };
}
