import { ActionIcon, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconBackspace, IconEye, IconEyeOff } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './pin-keypad.module.css';
import type { PinEntryView, PinKeypadLink } from './pin-keypad-entry';
import { PinKeypadBottomLink, PinKeypadMessage } from './pin-keypad-message';

export interface PinPadProps {
  entry: PinEntryView;
  label: string;
  labelledBy: string | undefined;
  description: ReactNode;
  submitLabel: string;
  bottomLink: PinKeypadLink | undefined;
  autoFocus: boolean;
}

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** What a screen reader hears about the PIN: how many digits, or the digits when shown. */
function spokenPin(label: string, value: string, visible: boolean): string {
  if (value.length === 0) return `${label}: no digits entered`;
  if (visible) return `${label}: ${value.split('').join(' ')}`;
  return `${label}: ${value.length} ${value.length === 1 ? 'digit' : 'digits'} entered`;
}

/**
 * The phone and tablet layout: the PIN as dots above a 3×4 grid of large keys (1-9, delete, 0,
 * Enter). The panel itself holds the focus, so a physical keyboard's digits, Backspace and Enter
 * work too; tapping a key keeps the focus on the panel for the same reason.
 */
export function PinPad({ entry, label, labelledBy, description, submitLabel, bottomLink, autoFocus }: PinPadProps) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const descriptionId = useId();
  const messageId = useId();
  const locked = entry.busy || entry.disabled;

  useEffect(() => {
    if (autoFocus) rootRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
    rootRef.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      entry.pressDigit(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      entry.deleteDigit();
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      // Enter on a focused key (reached with Tab) presses that key, as any button does.
      event.preventDefault();
      entry.submit();
    }
  };

  const slots = Math.max(entry.limits.minLength, entry.value.length);
  const describedBy = [description ? descriptionId : null, entry.message ? messageId : null].filter(Boolean).join(' ');

  return (
    // The fieldset takes the keys typed while any part of the keypad has the focus.
    <fieldset
      ref={rootRef}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy || undefined}
      tabIndex={-1}
      className={classes.pad}
      onKeyDown={onKeyDown}
      data-autofocus={autoFocus || undefined}
      data-disabled={entry.disabled || undefined}
    >
      {description ? (
        <Text id={descriptionId} c="dimmed" className={classes.description}>
          {description}
        </Text>
      ) : null}

      <div className={classes.display}>
        <div className={classes.slots} aria-hidden="true" data-many={slots > 8 || undefined}>
          {Array.from({ length: slots }, (_, index) => {
            const digit = entry.value[index];
            const shown = entry.visible && digit !== undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position in the PIN.
              <span key={index} className={classes.slot} data-filled={digit !== undefined || undefined} data-digit={shown || undefined}>
                {shown ? digit : null}
              </span>
            );
          })}
        </div>
        <ActionIcon
          className={classes.toggle}
          variant="subtle"
          color="gray.8"
          size={48}
          radius="md"
          aria-pressed={entry.visible}
          aria-label={entry.visible ? 'Hide PIN' : 'Show PIN'}
          onMouseDown={keepFocus}
          onClick={entry.toggleVisible}
        >
          {entry.visible ? <IconEyeOff size={24} aria-hidden /> : <IconEye size={24} aria-hidden />}
        </ActionIcon>
      </div>
      <VisuallyHidden role="status">{spokenPin(label, entry.value, entry.visible)}</VisuallyHidden>

      <PinKeypadMessage id={messageId} message={entry.message} />

      <div className={classes.grid}>
        {DIGIT_KEYS.map((digit) => (
          <Button
            key={digit}
            variant="default"
            className={classes.key}
            disabled={locked}
            onMouseDown={keepFocus}
            onClick={() => entry.pressDigit(digit)}
          >
            {digit}
          </Button>
        ))}
        <Button
          variant="default"
          className={classes.key}
          aria-label="Delete last digit"
          disabled={locked || entry.value.length === 0}
          onMouseDown={keepFocus}
          onClick={entry.deleteDigit}
        >
          <IconBackspace size={28} stroke={1.75} aria-hidden />
        </Button>
        <Button variant="default" className={classes.key} disabled={locked} onMouseDown={keepFocus} onClick={() => entry.pressDigit('0')}>
          0
        </Button>
        <Button
          className={`${classes.key} ${classes.enterKey}`}
          disabled={!entry.ready || entry.disabled}
          loading={entry.busy}
          onMouseDown={keepFocus}
          onClick={entry.submit}
        >
          {submitLabel}
        </Button>
      </div>

      <PinKeypadBottomLink link={bottomLink} />
    </fieldset>
  );
}
