// What each item's piece of the page shows besides the input it holds, worked out once per
// change for the whole form: shown or not, required or not, its message, the text of a
// worked-out or attachment item, and a section's summary. An item whose view did not change
// keeps the same object, so only the items a change touched render again.
import type { Attachment, QuestionnaireItem } from '../../domain/forms/questionnaire';
import { isAnswerable } from '../../domain/forms/questionnaire';
import type { RulePlan } from '../../domain/forms/rule-plan';
import { type FormState, isAnswered } from '../../domain/forms/rules';
import { calculatedAnswer } from '../../domain/forms/submit';
import type { FormLayout, SectionSummary } from './form-layout';
import type { FormValues } from './form-values';

export interface ItemView {
  shown: boolean;
  required: boolean;
  /** The message under the field (SPEC §5), from the last check. */
  error: string | undefined;
  /** A worked-out item's value, or an attachment item's files, as shown. */
  text: string | undefined;
  /** Sections only. */
  summary: SectionSummary | undefined;
}

/** The message of each item now, by linkId (react-hook-form's errors). */
export type Messages = (linkId: string) => string | undefined;

const sameSummary = (a: SectionSummary | undefined, b: SectionSummary | undefined) =>
  a === b || (!!a && !!b && a.questions === b.questions && a.answered === b.answered && a.missing === b.missing && a.errors === b.errors);

const sameView = (a: ItemView, b: ItemView) =>
  a.shown === b.shown && a.required === b.required && a.error === b.error && a.text === b.text && sameSummary(a.summary, b.summary);

function textOf(item: QuestionnaireItem, state: FormState, values: FormValues): string | undefined {
  if (item.calculated) {
    const value = calculatedAnswer(item, state.answers)?.[0];
    return value === undefined ? '' : String(value);
  }
  if (item.type === 'attachment') {
    const files = (values[item.linkId] as Attachment[] | undefined) ?? [];
    return files.length > 0 ? files.map((f) => f.title).join(', ') : 'None';
  }
  return undefined;
}

/**
 * Every item's view for `state`, reusing `previous`'s object where nothing changed; `changed`
 * lists the linkIds whose view is new.
 */
export function itemViews(
  plan: RulePlan,
  layout: FormLayout,
  state: FormState,
  messages: Messages,
  values: FormValues,
  previous?: ReadonlyMap<string, ItemView>,
): { views: Map<string, ItemView>; changed: string[] } {
  const summaries = new Map<string, SectionSummary>();
  for (const section of layout.sections) summaries.set(section, { questions: 0, answered: 0, missing: 0, errors: 0 });
  const views = new Map<string, ItemView>();
  for (const { item } of plan.entries) {
    const shown = state.visible.has(item.linkId);
    const required = state.required.has(item.linkId);
    const error = shown ? messages(item.linkId) : undefined;
    views.set(item.linkId, { shown, required, error, text: textOf(item, state, values), summary: undefined });
    const summary = summaries.get(layout.places.get(item.linkId)?.section ?? '');
    if (!summary || !shown || !isAnswerable(item.type) || item.calculated) continue;
    const answered = isAnswered(state.answers[item.linkId]);
    summary.questions++;
    if (answered) summary.answered++;
    if (required && !answered) summary.missing++;
    if (error) summary.errors++;
  }
  for (const [section, summary] of summaries) {
    const view = views.get(section);
    if (view) view.summary = summary;
  }
  const changed: string[] = [];
  for (const [linkId, view] of views) {
    const before = previous?.get(linkId);
    if (before && sameView(before, view)) views.set(linkId, before);
    else changed.push(linkId);
  }
  return { views, changed };
}
