// The state behind the PIN keypad, shared by its two layouts (phone keypad and desktop form):
// the digits, the show/hide switch, the one message shown, and submitting. The rules of what a
// key does live in src/domain/security/pin-entry.ts.
import { useState } from 'react';
import {
  changePinEntry,
  checkPinEntry,
  deletePinDigit,
  EMPTY_PIN_ENTRY,
  type PinEntry,
  type PinEntryLimits,
  pressPinDigit,
  startPinEntry,
} from '../domain/security/pin-entry';

/** A text link under Enter, e.g. 'Sign Out' on the lock screen. */
export interface PinKeypadLink {
  label: string;
  onClick: () => void;
}

export interface PinEntryOptions {
  limits: PinEntryLimits;
  initialValue: string | undefined;
  validate: ((pin: string) => string | null) | undefined;
  onSubmit: (pin: string) => unknown;
  error: string | null | undefined;
  loading: boolean;
  disabled: boolean;
}

/** What a layout needs to draw the PIN being entered and to act on it. */
export interface PinEntryView {
  value: string;
  limits: PinEntryLimits;
  /** The digits are shown rather than masked. */
  visible: boolean;
  setVisible: (visible: boolean) => void;
  toggleVisible: () => void;
  /** The one message to show now, most recent first (refused key, validate, error, failed submit). */
  message: string | null;
  /** Enter may be pressed. */
  ready: boolean;
  /** A submit is under way (the `loading` prop, or the promise onSubmit returned). */
  busy: boolean;
  disabled: boolean;
  pressDigit: (digit: string) => void;
  deleteDigit: () => void;
  /** A typed or pasted value (the form layout's input). */
  change: (next: string) => void;
  submit: () => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function usePinEntry({ limits, initialValue, validate, onSubmit, error, loading, disabled }: PinEntryOptions): PinEntryView {
  const [entry, setEntry] = useState<PinEntry>(() => startPinEntry(initialValue, limits));
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // After a failed submit the PIN is cleared so the clinician can retype it. A parent that
  // reports failure through props does so by a new `error`, or by `loading` ending with an
  // error; both are caught here, while rendering (React's "adjust state on a prop change").
  const [seen, setSeen] = useState({ error, loading });
  if (seen.error !== error || seen.loading !== loading) {
    const newError = Boolean(error) && error !== seen.error;
    const endedWithError = seen.loading && !loading && Boolean(error);
    setSeen({ error, loading });
    if (newError || endedWithError) setEntry(EMPTY_PIN_ENTRY);
  }

  const busy = loading || pending;
  const check = checkPinEntry(entry.value, limits, validate);
  const locked = busy || disabled;

  const edit = (next: (current: PinEntry) => PinEntry) => {
    if (locked) return;
    setSubmitError(null);
    setEntry(next);
  };

  const fail = (reason: unknown) => {
    setEntry(EMPTY_PIN_ENTRY);
    setSubmitError(reason instanceof Error && reason.message ? reason.message : null);
  };

  const submit = () => {
    if (!check.ready || locked) return;
    setSubmitError(null);
    try {
      const result = onSubmit(entry.value);
      if (isThenable(result)) {
        setPending(true);
        // A rejection is the failed submit: cleared and its message shown (unless `error` says more).
        result.then(
          () => setPending(false),
          (reason: unknown) => {
            setPending(false);
            fail(reason);
          },
        );
      }
    } catch (reason) {
      fail(reason);
    }
  };

  return {
    value: entry.value,
    limits,
    visible,
    setVisible,
    toggleVisible: () => setVisible((shown) => !shown),
    message: entry.notice ?? check.message ?? error ?? submitError,
    ready: check.ready,
    busy,
    disabled,
    pressDigit: (digit) => edit((current) => pressPinDigit(current, digit, limits)),
    deleteDigit: () => edit(deletePinDigit),
    change: (next) => edit((current) => changePinEntry(current, next, limits)),
    submit,
  };
}
