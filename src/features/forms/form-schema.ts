// The valibot schema of one questionnaire, for react-hook-form (valibotResolver). Required-ness
// and visibility depend on other answers, so one check looks at the whole form: it reads the
// inputs as answers (form-values.ts), works out which items are shown and required
// (src/domain/forms/rules.ts) and reports, per shown item, SPEC §5's message at its linkId.
// A hidden item is never checked, so it never blocks submit. The output is the answers kept:
// hidden items' answers dropped.
import * as v from 'valibot';
import { answerError } from '../../domain/forms/answers';
import type { Answers, Questionnaire } from '../../domain/forms/questionnaire';
import { isAnswerable, walkItems } from '../../domain/forms/questionnaire';
import { formState } from '../../domain/forms/rules';
import { type FormValues, toAnswers } from './form-values';

/** Every message of the form now, by linkId (empty when it may be submitted). */
export function formErrors(questionnaire: Questionnaire, values: FormValues): Record<string, string> {
  const { answers, unreadable } = toAnswers(questionnaire, values);
  const state = formState(questionnaire, answers);
  const errors: Record<string, string> = {};
  for (const { item } of walkItems(questionnaire.items)) {
    if (!isAnswerable(item.type) || item.calculated || !state.visible.has(item.linkId)) continue;
    const message = unreadable[item.linkId] ?? answerError(item, answers[item.linkId], state.required.has(item.linkId));
    if (message) errors[item.linkId] = message;
  }
  return errors;
}

export function questionnaireSchema(questionnaire: Questionnaire) {
  return v.pipe(
    v.custom<FormValues>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const [linkId, message] of Object.entries(formErrors(questionnaire, values))) {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: linkId, value: values[linkId] }],
        });
      }
    }),
    v.transform((values): Answers => formState(questionnaire, toAnswers(questionnaire, values).answers).answers),
  );
}
