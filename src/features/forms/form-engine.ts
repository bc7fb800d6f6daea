// The form's live rules, worked out once per change for the whole form and handed to each item:
// the renderer tells the engine the inputs' values after every change (and the messages after
// every check); the engine reads them as answers (only the inputs that changed are read again),
// settles which items are shown and required in one pass (src/domain/forms/rules.ts), works out
// each item's view (item-views.ts) and tells only the items whose view changed. No item watches
// the whole form.
import type { Questionnaire } from '../../domain/forms/questionnaire';
import { rulePlan } from '../../domain/forms/rule-plan';
import { type FormState, formState } from '../../domain/forms/rules';
import { type FormLayout, formLayout } from './form-layout';
import { answersReader, type FormValues } from './form-values';
import { type ItemView, itemViews, type Messages } from './item-views';

export interface FormEngine {
  readonly layout: FormLayout;
  /** The form as the inputs make it now (its answers: the shown items', what autosave keeps). */
  readonly state: FormState;
  /** The inputs' values changed. */
  setValues(values: FormValues): void;
  /** The messages changed (react-hook-form's errors: a submit or a check after one). */
  setMessages(messages: Messages): void;
  view(linkId: string): ItemView;
  /** Called when linkId's view changes. */
  subscribe(linkId: string, listener: () => void): () => void;
}

const HIDDEN: ItemView = { shown: false, required: false, error: undefined, text: undefined, summary: undefined };
const NO_MESSAGES: Messages = () => undefined;

export function createFormEngine(questionnaire: Questionnaire, values: FormValues): FormEngine {
  const plan = rulePlan(questionnaire);
  const layout = formLayout(plan);
  const read = answersReader(questionnaire);
  const listeners = new Map<string, Set<() => void>>();
  let current = values;
  let messages = NO_MESSAGES;
  let state = formState(questionnaire, read(values).answers);
  let views = itemViews(plan, layout, state, messages, values).views;

  const refresh = () => {
    const next = itemViews(plan, layout, state, messages, current, views);
    views = next.views;
    for (const linkId of next.changed) for (const listener of listeners.get(linkId) ?? []) listener();
  };

  return {
    layout,
    get state() {
      return state;
    },
    setValues(next) {
      current = next;
      state = formState(questionnaire, read(next).answers);
      refresh();
    },
    setMessages(next) {
      messages = next;
      refresh();
    },
    view: (linkId) => views.get(linkId) ?? HIDDEN,
    subscribe(linkId, listener) {
      let set = listeners.get(linkId);
      if (!set) {
        set = new Set();
        listeners.set(linkId, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
