import { NumberInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './field-props';

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
      disabled={disabled || field.disabled === true}
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
