import { Textarea } from '@mantine/core';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CharacterCount } from './character-count';
import type { FieldProps } from './field-props';

/**
 * A text area (SPEC §5: at least 3 rows). Its line breaks are the user's, so it is not collapsed
 * like a text field; the schema trims it. `max` shows the schema's limit as a counter.
 */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  placeholder,
  rows = 3,
  maxLength,
  max,
}: FieldProps<T, N, O> & { placeholder?: string; rows?: number; maxLength?: number; max?: number }) {
  const { field, fieldState } = useController({ control, name });
  const counterId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const area = (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled || field.disabled === true}
      rows={Math.max(3, rows)}
      resize="vertical"
      maxLength={maxLength}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      aria-describedby={max === undefined ? undefined : counterId}
    />
  );
  if (max === undefined) return area;
  return (
    <div>
      {area}
      <CharacterCount id={counterId} length={value.replace(/\r\n?/g, '\n').trim().length} max={max} />
    </div>
  );
}
