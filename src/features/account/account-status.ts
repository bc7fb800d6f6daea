// Where the signed-in user's password stands (SPEC §8/§9: a warning when 1-10 days remain, a
// forced change at 0), from the account status kept in the stored session. The server's figure
// is from sign-in time; a session that stays open across midnight counts on from the date the
// password was changed, so the warning and the 0-day guard do not wait for the next sign-in.
import type { StoredSession } from '../../api/session-schema';
import { formatDateTime } from '../../domain/format';
import { daysSince, type PasswordExpiryState, passwordDaysLeft, passwordExpiry } from '../../domain/security/password';

function daysLeft(session: StoredSession | null, now: Date): number | null {
  const account = session?.account;
  if (!account) return null;
  const changed = Date.parse(account.passwordChangedOn);
  const since = Number.isNaN(changed)
    ? account.passwordChangedSinceInDays
    : Math.max(account.passwordChangedSinceInDays, daysSince(account.passwordChangedOn, now));
  return passwordDaysLeft(since, account.passwordExpiresConfigValue);
}

export function sessionPasswordExpiry(session: StoredSession | null, now = new Date()): PasswordExpiryState {
  const left = daysLeft(session, now);
  return session && left !== null ? passwordExpiry(left, session.user.userType) : { kind: 'ok' };
}

/** The profile's line: 'Changed 01/02/2026 09:30 AM · expires in 5 days' (null without account status). */
export function passwordStatusText(session: StoredSession | null, now = new Date()): string | null {
  const left = daysLeft(session, now);
  const account = session?.account;
  if (left === null || !account) return null;
  const changed = Number.isNaN(Date.parse(account.passwordChangedOn)) ? null : `Changed ${formatDateTime(account.passwordChangedOn)}`;
  const expires = left < 0 ? 'expired' : left === 0 ? 'expires today' : `expires in ${left} ${left === 1 ? 'day' : 'days'}`;
  return changed ? `${changed} · ${expires}` : `Password ${expires}`;
}

/** At 0 days (or past expiry, for a session begun before) the password must be changed first. */
export const mustChangePassword = (session: StoredSession | null, now = new Date()): boolean => {
  const { kind } = sessionPasswordExpiry(session, now);
  return kind === 'change-now' || kind === 'expired';
};
