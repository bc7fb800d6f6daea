// The signed-in user's account fields of SPEC §3 ('On login also passwordChangedOn,
// passwordExpiresConfigValue, passwordChangedSinceInDays, isExtUserAccountExpired'), the same on
// the sign-in answer, /refreshToken and User.account. Pure: the row, the settings and `now`.
import { daysSince, passwordDaysLeft } from '../../../src/domain/security/password.ts';
import type { UserRow } from './app-user-repository.ts';

export interface AccountStatus {
  passwordChangedOn: string;
  passwordExpiresConfigValue: number;
  passwordChangedSinceInDays: number;
  isExtUserAccountExpired: boolean;
  userPinModifiedOn: string | null;
}

export interface AccountRules {
  passwordExpiresDays: number;
  externalUserVerification: boolean;
}

type AccountRow = Pick<UserRow, 'userType' | 'passwordChangedOn' | 'pinModifiedOn' | 'accountExpiresOn'>;

/** SPEC §6: with EnableExternalUserVerification 'true', an external user past account_expires_on is out. */
export const isExternalAccountExpired = (row: AccountRow, rules: Pick<AccountRules, 'externalUserVerification'>, now: Date): boolean =>
  rules.externalUserVerification &&
  row.userType === 'external' &&
  row.accountExpiresOn !== null &&
  row.accountExpiresOn.getTime() <= now.getTime();

export function accountStatus(row: AccountRow, rules: AccountRules, now: Date): AccountStatus {
  return {
    passwordChangedOn: row.passwordChangedOn.toISOString(),
    passwordExpiresConfigValue: rules.passwordExpiresDays,
    passwordChangedSinceInDays: daysSince(row.passwordChangedOn, now),
    isExtUserAccountExpired: isExternalAccountExpired(row, rules, now),
    userPinModifiedOn: row.pinModifiedOn?.toISOString() ?? null,
  };
}

/** Days before the password expires: negative once expired (sign-in refused), 0 on its last day. */
export const passwordDaysLeftFor = (row: Pick<UserRow, 'passwordChangedOn'>, rules: Pick<AccountRules, 'passwordExpiresDays'>, now: Date) =>
  passwordDaysLeft(daysSince(row.passwordChangedOn, now), rules.passwordExpiresDays);
