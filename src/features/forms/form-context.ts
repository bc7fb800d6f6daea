// What every item of the form renderer shares (all of it fixed while the form is open), and the
// hooks through which an item hears only its own view and its own place in the page.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Answers } from '../../domain/forms/questionnaire';
import type { FormEngine } from './form-engine';
import type { FormValues } from './form-values';
import type { ItemView } from './item-views';
import type { MountBudget } from './mount-budget';

export type Form = UseFormReturn<FormValues, unknown, Answers>;

export interface FormContextValue {
  form: Form;
  engine: FormEngine;
  budget: MountBudget;
  readOnly: boolean;
  /** The answers last submitted (the wound status toggle is disabled once a resolved date was saved). */
  saved: Answers;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('form items are rendered inside FormRenderer');
  return value;
}

/** The item's view; the item renders again only when it changes. */
export function useItemView(engine: FormEngine, linkId: string): ItemView {
  const subscribe = useCallback((listener: () => void) => engine.subscribe(linkId, listener), [engine, linkId]);
  return useSyncExternalStore(subscribe, () => engine.view(linkId));
}

/** Whether the item is in the page yet (items outside any section always are). */
export function useInPage(engine: FormEngine, budget: MountBudget, linkId: string): boolean {
  const place = engine.layout.places.get(linkId);
  const subscribe = useCallback((listener: () => void) => (place ? budget.subscribe(listener) : () => {}), [budget, place]);
  return useSyncExternalStore(subscribe, () => !place || place.index < budget.limit(place.section));
}
