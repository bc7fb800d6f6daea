// Where a signed-out password reset stands, kept in session storage (not in the address bar:
// an e-mail address does not belong in URLs, history or server logs): whose account, the
// server's last answer about the code, and the code once it was accepted. Also the one-time
// notice the sign-in page shows after the reset.
import * as v from 'valibot';
import { VerificationResponseSchema } from './password-reset-api';

const RESET_KEY = 'emr.password-reset';
const NOTICE_KEY = 'emr.sign-in-notice';

const PasswordResetStateSchema = v.object({
  email: v.string(),
  sent: v.nullable(VerificationResponseSchema),
});
export type PasswordResetState = v.InferOutput<typeof PasswordResetStateSchema>;

export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.';

function get(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function put(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the screens ask for the e-mail again
  }
}

export const passwordResetState = {
  read(): PasswordResetState | null {
    try {
      const parsed = v.safeParse(PasswordResetStateSchema, JSON.parse(get(RESET_KEY) ?? 'null'));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
  save(state: PasswordResetState): void {
    put(RESET_KEY, JSON.stringify(state));
  },
  clear(): void {
    put(RESET_KEY, null);
  },
};

/** A message for the sign-in page to show once (e.g. after a password reset). */
export const signInNotice = {
  set(message: string): void {
    put(NOTICE_KEY, message);
  },
  peek(): string | null {
    return get(NOTICE_KEY);
  },
  /** Once shown, it goes (a reload of the sign-in page does not repeat it). */
  clear(): void {
    put(NOTICE_KEY, null);
  },
};
