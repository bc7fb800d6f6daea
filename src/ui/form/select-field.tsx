import { type ComboboxData, Select } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages';
import type { FieldProps } from './field-props';

/**
 * One choice from a list; the form's value is the option's value ('' when none). A required
 * single select cannot be deselected (SPEC §5). `onValue` hears the user's choice (a field that
 * clears others when it changes). `withinPortal={false}` keeps the options inside a dialog's tree
 * (its focus trap and its queries), for a short list that fits.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  data,
  searchable = false,
  placeholder,
  onValue,
  withinPortal = true,
}: FieldProps<T, N, O> & {
  data: ComboboxData;
  searchable?: boolean;
  placeholder?: string;
  onValue?: (value: string) => void;
  withinPortal?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === '' || field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled || field.disabled === true}
      data={data}
      value={value}
      onChange={(next) => {
        field.onChange(next ?? '');
        onValue?.(next ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable={searchable}
      clearable={!required}
      allowDeselect={!required}
      nothingFoundMessage={MESSAGES.noData}
      comboboxProps={{ withinPortal }}
    />
  );
}
