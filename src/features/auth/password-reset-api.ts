// The calls of the signed-out password reset (SPEC §2 password-expired and account
// verification screens): a code e-mailed to the account, its check, and the new password.
// Nobody is signed in, so these go without a token.
import * as v from 'valibot';
import { ConfirmPasswordChangeDocument } from '../../api/account-documents';
import { toApiError } from '../../api/graphql-client';
import { ApiError, isNetworkFailure, offlineError, REQUEST_TIMEOUT_MS, sendJson } from '../../api/http';
import { trimVariables } from '../../api/trim-variables';

/** SPEC §3 Verification code response (`email` comes masked). */
export const VerificationResponseSchema = v.object({
  email: v.nullish(v.string(), null),
  createdOn: v.nullish(v.string(), null),
  attemptsRemaining: v.number(),
  resendRequestRemaining: v.number(),
  isValidCode: v.boolean(),
  isError: v.boolean(),
  errorMessage: v.nullish(v.string(), null),
});
export type VerificationResponse = v.InferOutput<typeof VerificationResponseSchema>;

async function postJson(path: string, body: unknown): Promise<VerificationResponse> {
  const answer = await sendJson<unknown>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const parsed = v.safeParse(VerificationResponseSchema, answer);
  if (!parsed.success) throw new ApiError(502, 'BAD_RESPONSE', 'Something went wrong');
  return parsed.output;
}

/** POST /api/auth/password-reset/code: e-mails a code to the account of `email`. */
export const requestPasswordResetCode = (email: string) => postJson('/api/auth/password-reset/code', { email: email.trim() });

/** POST /api/auth/password-reset/verify: is `code` the one in force for `email`? */
export const verifyPasswordResetCode = (email: string, code: string) =>
  postJson('/api/auth/password-reset/verify', { email: email.trim(), code: code.trim() });

/** GraphQL confirmPasswordChange, callable without signing in (the code proves who it is). */
export async function confirmPasswordChange(email: string, verificationCode: string, newPassword: string): Promise<void> {
  // SPEC §7: variables are trimmed, as for every GraphQL call (the forms refuse a password with outer spaces).
  const variables = trimVariables({ email, verificationCode, newPassword });
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: ConfirmPasswordChangeDocument.toString(), operationName: 'ConfirmPasswordChange', variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw offlineError();
    throw error;
  }
  const text = await response.text();
  let body: { data?: { confirmPasswordChange?: boolean } | null; errors?: { message?: string; extensions?: Record<string, unknown> }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw toApiError(response.status, undefined, text);
  }
  if (body.errors?.length) throw toApiError(response.status, body.errors);
  if (!response.ok || body.data?.confirmPasswordChange !== true)
    throw new ApiError(response.status || 500, 'BAD_RESPONSE', 'Something went wrong');
}
