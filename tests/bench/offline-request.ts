// The offline core's `request` for the benchmarks: the same GraphQL documents the app sends,
// POSTed to the real server with a bearer token (no session machinery, no refresh), failures
// turned into ApiError the way src/api/graphql-client.ts does, so the drain classifies them as
// in the app. Used in Node (drain bench) and bundled into the page (offline-entry.ts).
import { ApiError, offlineError } from '../../src/api/http.ts';
import { ERROR_CODES } from '../../src/domain/errors.ts';
import type { GraphqlRequest } from '../../src/offline/graphql-request.ts';

const STATUS_OF_CODE: Record<string, number> = {
  [ERROR_CODES.UNAUTHENTICATED]: 401,
  [ERROR_CODES.FORBIDDEN]: 403,
  [ERROR_CODES.BAD_USER_INPUT]: 400,
  [ERROR_CODES.NOT_FOUND]: 404,
  [ERROR_CODES.CONFLICT]: 409,
  [ERROR_CODES.RATE_LIMITED]: 429,
};

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: Record<string, unknown> }[];
}

/** One request as sent and answered (the drain bench replays them). */
export interface RecordedCall {
  query: string;
  variables: Record<string, unknown>;
  /** data of the answer, or null when it failed. */
  data: Record<string, unknown> | null;
  error: string | null;
  ms: number;
}

export interface HttpRequestOptions {
  /** Absolute /graphql URL. */
  url: string;
  token: string;
  /** Called after every request (timing and replay). */
  onCall?: (call: RecordedCall) => void;
}

/** POSTs one GraphQL operation; resolves data or throws ApiError. */
export async function postGraphql(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw offlineError();
  }
  const text = await response.text();
  let body: GraphqlBody;
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch {
    throw new ApiError(response.status || 500, `HTTP_${response.status}`, text);
  }
  const first = body.errors?.[0];
  if (first) {
    const { code: rawCode, field: rawField, ...details } = first.extensions ?? {};
    const code = typeof rawCode === 'string' ? rawCode : ERROR_CODES.INTERNAL;
    const field = typeof rawField === 'string' ? rawField : undefined;
    throw new ApiError(STATUS_OF_CODE[code] ?? (response.status >= 400 ? response.status : 500), code, first.message ?? '', field, details);
  }
  if (!response.ok || !body.data) throw new ApiError(response.status || 500, `HTTP_${response.status}`, text);
  return body.data;
}

/** A GraphqlRequest for the offline core that talks to the real server. */
export function httpRequest({ url, token, onCall }: HttpRequestOptions): GraphqlRequest {
  const request = async (document: unknown, variables?: unknown) => {
    const query = String(document);
    const vars = (variables ?? {}) as Record<string, unknown>;
    const started = performance.now();
    try {
      const data = await postGraphql(url, token, query, vars);
      onCall?.({ query, variables: vars, data, error: null, ms: performance.now() - started });
      return data;
    } catch (error) {
      onCall?.({
        query,
        variables: vars,
        data: null,
        error: error instanceof Error ? error.message : String(error),
        ms: performance.now() - started,
      });
      throw error;
    }
  };
  return request as unknown as GraphqlRequest;
}
