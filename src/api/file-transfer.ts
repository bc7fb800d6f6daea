// Files over REST (SPEC §7 'File upload … with content type and progress callback'; DESIGN §8
// 'Files'), with the signed-in user's token like every other call:
// - uploadFile: multipart POST through XMLHttpRequest, the one browser API that reports upload
//   progress; SPEC §9: 120,000 ms, no automatic retry (the user retries). Cancel is an AbortSignal.
// - downloadFile: GET of a file as a Blob (the server sends it with no-store).
// A refused token is refreshed once and the call made once more, as for GraphQL.
import { ERROR_CODES } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { UPLOAD_MESSAGES, UPLOAD_TIMEOUT_MS } from '../domain/upload/upload-rules';
import { authHeaders, freshSession, refreshAfterRejection } from './auth';
import { ApiError, errorFromResponse, send } from './http';
import type { StoredSession } from './session-schema';

export interface UploadOptions {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

async function signedIn(): Promise<StoredSession> {
  const session = await freshSession();
  if (!session) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);
  return session;
}

function post(url: string, form: FormData, session: StoredSession, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(session))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
        } catch {
          reject(new ApiError(502, 'BAD_RESPONSE', 'Something went wrong'));
        }
        return;
      }
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      void errorFromResponse(response).then(reject, reject);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', MESSAGES.offline));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(0, 'TIMEOUT', UPLOAD_MESSAGES.timedOut));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/** POSTs `form` to `url` (multipart) and resolves to the server's JSON answer; rejects with ApiError or an AbortError. */
export async function uploadFile(url: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  const session = await signedIn();
  try {
    return await post(url, form, session, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.UNAUTHENTICATED) throw error;
    const renewed = await refreshAfterRejection(session.accessToken);
    if (!renewed || renewed.accessToken === session.accessToken) throw error;
    return post(url, form, renewed, options);
  }
}

/** GETs a file the server keeps for the signed-in user. */
export async function downloadFile(url: string): Promise<Blob> {
  const get = (session: StoredSession) => send(url, { headers: authHeaders(session), signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
  const session = await signedIn();
  try {
    return await (await get(session)).blob();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.UNAUTHENTICATED) throw error;
    const renewed = await refreshAfterRejection(session.accessToken);
    if (!renewed || renewed.accessToken === session.accessToken) throw error;
    return (await get(renewed)).blob();
  }
}
