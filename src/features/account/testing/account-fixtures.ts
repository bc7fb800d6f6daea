// Test data of the account screens: a stored session with the account status of SPEC §3, a
// password a given number of days from expiry.
import type { AccountStatus, StoredSession } from '../../../api/session-schema';
import { SESSION_KEY, sessionStore } from '../../../api/session-store';
import type { SessionUser } from '../../../domain/access';
import { makeSession } from '../../../test-utils/fixtures';

const DAY_MS = 86_400_000;
export const EXPIRES_DAYS = 90;

/** The account status of a password with `daysLeft` days to go (negative: expired). */
export function accountWithDaysLeft(daysLeft: number, now = Date.now()): AccountStatus {
  const since = EXPIRES_DAYS - daysLeft;
  return {
    // An hour into the day, so whole days counted from it are exactly `since`.
    passwordChangedOn: new Date(now - since * DAY_MS - 3_600_000).toISOString(),
    passwordExpiresConfigValue: EXPIRES_DAYS,
    passwordChangedSinceInDays: since,
    isExtUserAccountExpired: false,
    userPinModifiedOn: null,
  };
}

/** Signs `user` in on this (jsdom) device with a password `daysLeft` days from expiry. */
export function storeSessionWithAccount(user: SessionUser, daysLeft: number): StoredSession {
  const session: StoredSession = { ...makeSession(user), account: accountWithDaysLeft(daysLeft) };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  sessionStore.current();
  return session;
}
