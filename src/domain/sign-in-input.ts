// The sign-in form's input (SPEC §8 'Please enter email id to continue'). The same rules as
// the server's SignInInput, so the form says what the server would.
import * as v from 'valibot';
import { MESSAGES } from './messages';
import { PIN_MESSAGES } from './security/pin';

// Missing keys default to '' so a request without them gets the same words as an empty field.
export const SignInInput = v.object({
  email: v.pipe(
    v.optional(v.string(MESSAGES.enterEmail), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.enterEmail),
    v.maxLength(254, MESSAGES.incorrectValue),
    v.email(MESSAGES.incorrectValue),
  ),
  password: v.pipe(v.optional(v.string(MESSAGES.required), ''), v.nonEmpty(MESSAGES.required), v.maxLength(256, MESSAGES.incorrectValue)),
});
export type SignInInput = v.InferOutput<typeof SignInInput>;

/** Unlocking a locked screen: a numeric PIN of 6-10 digits (SPEC §5 'Numeric 6-10 digits'). */
export const UnlockPinInput = v.object({
  pin: v.pipe(
    v.string(MESSAGES.verifyPin),
    v.nonEmpty(MESSAGES.verifyPin),
    v.regex(/^\d*$/, PIN_MESSAGES.digitsOnly),
    v.regex(/^\d{6,10}$/, PIN_MESSAGES.length),
  ),
});
export type UnlockPinInput = v.InferOutput<typeof UnlockPinInput>;
