import { Checkbox } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './field-props';

/** A yes/no box; `onValue` hears the user's change. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  disabled = false,
  onValue,
}: Omit<FieldProps<T, N, O>, 'required' | 'description'> & { onValue?: (checked: boolean) => void }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      disabled={disabled || field.disabled === true}
      checked={field.value === true}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        onValue?.(event.currentTarget.checked);
      }}
      onBlur={field.onBlur}
    />
  );
}
