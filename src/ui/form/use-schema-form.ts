// THE form hook (STYLE rule 8: react-hook-form is wrapped once). A form is its valibot schema
// from src/domain (the same one the server parses), so the fields say what the server would
// say; the server's own refusals land on the field they name (DESIGN §8), anything else
// becomes the form's error with the SPEC §8 words; and the last save's outcome drives the form
// footer's success/error overlay (SPEC §2).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type BaseSyntheticEvent, useCallback, useMemo, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { formFieldFor, schemaFieldPaths, serverErrorOf } from '../../domain/validation/server-errors';

/** The last save: its result and a sequence number (each save shows its own overlay). */
export type SaveOutcome = { status: 'success' | 'error'; seq: number } | null;

export interface SchemaFormApi<TIn extends FieldValues, TOut extends FieldValues> extends UseFormReturn<TIn, unknown, TOut> {
  /** A server error that names no field of this form, in the words to show. */
  formError: string | null;
  outcome: SaveOutcome;
  /** Puts `error` on the field it names (focusing it), else makes it the form's error. */
  showServerError: (error: unknown) => void;
  /** A submit handler: validates, runs `save` with the parsed values, and records the outcome; a rejected save is shown, not thrown. */
  submitWith: (save: (values: TOut) => Promise<unknown> | undefined) => (event?: BaseSyntheticEvent) => Promise<void>;
}

export type SchemaFormOptions<TIn extends FieldValues, TOut extends FieldValues> = Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'>;

export function useSchemaForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: v.GenericSchema<TIn, TOut>,
  options: SchemaFormOptions<TIn, TOut> = {},
): SchemaFormApi<TIn, TOut> {
  // 'onTouched': a field speaks once the user has left it, then on every change.
  const form = useForm<TIn, unknown, TOut>({ mode: 'onTouched', ...options, resolver: valibotResolver(schema) });
  const fields = useMemo(() => schemaFieldPaths(schema), [schema]);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const { setError, handleSubmit } = form;

  const showServerError = useCallback(
    (error: unknown) => {
      const { path, message } = serverErrorOf(error);
      const field = formFieldFor(path, fields);
      if (field) setError(field as FieldPath<TIn>, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    },
    [fields, setError],
  );

  const submitWith = useCallback(
    (save: (values: TOut) => Promise<unknown> | undefined) =>
      handleSubmit(async (values) => {
        setFormError(null);
        try {
          await save(values);
          setOutcome((last) => ({ status: 'success', seq: (last?.seq ?? 0) + 1 }));
        } catch (error) {
          showServerError(error);
          setOutcome((last) => ({ status: 'error', seq: (last?.seq ?? 0) + 1 }));
        }
      }),
    [handleSubmit, showServerError],
  );

  return { ...form, formError, outcome, showServerError, submitWith };
}
