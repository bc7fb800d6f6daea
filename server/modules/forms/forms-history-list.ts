// An encounter's own form list (updateEncounterQuestionnaireList). The plan of the visit type
// says which forms are listed; a clinician may leave out optional ones for one encounter. What is
// stored is the forms left out (encounter_form_list), not the forms kept, so a form the plan
// adds later is listed. Whatever is stored, a required form, and a form with saved answers,
// stays listed: the list can never hide what e-sign checks or what was documented.
import { FORM_LOGIC } from '../../../src/domain/forms/form-logic.ts';
import { formStatus } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import { badInput } from '../../errors.ts';
import { type EncounterFormRow, encounterForms, planForms, staysListed } from './encounter-forms.ts';
import type { FormStatusView } from './response-views.ts';

export type ListedForm = EncounterFormRow;

export const MAX_FORM_CODES = 50;
const FORM_CODE = /^[a-z0-9-]{1,60}$/;

export { encounterForms as listedFormsOf, planForms as planFormsOf, staysListed };

export function toFormStatusView(f: ListedForm, encounter: Encounter): FormStatusView {
  return {
    questionnaireCode: f.form.questionnaireCode,
    title: f.questionnaire.content.title,
    required: FORM_LOGIC[f.form.logic].required,
    status: formStatus(f.response?.content, encounter.stateText === 'eSigned'),
    responseId: f.response?.id ?? null,
    responseVersion: f.response?.versionId ?? null,
  };
}

/** The input list of codes: at most MAX_FORM_CODES form codes, duplicates ignored. */
export function parseFormCodes(codes: readonly string[]): Set<string> {
  if (codes.length > MAX_FORM_CODES) throw badInput(`questionnaireCodes can list at most ${MAX_FORM_CODES} forms`, 'questionnaireCodes');
  for (const code of codes) {
    if (!FORM_CODE.test(code)) throw badInput('questionnaireCodes must be form codes', 'questionnaireCodes');
  }
  return new Set(codes);
}

/**
 * The forms to leave out so that the encounter lists `keep`: every code must be one its plan
 * lists; a form left out must be optional and have no saved answers.
 */
export function formsToRemove(planForms: readonly ListedForm[], keep: ReadonlySet<string>): string[] {
  const planned = new Set(planForms.map((f) => f.form.questionnaireCode));
  for (const code of keep) {
    if (!planned.has(code)) throw badInput(`${code} is not one of this encounter's forms.`, 'questionnaireCodes');
  }
  const removed = planForms.filter((f) => !keep.has(f.form.questionnaireCode));
  for (const f of removed) {
    const title = f.questionnaire.content.title;
    if (FORM_LOGIC[f.form.logic].required)
      throw badInput(`${title} is required for this visit and cannot be removed.`, 'questionnaireCodes');
    if (f.response) throw badInput(`${title} has saved answers and cannot be removed; discard them first.`, 'questionnaireCodes');
  }
  return removed.map((f) => f.form.questionnaireCode);
}
