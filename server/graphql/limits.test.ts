// createRateBudget: GRAPHQL_RATE_LIMIT requests a minute per caller, one window per key from its
// first request, the refusal saying how long to wait; a bounded number of callers remembered.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createRateBudget } from './limits.ts';

const refusalOf = (take: () => void): AppError | null => {
  try {
    take();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('createRateBudget', () => {
  it('takes max requests a window per key, then refuses with the wait until the window ends', () => {
    const budget = createRateBudget(3, 60_000);
    for (let i = 0; i < 3; i++) expect(refusalOf(() => budget.take('user:a', 1_000 + i))).toBeNull();
    const refused = refusalOf(() => budget.take('user:a', 16_000));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many requests. Please wait 45 seconds and try again.');
    expect(refused?.details).toEqual({ retryAfter: 45 });
    // Another key has its own budget.
    expect(refusalOf(() => budget.take('user:b', 16_000))).toBeNull();
    // A refused request still counts; the window ends a minute after its first request.
    expect(refusalOf(() => budget.take('user:a', 60_999))?.message).toBe('Too many requests. Please wait 1 seconds and try again.');
    expect(refusalOf(() => budget.take('user:a', 61_000))).toBeNull();
  });

  it('remembers at most maxKeys callers: ended windows first, then the oldest', () => {
    const budget = createRateBudget(1, 60_000, 2);
    budget.take('a', 0);
    budget.take('b', 30_000);
    // a's window has ended at 61,000: it is forgotten to make room, b is kept (and still refused).
    budget.take('c', 61_000);
    expect(refusalOf(() => budget.take('b', 61_000))?.code).toBe('RATE_LIMITED');
    // No ended window left: the oldest (b) makes room for d; b starts again.
    budget.take('d', 62_000);
    expect(refusalOf(() => budget.take('b', 62_000))).toBeNull();
  });
});
