import { describe, expect, it } from 'vitest';
import { needsRefresh } from './token-refresh';

const HOUR = 3_600_000;

describe('needsRefresh', () => {
  it('refreshes an hour-long token when under 1000 s remain', () => {
    expect(needsRefresh(1_000_000 + 1, HOUR, 0)).toBe(false);
    expect(needsRefresh(999_000, HOUR, 0)).toBe(true);
  });
  it('refreshes a short-lived token only in the second half of its life', () => {
    expect(needsRefresh(900_000, 900_000, 0)).toBe(false);
    expect(needsRefresh(900_000, 900_000, 500_000)).toBe(true);
  });
});
