// Entering a PIN on the keypad (SPEC §2 'Numeric PIN keypad dialog', §5 keypad words): what a
// key press or a typed value does to the PIN being entered, and when Enter may be pressed. Pure,
// so the keypad's two layouts share one set of rules and the rules have their own tests.
import { PIN_MAX_LENGTH, PIN_MESSAGES, PIN_MIN_LENGTH } from './pin';

/** SPEC §5 keypad words. */
export const PIN_ENTRY_MESSAGES = {
  maxDigits: (maxLength: number) => `Max digits length reached (${maxLength})`,
  badInitialValue: 'Bad initial value',
} as const;

export interface PinEntryLimits {
  minLength: number;
  maxLength: number;
}

export const DEFAULT_PIN_ENTRY_LIMITS: PinEntryLimits = { minLength: PIN_MIN_LENGTH, maxLength: PIN_MAX_LENGTH };

/** The digits entered so far, and a passing notice about the last key (a refused digit). */
export interface PinEntry {
  value: string;
  notice: string | null;
}

const DIGITS = /^\d*$/;

/** The entry a keypad starts with: the initial value when it is digits within the limit, else empty with 'Bad initial value'. */
export function startPinEntry(initialValue: string | undefined, { maxLength }: PinEntryLimits): PinEntry {
  if (initialValue === undefined || initialValue === '') return { value: '', notice: null };
  if (!DIGITS.test(initialValue) || initialValue.length > maxLength) return { value: '', notice: PIN_ENTRY_MESSAGES.badInitialValue };
  return { value: initialValue, notice: null };
}

/**
 * The entry after the value was changed to `next` (typed, pasted or pressed). A change that
 * would hold a non-digit or go past the maximum is refused: the value stays as it was and the
 * notice says why.
 */
export function changePinEntry(entry: PinEntry, next: string, { maxLength }: PinEntryLimits): PinEntry {
  if (!DIGITS.test(next)) return { value: entry.value, notice: PIN_MESSAGES.digitsOnly };
  if (next.length > maxLength) return { value: entry.value, notice: PIN_ENTRY_MESSAGES.maxDigits(maxLength) };
  return { value: next, notice: null };
}

/** A digit key (on screen or on the keyboard). */
export const pressPinDigit = (entry: PinEntry, digit: string, limits: PinEntryLimits): PinEntry =>
  changePinEntry(entry, entry.value + digit, limits);

/** The backspace key: the last digit goes, and so does any notice. */
export const deletePinDigit = (entry: PinEntry): PinEntry => ({ value: entry.value.slice(0, -1), notice: null });

export const EMPTY_PIN_ENTRY: PinEntry = { value: '', notice: null };

export interface PinEntryCheck {
  /** Enter may be pressed: digits only, a length within the limits, and `validate` passes. */
  ready: boolean;
  /** What `validate` says once enough digits are in, so it does not nag while the PIN is still being typed. */
  message: string | null;
}

export function checkPinEntry(
  value: string,
  { minLength, maxLength }: PinEntryLimits,
  validate?: (pin: string) => string | null,
): PinEntryCheck {
  if (!DIGITS.test(value) || value.length < minLength || value.length > maxLength) return { ready: false, message: null };
  const message = validate?.(value) ?? null;
  return { ready: message === null, message };
}
