// The form renderer (issue 4): any questionnaire, every item type, nested groups, with the
// visibility and required rules applied live as the clinician answers (a hidden item is not in
// the page and never blocks submit), SPEC §5's messages, text trimmed and whitespace collapsed
// on blur, dates as MM/DD/YYYY and times as hh:mm AM. react-hook-form holds the inputs; the
// valibot schema of form-schema.ts checks them, every item, folded or not. onChange hears the
// answers after every change (autosave); onSubmit gets the answers kept once the form is valid.
// A long form opens with what is on screen first (form-layout.ts, mount-budget.ts), and its rules
// are worked out once per change for the whole form (form-engine.ts), not per field.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldErrors, useForm, useFormState } from 'react-hook-form';
import type { Answers, Questionnaire } from '../../domain/forms/questionnaire';
import { FormContext, type FormContextValue } from './form-context';
import { createFormEngine } from './form-engine';
import { ItemNode } from './form-items';
import { isSection, openingLayout, sectionOf } from './form-layout';
import { questionnaireSchema } from './form-schema';
import { FormSection } from './form-section';
import { type FormValues, toFormValues } from './form-values';
import { createMountBudget } from './mount-budget';

export interface FormRendererProps {
  questionnaire: Questionnaire;
  /** The answers to start from (a draft, or the previous visit's for interval history). */
  answers: Answers;
  onSubmit: (answers: Answers) => void | Promise<void>;
  /** Every change, with the answers kept (hidden items' dropped). */
  onChange?: (answers: Answers) => void;
  submitLabel?: string;
  readOnly?: boolean;
  /** The answers last submitted (the wound status toggle is disabled once a resolved date was saved). */
  savedAnswers?: Answers;
  /** A question to go to (e-sign's missing answers link here): its section unfolds, the cursor goes in it. */
  revealField?: string | null;
}

const NO_ANSWERS: Answers = {};

/** Scrolls to the question `linkId` and puts the cursor in it. */
function goToQuestion(linkId: string) {
  const target = document.querySelector<HTMLElement>(`[data-link-id="${CSS.escape(linkId)}"]`);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus({ preventScroll: true });
}

const messageOf = (errors: FieldErrors<FormValues>) => (linkId: string) => {
  const message = errors[linkId]?.message;
  return typeof message === 'string' ? message : undefined;
};

export function FormRenderer({
  questionnaire,
  answers,
  onSubmit,
  onChange,
  submitLabel = 'Save',
  readOnly = false,
  savedAnswers = NO_ANSWERS,
  revealField = null,
}: FormRendererProps) {
  const schema = useMemo(() => questionnaireSchema(questionnaire), [questionnaire]);
  const [defaultValues] = useState(() => toFormValues(questionnaire, answers));
  const form = useForm<FormValues, unknown, Answers>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Messages can sit in folded sections: the renderer unfolds them and goes to the first (onInvalid).
    shouldFocusError: false,
  });
  const engine = useMemo(() => createFormEngine(questionnaire, form.getValues()), [questionnaire, form]);
  const [opening] = useState(() => openingLayout(engine.layout, engine.state, revealField));
  const [open, setOpen] = useState(opening.open);
  const budget = useMemo(() => createMountBudget(engine.layout.sizes, opening.through), [engine, opening]);
  useEffect(() => {
    budget.start();
    return budget.stop;
  }, [budget]);

  // The rules once per change, and autosave. Only real changes are reported: a re-render (a
  // submit's validation, say) with the same answers is not one, so autosave never writes after
  // the form was submitted.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    let reported = JSON.stringify(engine.state.answers);
    const stopValues = form.subscribe({
      formState: { values: true },
      callback: () => {
        engine.setValues(form.getValues());
        const now = JSON.stringify(engine.state.answers);
        if (now === reported) return;
        reported = now;
        changed.current?.(engine.state.answers);
      },
    });
    const stopErrors = form.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => engine.setMessages(messageOf(errors ?? {})),
    });
    return () => {
      stopValues();
      stopErrors();
    };
  }, [engine, form]);

  // Unfolds the section of `linkId`, puts the item in the page, then (after the render) goes to it.
  const [target, setTarget] = useState<{ linkId: string } | null>(null);
  const reveal = useCallback(
    (linkIds: readonly string[]) => {
      const first = linkIds[0];
      if (first === undefined) return;
      setOpen((now) => {
        const sections = linkIds.flatMap((id) => sectionOf(engine.layout, id) ?? []);
        return sections.every((s) => now.has(s)) ? now : new Set([...now, ...sections]);
      });
      for (const linkId of linkIds) {
        const place = engine.layout.places.get(linkId);
        if (place) budget.reach(place.section, place.index);
      }
      setTarget({ linkId: first });
    },
    [engine, budget],
  );
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!revealField || revealField === revealed.current) return;
    revealed.current = revealField;
    reveal([revealField]);
  }, [revealField, reveal]);
  useEffect(() => {
    if (target) goToQuestion(target.linkId);
  }, [target]);

  const openNow = useRef(open);
  openNow.current = open;
  const toggle = useCallback(
    (section: string) => {
      const opening = !openNow.current.has(section);
      if (opening) budget.open(section);
      else budget.close(section);
      setOpen((now) => {
        const next = new Set(now);
        if (opening) next.add(section);
        else next.delete(section);
        return next;
      });
    },
    [budget],
  );

  // A submit with messages: every message is in the page (its section unfolded), the cursor in the first.
  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const message = messageOf(errors);
    reveal(engine.layout.linkIds.filter((linkId) => engine.state.visible.has(linkId) && message(linkId)));
  };

  const shared = useMemo<FormContextValue>(
    () => ({ form, engine, budget, readOnly, saved: savedAnswers }),
    [form, engine, budget, readOnly, savedAnswers],
  );
  return (
    <FormContext.Provider value={shared}>
      <form noValidate aria-label={questionnaire.title} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        <Stack gap="md">
          {questionnaire.items.map((item) =>
            isSection(item, 1) ? (
              <FormSection key={item.linkId} item={item} open={open.has(item.linkId)} onToggle={toggle} />
            ) : (
              <ItemNode key={item.linkId} item={item} />
            ),
          )}
          {readOnly ? null : (
            <Group>
              <SubmitButton control={form.control} label={submitLabel} />
            </Group>
          )}
        </Stack>
      </form>
    </FormContext.Provider>
  );
}

function SubmitButton({ control, label }: { control: Control<FormValues, unknown, Answers>; label: string }) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" loading={isSubmitting}>
      {label}
    </Button>
  );
}
