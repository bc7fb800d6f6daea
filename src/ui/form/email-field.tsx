import { TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { EMAIL_MAX } from '../../domain/validation/fields';
import type { FieldProps } from './field-props';

/** An e-mail address, trimmed when the user leaves it (SPEC §5); pair it with emailField() in the schema. */
export function EmailField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      type="email"
      inputMode="email"
      autoComplete="email"
      label={label}
      description={description}
      required={required}
      disabled={disabled || field.disabled === true}
      maxLength={EMAIL_MAX}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        if (value !== value.trim()) field.onChange(value.trim());
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
