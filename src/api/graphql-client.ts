// THE GraphQL client (STYLE rule 8: wrap each outside library once). Every query and mutation
// goes through request(): bearer + id-token headers (SPEC §7), a token refreshed first when it
// is about to expire, string variables trimmed, and any failure turned into ApiError
// { status, code, message } with the spec's display rules.
// graphql-request (and the graphql parser it brings) loads on the first call, keeping it out
// of the sign-in page's initial JavaScript.
import { ERROR_CODES } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { TypedDocumentString } from '../gql/graphql';
import { authHeaders, freshSession, refreshAfterRejection } from './auth';
import { ApiError, isNetworkFailure, offlineError, REQUEST_TIMEOUT_MS } from './http';
import type { StoredSession } from './session-schema';
import { trimVariables } from './trim-variables';

let endpoint = '/graphql';

/** Set once from /api/config at start-up. */
export function configureGraphql(path: string): void {
  endpoint = path;
}

const STATUS_OF_CODE: Record<string, number> = {
  [ERROR_CODES.UNAUTHENTICATED]: 401,
  [ERROR_CODES.FORBIDDEN]: 403,
  [ERROR_CODES.BAD_USER_INPUT]: 400,
  [ERROR_CODES.NOT_FOUND]: 404,
  [ERROR_CODES.CONFLICT]: 409,
  [ERROR_CODES.RATE_LIMITED]: 429,
};

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: unknown; field?: unknown; [key: string]: unknown };
}

/** The first GraphQL error (or the HTTP failure) as ApiError. */
export function toApiError(status: number, errors: readonly GraphQLErrorLike[] | undefined, body?: string): ApiError {
  const first = errors?.[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : ERROR_CODES.INTERNAL;
    const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
    const { code: _code, field: _field, ...details } = first.extensions ?? {};
    return new ApiError(STATUS_OF_CODE[code] ?? (status >= 400 ? status : 500), code, first.message ?? '', field, details);
  }
  return new ApiError(status || 500, `HTTP_${status}`, body ?? '');
}

type Args<TVariables> = TVariables extends Record<string, never> ? [variables?: TVariables] : [variables: TVariables];

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: unknown,
  session: StoredSession,
): Promise<TResult> {
  const { ClientError, request: gqlRequest } = await import('graphql-request');
  const url = new URL(endpoint, window.location.origin).toString();
  try {
    return await gqlRequest<TResult>({
      url,
      document: document.toString(),
      variables: trimVariables(variables ?? {}) as Record<string, unknown>,
      requestHeaders: authHeaders(session),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof ClientError) throw toApiError(error.response.status, error.response.errors, error.response.body);
    if (error instanceof ApiError) throw error;
    // Only a failed fetch (no connection, timeout) means offline; anything else keeps its words.
    if (isNetworkFailure(error)) throw offlineError();
    throw new ApiError(502, 'BAD_RESPONSE', error instanceof Error ? error.message : 'Something went wrong');
  }
}

/** Runs a GraphQL operation for the signed-in user. */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: Args<TVariables>
): Promise<TResult> {
  const session = await freshSession();
  if (!session) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);
  try {
    return await send(document, variables, session);
  } catch (error) {
    // The token was refused although it looked valid (revoked, clock skew): refresh once, retry once.
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.UNAUTHENTICATED) throw error;
    const renewed = await refreshAfterRejection(session.accessToken);
    if (!renewed || renewed.accessToken === session.accessToken) throw error;
    return send(document, variables, renewed);
  }
}
