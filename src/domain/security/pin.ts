// SPEC §5 PIN rules and words, shared by the PIN screens and the server's upsertUserPin.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { PASSWORD_MESSAGES } from './password';

export const PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 10;
/** SPEC §9: each digit at most 3 times; no run of consecutive digits longer than 3. */
export const PIN_MAX_REPEATS = 3;
export const PIN_MAX_SEQUENCE = 3;

export const PIN_MESSAGES = {
  hint: 'Numeric 6-10 digits',
  mismatch: 'PIN does not match.',
  digitsOnly: 'PIN validation failed: Only numbers are allowed.',
  length: 'PIN validation failed: PIN should have min 6 digits and max 10 digits.',
  repeats: 'PIN validation failed: Each PIN digit can only appear 3 times.',
  sequence: 'PIN validation failed: PIN should not have sequences of more than 3 digits long.',
} as const;

/** The longest run of consecutive digits going up or down by one (1234 → 4, 4321 → 4). */
export function longestSequence(pin: string): number {
  let longest = pin.length > 0 ? 1 : 0;
  let up = 1;
  let down = 1;
  for (let i = 1; i < pin.length; i++) {
    const step = pin.charCodeAt(i) - pin.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    longest = Math.max(longest, up, down);
  }
  return longest;
}

/** The most times any one digit appears. */
export function mostRepeats(pin: string): number {
  const counts = new Map<string, number>();
  for (const c of pin) counts.set(c, (counts.get(c) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/** The first rule a PIN breaks, in the spec's words; null when it is a valid PIN. */
export function pinError(pin: string): string | null {
  if (pin.length === 0) return MESSAGES.required;
  if (!/^\d+$/.test(pin)) return PIN_MESSAGES.digitsOnly;
  if (pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH) return PIN_MESSAGES.length;
  if (mostRepeats(pin) > PIN_MAX_REPEATS) return PIN_MESSAGES.repeats;
  if (longestSequence(pin) > PIN_MAX_SEQUENCE) return PIN_MESSAGES.sequence;
  return null;
}

export type PinStrength = 'Strong' | 'Moderate' | 'Weak';

/**
 * A score of 0-100: length counts most (6 digits 40, each more +10), then how many different
 * digits it uses (+6 each), less 10 for each repeated neighbour (112 is easier to guess than 121).
 */
export function pinScore(pin: string): number {
  if (!/^\d+$/.test(pin)) return 0;
  const length = Math.min(pin.length, PIN_MAX_LENGTH);
  const distinct = new Set(pin).size;
  let neighbours = 0;
  for (let i = 1; i < pin.length; i++) if (pin[i] === pin[i - 1]) neighbours++;
  const score = 10 * length - 20 + 6 * distinct - 10 * neighbours;
  return Math.max(0, Math.min(100, score));
}

/** SPEC §5: Strong above 80, Moderate 60-80, Weak otherwise. */
export function pinStrength(pin: string): PinStrength {
  const score = pinScore(pin);
  if (score > 80) return 'Strong';
  if (score >= 60) return 'Moderate';
  return 'Weak';
}

/** A PIN as valibot checks it (the same words as pinError, in the same order). */
export const PinSchema = v.pipe(
  v.string(MESSAGES.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = pinError(dataset.value);
    if (message) addIssue({ message });
  }),
);

/**
 * New PIN and its confirmation (SPEC §5 'PIN does not match.'). Each field gets its own issue,
 * with its path, so a form shows both at once: the PIN's first broken rule on `pin`, and on
 * `confirmPin` 'This field is required' when empty or 'PIN does not match.' when it differs
 * from a PIN that was entered (an empty PIN already says 'This field is required').
 */
export const PinPairSchema = v.pipe(
  // A missing key is an empty field (valibot would otherwise say 'Invalid key: …').
  v.object({ pin: v.optional(v.string(MESSAGES.required), ''), confirmPin: v.optional(v.string(MESSAGES.required), '') }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { pin, confirmPin } = dataset.value;
    const message = pinError(pin);
    if (message) addIssue({ message, path: [pathItem(dataset.value, 'pin')] });
    if (confirmPin.length === 0) addIssue({ message: MESSAGES.required, path: [pathItem(dataset.value, 'confirmPin')] });
    else if (pin.length > 0 && confirmPin !== pin)
      addIssue({ message: PIN_MESSAGES.mismatch, path: [pathItem(dataset.value, 'confirmPin')] });
  }),
);

function pathItem(input: Record<string, string>, key: 'pin' | 'confirmPin') {
  return { type: 'object' as const, origin: 'value' as const, input, key, value: input[key] };
}

/** SPEC §9: the verification code e-mailed to internal users has 6 characters. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VerificationCodeSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^[A-Za-z0-9]{6}$/, 'Invalid Code'),
);

/** SPEC §9 verification codes: valid 10 minutes, 3 attempts per code, 3 resends per 24 hours. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_ATTEMPTS = 3;
export const VERIFICATION_CODE_RESENDS = 3;

/** The server's words for a verification code (errorMessage of the Verification code response). */
export const CODE_MESSAGES = {
  invalid: PASSWORD_MESSAGES.invalidCodeLong,
  noAttemptsLeft: 'Invalid verification code provided. No attempts are left for this code: please request a new code.',
  attemptsUsedUp: 'No attempts are left for this code: please request a new code.',
  expired: 'The verification code has expired: please request a new code.',
  noCode: 'No verification code has been sent: please request a code.',
  used: 'This verification code has already been used: please request a new code.',
  resendLimit: 'You have reached the limit of 3 code requests in 24 hours. Please try again later.',
  tooManyFailures: 'Too many wrong verification codes. Please try again later.',
  externalUser: 'Verification codes are for company users only.',
} as const;
