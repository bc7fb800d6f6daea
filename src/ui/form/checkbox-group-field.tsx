import { Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './field-props';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** The option's accessible description (e.g. what an event means). */
  description?: string;
}

/** Any number of options as checkboxes; the form's value is the checked options' values, in the options' order. */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  options,
}: FieldProps<T, N, O> & { options: readonly CheckboxOption[] }) {
  const { field, fieldState } = useController({ control, name });
  const checked: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Checkbox.Group
      label={label}
      description={description}
      required={required}
      value={checked}
      onChange={(next) => field.onChange(options.map((o) => o.value).filter((v) => next.includes(v)))}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt={6}>
        {options.map((o, i) => (
          <Checkbox
            key={o.value}
            value={o.value}
            label={o.label}
            description={o.description}
            disabled={disabled || field.disabled === true}
            ref={i === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
