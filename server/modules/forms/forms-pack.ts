// The forms part of the clinician's day pack (DESIGN §4, issue 4): what the device needs to
// document visits with no connection — every current form and plan, the pack's encounters'
// responses, and, per patient, the answers of the prefilled forms (interval history) from
// visits within the look-back, so a follow-up opens with the last visit's answers.
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { Executor } from '../../db/client.ts';
import { formsPackRepository } from './forms-pack-repository.ts';
import { type PlanDefinitionView, type QuestionnaireView, toPlanView, toQuestionnaireView } from './forms-views.ts';
import { type ResponseView, toResponseView } from './response-views.ts';

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

/** The forms pack for `encounterIds` (the pack's encounters) and `patientIds`, from `from` (the pack's first day). */
export async function formsPack(
  tx: Executor,
  encounterIds: readonly string[],
  patientIds: readonly string[],
  from: Date,
): Promise<FormsPackView> {
  const { questionnaires, plans, responses, earlier } = await formsPackRepository.read(tx, encounterIds, patientIds, from);
  const byCode = new Map(questionnaires.map((row) => [row.content.code, row]));
  return {
    questionnaires: questionnaires.map(toQuestionnaireView),
    plans: plans.map((row) => toPlanView(row, byCode)),
    responses: responses.map(toResponseView),
    earlierResponses: earlier.flatMap((row) =>
      row.visitStart
        ? [
            {
              questionnaireCode: row.code,
              encounterId: row.encounterId,
              patientId: row.patientId,
              visitStart: row.visitStart.toISOString(),
              answers: row.answers,
            },
          ]
        : [],
    ),
  };
}
