// The form kit's missing pieces for the coverage forms: a select, a text and an amount field on
// react-hook-form's controller, with the schema's message under the field (src/ui/form's pattern).
import { type ComboboxData, NumberInput, Select, TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import type { FieldProps } from '../../../ui/form/field-props';

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
}: FieldProps<T, N, O> & { data: ComboboxData; searchable?: boolean; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === '' || field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      data={data}
      value={value}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable={searchable}
      clearable={!required}
      allowDeselect={!required}
      placeholder={placeholder}
      nothingFoundMessage={MESSAGES.noData}
    />
  );
}

export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A number: dollars (prefix $), a percent (suffix %) or a count; empty stays empty. */
export function AmountField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  prefix,
  suffix,
  decimalScale = 0,
}: FieldProps<T, N, O> & { prefix?: string; suffix?: string; decimalScale?: number }) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'number' || typeof field.value === 'string' ? field.value : '';
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      value={value}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      allowNegative={false}
      decimalScale={decimalScale}
      thousandSeparator=","
      hideControls
      {...(prefix ? { prefix } : {})}
      {...(suffix ? { suffix } : {})}
    />
  );
}
