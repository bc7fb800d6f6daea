// What a save keeps of the answers a device sends for a form (issue 4): only answers of items
// that hold one, each a list of values that fit the item (answers.ts), the values of hidden
// items dropped (rules.ts), and worked-out values (the wound area) computed here, whatever the
// device sent for them. Pure: the server runs it on every save; the renderer can run it too.
import { answerError, woundArea } from './answers';
import { type Answers, type AnswerValue, isAnswerable, type Questionnaire, type QuestionnaireItem, walkItems } from './questionnaire';
import { formState } from './rules';

export type CleanResult = { ok: true; answers: Answers } | { ok: false; linkId: string; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A quantity's number (or a plain number), for worked-out values. */
const numberOf = (value: AnswerValue | undefined): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'value' in value ? value.value : null;

/** A worked-out item's value from the other answers (the wound area), or null while it cannot be worked out. */
export function calculatedAnswer(item: QuestionnaireItem, answers: Answers): readonly AnswerValue[] | null {
  if (item.calculated !== 'wound-area') return null;
  // The area sits beside its length and width: w1-area ← w1-length × w1-width.
  const prefix = item.linkId.replace(/area$/, '');
  const area = woundArea(numberOf(answers[`${prefix}length`]?.[0]), numberOf(answers[`${prefix}width`]?.[0]));
  return area === null ? null : [area];
}

/**
 * Checks `raw` (answers by linkId, as the device sent them) against the questionnaire: unknown
 * linkIds, items that hold no answer, and values that do not fit are refused with the linkId and
 * SPEC §5's message; otherwise the answers as kept (hidden items dropped, worked-out values set).
 */
export function cleanAnswers(questionnaire: Questionnaire, raw: unknown): CleanResult {
  if (!isPlainObject(raw)) return { ok: false, linkId: 'answers', message: 'answers must map linkIds to lists of values' };
  const items = new Map([...walkItems(questionnaire.items)].map(({ item }) => [item.linkId, item]));
  const given: Record<string, readonly AnswerValue[]> = {};
  for (const [linkId, values] of Object.entries(raw)) {
    const item = items.get(linkId);
    if (!item || !isAnswerable(item.type)) return { ok: false, linkId, message: `${linkId} is not a question of this form` };
    if (!Array.isArray(values)) return { ok: false, linkId, message: `${linkId} must be a list of values` };
    if (values.length === 0) continue;
    const message = answerError(item, values as AnswerValue[], false);
    if (message) return { ok: false, linkId, message };
    given[linkId] = values as AnswerValue[];
  }
  for (const item of items.values()) {
    const value = calculatedAnswer(item, given);
    if (value) given[item.linkId] = value;
    else if (item.calculated) delete given[item.linkId];
  }
  return { ok: true, answers: formState(questionnaire, given).answers };
}
