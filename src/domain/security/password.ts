// Password policy (stated on /account/password) and expiry (SPEC §8, §9), shared by the
// password screens and the server.
import * as v from 'valibot';
import { MESSAGES } from '../messages';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Days a password lasts when the setting PasswordExpiresDays is not set. */
export const DEFAULT_PASSWORD_EXPIRES_DAYS = 90;
/** SPEC §9: the warning shows when 1-10 days remain; 0 forces a change. */
export const PASSWORD_WARNING_DAYS = 10;

/** The policy, as the change-password screen states it (each rule is checked below). */
export const PASSWORD_POLICY = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'An upper-case letter and a lower-case letter',
  'A number',
  'A symbol such as ! # $ % & *',
  'Not your e-mail address, and not your current password',
] as const;

const RULES: readonly [RegExp, string][] = [
  [/[A-Z]/, 'Password must contain an upper-case letter.'],
  [/[a-z]/, 'Password must contain a lower-case letter.'],
  [/\d/, 'Password must contain a number.'],
  [/[^A-Za-z0-9]/, 'Password must contain a symbol.'],
];

/** The first policy rule a new password breaks, or null. */
export function passwordPolicyError(password: string, email?: string): string | null {
  if (password.length === 0) return MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  for (const [pattern, message] of RULES) if (!pattern.test(password)) return message;
  if (email) {
    const local = email.split('@')[0]?.toLowerCase() ?? '';
    if (local.length >= 3 && password.toLowerCase().includes(local)) return 'Password must not contain your e-mail address.';
  }
  return null;
}

export const NewPasswordSchema = v.pipe(
  v.string(MESSAGES.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = passwordPolicyError(dataset.value);
    if (message) addIssue({ message });
  }),
);

const DAY_MS = 86_400_000;

/** Whole days since the password was changed (SPEC §3 passwordChangedSinceInDays). */
export function daysSince(changedOn: Date | string, now: Date): number {
  return Math.floor((now.getTime() - new Date(changedOn).getTime()) / DAY_MS);
}

/** Days left before the password expires: negative once expired, 0 on its last day. */
export function passwordDaysLeft(changedSinceInDays: number, expiresDays: number): number {
  return expiresDays - changedSinceInDays;
}

export type PasswordExpiryState =
  | { kind: 'ok' }
  /** 1-10 days left: the banner (internal users only). */
  | { kind: 'warning'; days: number; message: string }
  /** 0 days left: the user is sent to the password change page. */
  | { kind: 'change-now' }
  /** Past expiry: sign-in is refused and the password-expired screen is shown. */
  | { kind: 'expired' };

/** SPEC §8 'Your password will expire in N day/days.' */
export const passwordExpiryMessage = (days: number): string => `Your password will expire in ${days} ${days === 1 ? 'day' : 'days'}.`;

export const PASSWORD_MESSAGES = {
  changeItNow: 'Change it now.',
  expiredTitle: 'Your password has been expired',
  expiredBody: 'Your password has expired. Kindly reset your password to login.',
  wrongPassword: 'Wrong password! Please click change password in the user profile or contact your admin.',
  invalidCode: 'Invalid Code',
  invalidCodeLong: 'Invalid verification code provided, please try again.',
} as const;

export function passwordExpiry(daysLeft: number, userType: string): PasswordExpiryState {
  if (daysLeft < 0) return { kind: 'expired' };
  if (daysLeft === 0) return { kind: 'change-now' };
  if (daysLeft <= PASSWORD_WARNING_DAYS && userType === 'internal')
    return { kind: 'warning', days: daysLeft, message: passwordExpiryMessage(daysLeft) };
  return { kind: 'ok' };
}

/** The server's words for a new password that is the current one (changePassword, confirmPasswordChange). */
export const PASSWORD_SAME_AS_CURRENT = 'The new password must be different from your current password.';
