// The calls of the public invitation page (SPEC §2 Users: an invited user sets a first password,
// or a reset link a new one): what the link's token can do (InvitationStatus) and the password
// it sets (acceptInvitation). Nobody is signed in, so these go without a token; the token in the
// link is the proof.
import { queryOptions } from '@tanstack/react-query';
import { toApiError } from '../../api/graphql-client';
import { ApiError, isNetworkFailure, offlineError, REQUEST_TIMEOUT_MS } from '../../api/http';
import { trimVariables } from '../../api/trim-variables';
import { graphql } from '../../gql';
import type { TypedDocumentString } from '../../gql/graphql';

const InvitationStatusDocument = graphql(`
  query InvitationStatus($token: String!) {
    InvitationStatus(token: $token) {
      valid
      purpose
      email
      message
    }
  }
`);

const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password)
  }
`);

/** One GraphQL operation without a session (the GraphQL client's request() needs one). */
async function publicRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // SPEC §7: variables are trimmed, as for every GraphQL call (the form refuses a password with outer spaces).
      body: JSON.stringify({ query: document.toString(), variables: trimVariables(variables) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw offlineError();
    throw error;
  }
  const text = await response.text();
  let body: { data?: TResult | null; errors?: { message?: string; extensions?: Record<string, unknown> }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw toApiError(response.status, undefined, text);
  }
  if (body.errors?.length) throw toApiError(response.status, body.errors);
  if (!response.ok || !body.data) throw new ApiError(response.status || 500, 'BAD_RESPONSE', 'Something went wrong');
  return body.data;
}

export const invitationKeys = {
  status: (token: string) => ['invitation', 'status', token] as const,
};

export const invitationStatusQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.status(token),
    queryFn: async () => (await publicRequest(InvitationStatusDocument, { token })).InvitationStatus,
    // A link is read once: a refetch on focus could show 'used' right after the password was set.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Sets the password of the link's account; the link stops working. */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  const answer = await publicRequest(AcceptInvitationDocument, { token, password });
  if (answer.acceptInvitation !== true) throw new ApiError(500, 'BAD_RESPONSE', 'Something went wrong');
}
