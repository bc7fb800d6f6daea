// SPEC §7 retry helper: a failed call is tried 3 more times, 1 s apart — but only a failure
// that may pass on its own: the network dropped (while the device says it is online) or the
// server failed (5xx). A 4xx answer, an offline device or a malformed answer is final, and
// retrying would only delay the news.
import { isApiError } from './http';

export const RETRY_COUNT = 3;
export const RETRY_DELAY_MS = 1000;

export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= RETRY_COUNT || !isApiError(error)) return false;
  if (error.status === 0) return typeof navigator === 'undefined' || navigator.onLine;
  return error.status >= 500;
};

export async function withRetry<T>(call: () => Promise<T>, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await call();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
