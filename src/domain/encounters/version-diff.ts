// What changed between two signed versions of an encounter (SPEC §2 /encounters-review: the
// reviewer sees version 2 and what the amendment changed): per form, in the form's own order,
// each question whose answers differ, as a reader sees them (answer-display.ts).
import { displayAnswer } from '../forms/answer-display';
import { type Answers, type AnswerValue, isAnswerable, type Questionnaire, walkItems } from '../forms/questionnaire';

/** One form of the two versions: its answers in each (undefined: not filled in that version). */
export interface VersionForm {
  questionnaire: Questionnaire;
  before: Answers | undefined;
  after: Answers | undefined;
}

export interface AnswerChange {
  formCode: string;
  formTitle: string;
  linkId: string;
  question: string;
  /** The answers as shown, '' when there was none. */
  before: string;
  after: string;
  kind: 'added' | 'removed' | 'changed';
}

const shown = (values: readonly AnswerValue[] | undefined, show: (v: AnswerValue) => string): string => (values ?? []).map(show).join(', ');

/** Every changed answer of `forms`, in form order then question order (times in `zone`). */
export function diffVersions(forms: readonly VersionForm[], zone: string): AnswerChange[] {
  const changes: AnswerChange[] = [];
  for (const { questionnaire, before, after } of forms) {
    for (const { item } of walkItems(questionnaire.items)) {
      if (!isAnswerable(item.type)) continue;
      const show = (v: AnswerValue) => displayAnswer(item, v, zone);
      const was = shown(before?.[item.linkId], show);
      const is = shown(after?.[item.linkId], show);
      if (was === is) continue;
      changes.push({
        formCode: questionnaire.code,
        formTitle: questionnaire.title,
        linkId: item.linkId,
        question: item.text,
        before: was,
        after: is,
        kind: was === '' ? 'added' : is === '' ? 'removed' : 'changed',
      });
    }
  }
  return changes;
}
