// SPEC §5 'Time hh:mm a': a time typed as hours, minutes and AM/PM (Mantine's TimePicker in 12 h
// format); the form holds 'HH:mm' (24 h), '' when none. Each part has its own name (the label
// and the part), and the error is tied to the hours, where the focus goes.
// `onValue` replaces the plain change when the change must move more than this field (a slot's
// duration follows its times, availability-changes.ts updateSlot).
import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { type MouseEvent, useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './field-props';

/**
 * A press on an hour or minute that already has the focus keeps the selection Mantine gave it (on
 * the focus, and again on the click): Chromium would otherwise drop it after the click, when the
 * press lands inside it, and the first digit typed would go beside the old ones instead of over
 * them (Tab into the hour, a click on it, '0930': the '0' made '008' and moved on to the minutes).
 * The press goes no further, as Mantine's own handler has it.
 */
const keepSelection = (event: MouseEvent<HTMLInputElement>) => {
  event.stopPropagation();
  if (document.activeElement === event.currentTarget) event.preventDefault();
};

export function TimeField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  clearable = false,
  onValue,
}: FieldProps<T, N, O> & { clearable?: boolean; onValue?: (time: string) => void }) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <TimePicker
      id={id}
      label={label}
      description={description}
      required={required}
      disabled={disabled || field.disabled === true}
      format="12h"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(time) => (onValue ? onValue(time) : field.onChange(time))}
      onBlur={field.onBlur}
      hoursRef={field.ref}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      hoursInputLabel={`${label} hour`}
      minutesInputLabel={`${label} minute`}
      amPmInputLabel={`${label} AM or PM`}
      hoursInputProps={{
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        onMouseDown: keepSelection,
      }}
      minutesInputProps={{ onMouseDown: keepSelection }}
      error={error}
      w={{ base: '100%', xs: 150 }}
    />
  );
}
