// Any number of choices from a list (SPEC §2 'multi-select'; §5 a refusal shows on the field),
// searchable; the form's value is the chosen values, in the order picked. On select-field.tsx's
// pattern; `withinPortal={false}` keeps the options inside a dialog's tree.
import { type ComboboxData, MultiSelect } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages';
import type { FieldProps } from './field-props';

export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  data,
  placeholder,
  withinPortal = true,
}: FieldProps<T, N, O> & { data: ComboboxData; placeholder?: string; withinPortal?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={value.length === 0 ? placeholder : undefined}
      required={required}
      disabled={disabled || field.disabled === true}
      data={data}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={MESSAGES.noData}
      comboboxProps={{ withinPortal }}
    />
  );
}
