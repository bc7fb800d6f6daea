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
import { formsHistoryRepository } from './forms-history-repository.ts';
import { formsRepository } from './forms-repository.ts';

export interface EncounterFormRow {
  form: PlannedForm;
  questionnaire: ResourceRow<Questionnaire>;
  response: ResourceRow<QuestionnaireResponse> | null;
}

/** Whether a form stays on the encounter's list: a required form and one with answers always do. */
export const staysListed = (f: Pick<EncounterFormRow, 'form' | 'response'>, removed: ReadonlySet<string>): boolean =>
  FORM_LOGIC[f.form.logic].required || f.response !== null || !removed.has(f.form.questionnaireCode);

/** The encounter's listed forms: its plan's, less the optional ones it left out (updateEncounterQuestionnaireList). */
export async function encounterForms(tx: Executor, encounter: ResourceRow<Encounter>): Promise<EncounterFormRow[]> {
  // One after the other: `tx` may be a transaction (e-sign's), whose client runs one query at a time.
  const forms = await planForms(tx, encounter);
  const removed = await formsHistoryRepository.removedForms(tx, encounter.id);
  return forms.filter((f) => staysListed(f, removed));
}

/**
 * The forms the encounter's plan lists, in plan order, with their questionnaires and responses. A
 * form answered against an older version of its questionnaire comes with that version (SPEC §2
 * Form Config: an encounter documented keeps the version it was documented with).
 */
export async function planForms(tx: Executor, encounter: ResourceRow<Encounter>): Promise<EncounterFormRow[]> {
  const plan = await formsRepository.planForEncounter(tx, encounter.content);
  const forms = await formsRepository.listedQuestionnaires(tx, plan);
  const responses = await formsRepository.responsesOfEncounter(tx, encounter.id);
  const byCode = new Map(responses.map((r) => [r.content.questionnaire, r]));
  const rows: EncounterFormRow[] = [];
  // One after the other: `tx` may be a transaction, whose client runs one query at a time.
  for (const { form, questionnaire } of forms) {
    const response = byCode.get(form.questionnaireCode) ?? null;
    rows.push({ form, questionnaire: await documentedVersion(tx, questionnaire, response), response });
  }
  return rows;
}

/** The questionnaire version a response was given against (the current one when it was, or its history lacks it). */
async function documentedVersion(
  tx: Executor,
  current: ResourceRow<Questionnaire>,
  response: ResourceRow<QuestionnaireResponse> | null,
): Promise<ResourceRow<Questionnaire>> {
  const version = response?.content.questionnaireVersion;
  if (!version || version === current.versionId) return current;
  return (await formsRepository.questionnaireAt(tx, current.id, version)) ?? current;
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
