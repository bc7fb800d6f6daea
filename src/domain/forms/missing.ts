// What e-sign refuses for (SPEC §3 "Missing answers", §4 e-sign): per required form of the
// encounter, the required answers still missing. The same rule on the server (esignEncounter,
// MissingAnswers) and on the device (the visit screen lists them before queuing an e-sign).
import type { Answers, Questionnaire } from './questionnaire';
import { missingItems } from './rules';

export interface MissingAnswerCondition {
  /** The item's linkId. */
  id: string;
  /** Where it is: its groups and its text, joined with ' › '. */
  name: string;
  linkIds: string[];
}

/** One required form with answers missing: id is the form's code. */
export interface MissingAnswer {
  id: string;
  title: string;
  conditions: MissingAnswerCondition[];
}

export interface EncounterForm {
  code: string;
  required: boolean;
  questionnaire: Questionnaire;
  /** The form's latest answers; undefined when not started (it then misses every required answer). */
  answers: Answers | undefined;
}

export const NAME_SEPARATOR = ' › ';

export function missingAnswers(forms: readonly EncounterForm[]): MissingAnswer[] {
  return forms.flatMap(({ code, required, questionnaire, answers }) => {
    if (!required) return [];
    const missing = missingItems(questionnaire, answers ?? {});
    if (missing.length === 0) return [];
    return [
      {
        id: code,
        title: questionnaire.title,
        conditions: missing.map((m) => ({ id: m.linkId, name: [...m.path, m.text].join(NAME_SEPARATOR), linkIds: [m.linkId] })),
      },
    ];
  });
}
