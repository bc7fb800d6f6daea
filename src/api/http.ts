// The one place that turns an HTTP failure into the client's error shape { status, code,
// message }: the server's JSON { code, message }, an HTML or text body stripped of tags, or
// 'No internet connection' when the request never reached the server (SPEC §8).
import { displayError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

export const NETWORK_ERROR = 'NETWORK_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** What the server added to the error (GraphQL extensions besides code and field), e.g. a conflict's currentVersion. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(displayError(message));
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 4xx is the caller's answer, not a glitch: never retried (SPEC retry helper). */
export const isClientError = (error: unknown): boolean => isApiError(error) && error.status >= 400 && error.status < 500;

export const isNetworkError = (error: unknown): boolean => isApiError(error) && error.code === NETWORK_ERROR;

export const offlineError = () => new ApiError(0, NETWORK_ERROR, MESSAGES.offline);

/** No call waits longer than this: on a connection that is up but passes nothing, the app goes on. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A fetch that never got an answer: no connection, DNS, or our own timeout. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/** Reads an error body: JSON { code, message } when the server sent it, else the text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; field?: unknown };
    if (body && typeof body === 'object') {
      const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
      const message = typeof body.message === 'string' ? body.message : response.statusText;
      return new ApiError(response.status, code, message, typeof body.field === 'string' ? body.field : undefined);
    }
  } catch {
    // not JSON: fall through to the text (HTML error pages are stripped of tags by displayError)
  }
  return new ApiError(response.status, `HTTP_${response.status}`, text || response.statusText);
}

/** fetch that rejects with ApiError: offline/network failure, or a non-2xx answer. */
export async function send(input: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw offlineError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function sendJson<T>(input: string, init: RequestInit = {}): Promise<T> {
  const response = await send(input, { ...init, headers: { accept: 'application/json', ...init.headers } });
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(502, 'BAD_RESPONSE', 'Something went wrong');
  }
}
