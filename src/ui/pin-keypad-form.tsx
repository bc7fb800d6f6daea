import { Button, PasswordInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './pin-keypad.module.css';
import type { PinEntryView, PinKeypadLink } from './pin-keypad-entry';
import { PinKeypadBottomLink } from './pin-keypad-message';

export interface PinFormProps {
  entry: PinEntryView;
  label: string;
  labelledBy: string | undefined;
  description: ReactNode;
  submitLabel: string;
  bottomLink: PinKeypadLink | undefined;
  autoFocus: boolean;
}

/**
 * The desktop layout: one password-style numeric field with its show/hide toggle, and Enter.
 * The field takes only digits, up to the maximum; anything else is refused with a message.
 */
export function PinForm({ entry, label, labelledBy, description, submitLabel, bottomLink, autoFocus }: PinFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  return (
    <form
      className={classes.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        entry.submit();
      }}
    >
      <PasswordInput
        ref={inputRef}
        label={label}
        description={description}
        size="lg"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={entry.value}
        onChange={(event) => entry.change(event.currentTarget.value)}
        visible={entry.visible}
        onVisibilityChange={entry.setVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': entry.visible ? 'Hide PIN' : 'Show PIN' }}
        error={entry.message}
        errorProps={{ role: 'alert' }}
        disabled={entry.disabled}
        readOnly={entry.busy}
        data-autofocus={autoFocus || undefined}
        classNames={{ innerInput: classes.formInput }}
      />
      <Button type="submit" size="lg" fullWidth disabled={!entry.ready || entry.disabled} loading={entry.busy}>
        {submitLabel}
      </Button>
      <PinKeypadBottomLink link={bottomLink} />
    </form>
  );
}
