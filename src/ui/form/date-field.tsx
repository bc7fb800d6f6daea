// SPEC §5 dates with @mantine/dates: typed as MM/dd/yyyy or picked from the calendar, min
// 1900-01-01 by default. The form holds 'YYYY-MM-DD'; text the user leaves that is no date (or
// is out of bounds) is kept as the value, so the schema (dateField) answers with the date error
// instead of the field silently going back to its old date.
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DATE_FORMAT, type DateBounds, isoDate, MIN_DATE, parseUsDate, withinBounds } from '../../domain/validation/date';
import type { FieldProps } from './field-props';

export type DateFieldProps<T extends FieldValues, N extends FieldPath<T>, O> = FieldProps<T, N, O> & DateBounds;

export function DateField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  min = MIN_DATE,
  max,
}: DateFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : '';
  const valid = isoDate(text);
  // While the value is text that is no date, the picker keeps showing the last real one (and
  // the typed text stays in the box: fixOnBlur is off).
  const lastValid = useRef<string | null>(valid);
  if (valid || text === '') lastValid.current = valid;
  const bounds = max ? { min, max } : { min };

  return (
    <DateInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled || field.disabled === true}
      value={valid ?? lastValid.current}
      onChange={(date) => field.onChange(date ?? '')}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        const parsed = parseUsDate(typed);
        if (typed === '') field.onChange('');
        else if (!parsed || !withinBounds(parsed, bounds)) field.onChange(typed);
        field.onBlur();
      }}
      valueFormat={DATE_FORMAT}
      dateParser={parseUsDate}
      minDate={min}
      {...(max ? { maxDate: max } : {})}
      fixOnBlur={false}
      clearable
      // The clear button is an icon: without a name axe counts it a critical fault (WCAG 4.1.2).
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      placeholder={DATE_FORMAT}
      error={fieldState.error?.message}
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
