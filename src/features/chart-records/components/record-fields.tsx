// The fields of the chart records' forms, bound to useSchemaForm's control: a one-line text, a
// text area with its character counter (SPEC §5 text area; at least 3 rows), and a select. Their rules are
// the schemas' (src/domain/chart/chart-record-input.ts); these only show them.
import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from '../../../ui/form/field-props';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'n / max': what the schema will count (the text trimmed, as the server keeps it). */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <Text id={id} size="xs" c={over ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </Text>
  );
}

export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  max,
  placeholder,
}: FieldProps<T, N, O> & { max: number; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  const counterId = useId();
  const value = asText(field.value);
  return (
    <div>
      <TextInput
        ref={field.ref}
        name={field.name}
        label={label}
        description={description}
        placeholder={placeholder}
        required={required}
        disabled={disabled || field.disabled === true}
        value={value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        // SPEC §5: leading space trimmed and whitespace collapsed when the user leaves the field.
        onBlur={() => {
          const clean = value.trim().replace(/\s+/g, ' ');
          if (clean !== value) field.onChange(clean);
          field.onBlur();
        }}
        error={fieldState.error?.message}
        aria-describedby={counterId}
      />
      <Counter id={counterId} length={value.trim().replace(/\s+/g, ' ').length} max={max} />
    </div>
  );
}

export function TextAreaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  max,
  placeholder,
}: FieldProps<T, N, O> & { max: number; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  const counterId = useId();
  const value = asText(field.value);
  return (
    <div>
      <Textarea
        ref={field.ref}
        name={field.name}
        label={label}
        description={description}
        placeholder={placeholder}
        required={required}
        disabled={disabled || field.disabled === true}
        value={value}
        rows={4}
        resize="vertical"
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        aria-describedby={counterId}
      />
      <Counter id={counterId} length={value.replace(/\r\n?/g, '\n').trim().length} max={max} />
    </div>
  );
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  data,
  placeholder,
}: FieldProps<T, N, O> & { data: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  const value = asText(field.value);
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled || field.disabled === true}
      data={data.map((d) => ({ value: d.value, label: d.label }))}
      value={value || null}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      // SPEC §5: a required single select cannot be deselected.
      allowDeselect={!required}
      clearable={!required}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
