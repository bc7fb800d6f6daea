// The demographics form's plain fields on react-hook-form's controller (src/ui/form's pattern,
// the schema's message under the field): text (SPEC §5: trimmed and collapsed on blur), select,
// text area (3 rows), checkbox and a Yes/No choice.
import { Checkbox, type ComboboxData, Group, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import type { FieldProps } from '../../../ui/form/field-props';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  autoComplete,
}: FieldProps<T, N, O> & { autoComplete?: string }) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      value={value}
      autoComplete={autoComplete}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        if (tidy(value) !== value) field.onChange(tidy(value));
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  data,
  onValue,
}: FieldProps<T, N, O> & { data: ComboboxData; onValue?: (value: string) => void }) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
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
      onChange={(next) => {
        field.onChange(next ?? '');
        onValue?.(next ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      clearable={!required}
      allowDeselect={!required}
      searchable
      nothingFoundMessage={MESSAGES.noData}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function TextareaField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  description,
  disabled = false,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      disabled={disabled}
      rows={3}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  disabled = false,
  onValue,
}: FieldProps<T, N, O> & { onValue?: (checked: boolean) => void }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      disabled={disabled}
      checked={field.value === true}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        onValue?.(event.currentTarget.checked);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** One of a few options as radio buttons (a required single choice cannot be deselected, SPEC §5). */
export function ChoiceField<T extends FieldValues, N extends FieldPath<T>, O = T>({
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
            disabled={disabled}
            ref={i === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
