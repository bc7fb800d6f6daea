// A text field behind a SPEC §5 mask: the form holds the digits, the user sees them through the
// mask while typing, and the caret stays after the digit it was after.
import { TextInput } from '@mantine/core';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { applyMask, caretAfterDigits, maskDigits } from '../../domain/validation/mask';
import type { FieldProps } from './field-props';

export type MaskedFieldProps<T extends FieldValues, N extends FieldPath<T>, O> = FieldProps<T, N, O> & {
  mask: string;
  autoComplete: string;
};

export function MaskedField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
  mask,
  autoComplete,
}: MaskedFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const digits = typeof field.value === 'string' ? maskDigits(field.value, mask) : '';
  const shown = applyMask(digits, mask);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    const at = caretAfterDigits(shown, caret.current);
    input.current.setSelectionRange(at, at);
    caret.current = null;
  }, [shown]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    caret.current = maskDigits(value.slice(0, selectionStart ?? value.length), mask).length;
    field.onChange(maskDigits(value, mask));
  };

  return (
    <TextInput
      ref={(element) => {
        input.current = element;
        field.ref(element);
      }}
      name={field.name}
      label={label}
      description={description}
      required={required}
      disabled={disabled || field.disabled === true}
      value={shown}
      onChange={onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      placeholder={mask.replaceAll('#', '_')}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={mask.length}
    />
  );
}
