// SPEC §2 'Numeric PIN keypad dialog (mobile keypad or desktop form) with optional close, bottom
// link, show/hide toggle' and §5 keypad words. One panel, two layouts: a 3×4 keypad of large keys
// on phones and touch tablets (clinicians in gloves, in cars), a single field on desktops.
import { Title, type TitleOrder, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { DEFAULT_PIN_ENTRY_LIMITS } from '../domain/security/pin-entry';
import classes from './pin-keypad.module.css';
import { type PinKeypadLink, usePinEntry } from './pin-keypad-entry';
import { PinForm } from './pin-keypad-form';
import { PinPad } from './pin-keypad-pad';

export type { PinKeypadLink } from './pin-keypad-entry';

/** 'keypad' (3×4 keys), 'form' (one field), or 'auto': the keypad below the md breakpoint or on a touch screen. */
export type PinKeypadLayout = 'keypad' | 'form' | 'auto';

/** Everything about entering the PIN; the title is the panel's (PinKeypad) or the dialog's (PinKeypadDialog). */
export interface PinKeypadBodyProps {
  /**
   * Called with the PIN when Enter is pressed (only when the PIN is valid). When it returns a
   * promise, the keypad shows it is busy until it settles; a rejection clears the PIN for
   * retyping and shows the error's message unless `error` is given.
   */
  onSubmit: (pin: string) => unknown;
  /** Shown in the message area, e.g. 'Incorrect PIN, logout to continue'. A new error (or `loading` ending with one) clears the PIN. */
  error?: string | null | undefined;
  /** A submit is under way: Enter shows a spinner and no key is taken. */
  loading?: boolean | undefined;
  /** No key is taken and Enter is off (e.g. when only signing out remains); `bottomLink` still works. */
  disabled?: boolean | undefined;
  /** A text link under Enter, e.g. { label: 'Sign Out', onClick: signOut }. */
  bottomLink?: PinKeypadLink | undefined;
  /** The Enter button's words. @default 'Enter' */
  submitLabel?: string | undefined;
  /** Shown under the title, e.g. 'Please verify your PIN'. */
  description?: ReactNode;
  /** The PIN field's name, for its label and for screen readers. @default 'PIN' */
  label?: string | undefined;
  /** @default 6 */
  minLength?: number | undefined;
  /** Digits past it are refused with 'Max digits length reached (n)'. @default 10 */
  maxLength?: number | undefined;
  /** An extra rule: a message when the PIN breaks it (shown once the length is right), else null. Enter waits for it to pass. */
  validate?: ((pin: string) => string | null) | undefined;
  /** The digits to start with; anything but digits within `maxLength` starts empty with 'Bad initial value'. */
  initialValue?: string | undefined;
  /** @default 'auto' */
  layout?: PinKeypadLayout | undefined;
  /** Put the focus in the keypad (or the field) when it appears. */
  autoFocus?: boolean | undefined;
}

export interface PinKeypadProps extends PinKeypadBodyProps {
  /** The panel's heading, e.g. 'Unlock EMR'. */
  title: ReactNode;
  /** The heading level. @default 2 */
  titleOrder?: TitleOrder | undefined;
}

/** The keypad when asked for, or 'auto': below the md breakpoint or with a coarse (touch) pointer. */
export function usePinKeypadLayout(layout: PinKeypadLayout): 'keypad' | 'form' {
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`not all and (min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  if (layout !== 'auto') return layout;
  return narrow || touch ? 'keypad' : 'form';
}

/** The PIN entry without a heading: PinKeypad and PinKeypadDialog put their own above it. */
export function PinKeypadBody({
  onSubmit,
  error,
  loading = false,
  disabled = false,
  bottomLink,
  submitLabel = 'Enter',
  description,
  label = 'PIN',
  minLength = DEFAULT_PIN_ENTRY_LIMITS.minLength,
  maxLength = DEFAULT_PIN_ENTRY_LIMITS.maxLength,
  validate,
  initialValue,
  layout = 'auto',
  autoFocus = false,
  labelledBy,
}: PinKeypadBodyProps & { labelledBy?: string | undefined }) {
  const entry = usePinEntry({ limits: { minLength, maxLength }, initialValue, validate, onSubmit, error, loading, disabled });
  const Layout = usePinKeypadLayout(layout) === 'keypad' ? PinPad : PinForm;
  return (
    <Layout
      entry={entry}
      label={label}
      labelledBy={labelledBy}
      description={description}
      submitLabel={submitLabel}
      bottomLink={bottomLink}
      autoFocus={autoFocus}
    />
  );
}

/**
 * The numeric PIN keypad panel: a title, an optional description, the PIN (masked, with a
 * show/hide toggle), a message area and Enter, which stays off until the PIN is valid.
 */
export function PinKeypad({ title, titleOrder = 2, ...body }: PinKeypadProps) {
  const titleId = useId();
  return (
    <div className={classes.panel}>
      <Title id={titleId} order={titleOrder} size="h3" className={classes.heading}>
        {title}
      </Title>
      <PinKeypadBody {...body} labelledBy={titleId} />
    </div>
  );
}
