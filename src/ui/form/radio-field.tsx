import { Group, Radio } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './field-props';

/** One of a few options as radio buttons (a required single choice cannot be deselected, SPEC §5). */
export function RadioField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  options,
}: FieldProps<T, N, O> & { options: readonly { value: string; label: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Radio.Group
      name={field.name}
      label={label}
      description={description}
      required={required}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(next) => field.onChange(next)}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={4}>
        {options.map((o, i) => (
          <Radio
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={disabled || field.disabled === true}
            ref={i === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
