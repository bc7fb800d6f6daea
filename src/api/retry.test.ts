import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, offlineError } from './http';
import { shouldRetry, withRetry } from './retry';

describe('retry helper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries network and server failures 3 times', () => {
    expect(shouldRetry(0, offlineError())).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'HTTP_503', 'busy'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'HTTP_503', 'busy'))).toBe(false);
  });

  it('never retries a 4xx, an offline device or a non-API error', () => {
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED', 'no'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'wait'))).toBe(false);
    expect(shouldRetry(0, new Error('Configuration: bad'))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, offlineError())).toBe(false);
  });

  it('withRetry tries 4 times in all, then gives up', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(500, 'INTERNAL_SERVER_ERROR', 'x'));
    await expect(withRetry(call, 0)).rejects.toThrow();
    expect(call).toHaveBeenCalledTimes(4);
  });
});
