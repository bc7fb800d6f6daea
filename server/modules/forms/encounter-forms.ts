// An encounter's forms as its plan lists them, each with its questionnaire and response, and
// what e-sign would refuse for: shared by the responses service (GetEncounterFormStatus,
// MissingAnswers, the narrative) and e-sign (esignEncounter checks inside its transaction).
import { FORM_LOGIC, type PlannedForm } from '../../../src/domain/forms/form-logic.ts';
import { type MissingAnswer, missingAnswers } from '../../../src/domain/forms/missing.ts';
import type { Questionnaire } from '../../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { formsRepository } from './forms-repository.ts';

export interface EncounterFormRow {
  form: PlannedForm;
  questionnaire: ResourceRow<Questionnaire>;
  response: ResourceRow<QuestionnaireResponse> | null;
}

/** The encounter's listed forms, in plan order, with their questionnaires and responses. */
export async function encounterForms(tx: Executor, encounter: ResourceRow<Encounter>): Promise<EncounterFormRow[]> {
  const [forms, responses] = await Promise.all([
    formsRepository.planForEncounter(tx, encounter.content).then((plan) => formsRepository.listedQuestionnaires(tx, plan)),
    formsRepository.responsesOfEncounter(tx, encounter.id),
  ]);
  const byCode = new Map(responses.map((r) => [r.content.questionnaire, r]));
  return forms.map(({ form, questionnaire }) => ({ form, questionnaire, response: byCode.get(form.questionnaireCode) ?? null }));
}

/** Per required form, the required answers still missing (a form not started misses them all). */
export function missingOf(forms: readonly EncounterFormRow[]): MissingAnswer[] {
  return missingAnswers(
    forms.map(({ form, questionnaire, response }) => ({
      code: form.questionnaireCode,
      required: FORM_LOGIC[form.logic].required,
      questionnaire: questionnaire.content,
      answers: response?.content.answers,
    })),
  );
}
