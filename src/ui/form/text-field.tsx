import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CharacterCount } from './character-count';
import type { FieldProps } from './field-props';
import { tidyText } from './tidy';

/**
 * One line of text, tidied when the user leaves it (SPEC §5). `max` shows the schema's limit as a
 * counter under the field; `maxLength` stops typing at a hard limit.
 */
export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  placeholder,
  autoComplete,
  maxLength,
  max,
}: FieldProps<T, N, O> & { placeholder?: string; autoComplete?: string; maxLength?: number; max?: number }) {
  const { field, fieldState } = useController({ control, name });
  const counterId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const input = (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled || field.disabled === true}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        if (tidyText(value) !== value) field.onChange(tidyText(value));
        field.onBlur();
      }}
      error={fieldState.error?.message}
      aria-describedby={max === undefined ? undefined : counterId}
    />
  );
  if (max === undefined) return input;
  return (
    <div>
      {input}
      <CharacterCount id={counterId} length={tidyText(value).length} max={max} />
    </div>
  );
}
