// A small form built with the kit, for the kit's own component tests.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { renderWithProviders } from '../../../test-utils/render';
import { SchemaForm } from '../schema-form';
import { type SchemaFormApi, type SchemaFormOptions, useSchemaForm } from '../use-schema-form';

export interface HarnessProps<TIn extends FieldValues, TOut extends FieldValues> {
  schema: v.GenericSchema<TIn, TOut>;
  options: SchemaFormOptions<TIn, TOut>;
  fields: (form: SchemaFormApi<TIn, TOut>) => ReactNode;
  onSave: (values: TOut) => Promise<unknown> | undefined;
  onCancel?: () => void;
  onSaved?: () => void;
}

function Harness<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  options,
  fields,
  onSave,
  onCancel,
  onSaved,
}: HarnessProps<TIn, TOut>) {
  const form = useSchemaForm(schema, options);
  return (
    <SchemaForm form={form} label="Test form" onSave={onSave} onCancel={onCancel ?? (() => {})} {...(onSaved ? { onSaved } : {})}>
      {fields(form)}
    </SchemaForm>
  );
}

export function renderForm<TIn extends FieldValues, TOut extends FieldValues>(props: HarnessProps<TIn, TOut>) {
  return renderWithProviders(<Harness {...props} />);
}
