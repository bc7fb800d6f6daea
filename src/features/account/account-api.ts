// The calls of the account screens (SPEC §2 account paths, §7): the profile, the PIN with its
// e-mailed verification code, and the password change. One queryOptions per query (STYLE).
import { queryOptions } from '@tanstack/react-query';
import {
  AccountProfileDocument,
  ChangePasswordDocument,
  MyAccountDocument,
  SendPinVerificationCodeDocument,
  UpsertUserPinDocument,
  ValidatePinVerificationCodeDocument,
} from '../../api/account-documents';
import { request } from '../../api/graphql-client';
import { sessionStore } from '../../api/session-store';
import type { AccountProfileQuery, UserPinInput, VerificationFieldsFragment } from '../../gql/graphql';

export type AccountProfile = AccountProfileQuery['me'];
export type VerificationResponse = VerificationFieldsFragment;

export const accountKeys = {
  all: (userId: string) => ['account', userId] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
};

export const accountProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: async (): Promise<AccountProfile> => (await request(AccountProfileDocument)).me,
    staleTime: 30_000,
  });

/** E-mails a 6-character code to the signed-in internal user (SPEC §5). */
export const sendPinVerificationCode = async (): Promise<VerificationResponse> =>
  (await request(SendPinVerificationCodeDocument)).sendPINVerificationCode;

export const validatePinVerificationCode = async (verificationCode: string): Promise<VerificationResponse> =>
  (await request(ValidatePinVerificationCodeDocument, { verificationCode })).validatePINVerificationCode;

/** Creates or changes the PIN; on success this device's session knows the user has one. */
export async function upsertUserPin(userPin: UserPinInput): Promise<void> {
  const { upsertUserPin: saved } = await request(UpsertUserPinDocument, { userPin });
  sessionStore.update((session) => ({ ...session, user: { ...session.user, hasPin: saved.hasPin } }));
}

/**
 * Changes the password, then refreshes the account status kept in the stored session (the
 * expiry banner and the 0-day guard read it), so both go at once.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await request(ChangePasswordDocument, { currentPassword, newPassword });
  await refreshAccountStatus();
}

/** Re-reads the account status (password age, PIN date) into the stored session. */
export async function refreshAccountStatus(): Promise<void> {
  const { me } = await request(MyAccountDocument);
  sessionStore.update((session) =>
    session.user.id === me.id ? { ...session, account: me.account, user: { ...session.user, hasPin: me.hasPin } } : session,
  );
}
