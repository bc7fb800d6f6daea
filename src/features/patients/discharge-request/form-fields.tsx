// The discharge request form's own fields over react-hook-form (the kit has no select or free text
// field yet): a single choice (SPEC §5 'required single-select cannot be deselected') and free
// text that trims and collapses its whitespace when the user leaves it (SPEC §5).
import { Select, Textarea, TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from '../../../ui/form/field-props';

export function ChoiceField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  options,
  placeholder,
}: FieldProps<T, N, O> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled || field.disabled === true}
      data={[...options]}
      value={value}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      allowDeselect={!required}
      clearable={!required}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const tidy = (text: string): string => text.trim().replace(/\s+/g, ' ');

export function FreeTextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  maxLength,
  multiline = false,
}: FieldProps<T, N, O> & { maxLength: number; multiline?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const common = {
    ref: field.ref,
    name: field.name,
    label,
    description,
    required,
    disabled: disabled || field.disabled === true,
    maxLength,
    value,
    error: fieldState.error?.message,
    onBlur: () => {
      if (value !== tidy(value)) field.onChange(tidy(value));
      field.onBlur();
    },
  };
  // SPEC §5: a text area shows 3 rows.
  return multiline ? (
    <Textarea {...common} rows={3} onChange={(event) => field.onChange(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => field.onChange(event.currentTarget.value)} />
  );
}
