import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipIntervals, containsInterval, type Interval, mergeIntervals, subtractIntervals } from './intervals';

const i = (start: number, end: number): Interval => ({ start, end });

describe('interval arithmetic', () => {
  it('merges overlapping and touching intervals, drops empty ones, sorts', () => {
    expect(mergeIntervals([i(5, 7), i(1, 3), i(3, 4), i(2, 3), i(9, 9)])).toEqual([i(1, 4), i(5, 7)]);
  });

  it('does not change its input', () => {
    const input = [i(1, 3), i(2, 5)];
    mergeIntervals(input);
    expect(input).toEqual([i(1, 3), i(2, 5)]);
  });

  it('subtracts: a hole in the middle, a cut at each end, a cut over all', () => {
    expect(subtractIntervals([i(0, 10)], [i(4, 6)])).toEqual([i(0, 4), i(6, 10)]);
    expect(subtractIntervals([i(0, 10)], [i(-5, 2), i(8, 20)])).toEqual([i(2, 8)]);
    expect(subtractIntervals([i(0, 10)], [i(0, 10)])).toEqual([]);
    expect(subtractIntervals([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(0, 5), i(25, 30)]);
  });

  it('clips to a range', () => {
    expect(clipIntervals([i(-5, 3), i(4, 6), i(8, 20), i(30, 40)], i(0, 10))).toEqual([i(0, 3), i(4, 6), i(8, 10)]);
  });

  it('tells whether an interval lies wholly inside one of them (merged)', () => {
    expect(containsInterval([i(0, 5), i(5, 10)], i(3, 7))).toBe(true);
    expect(containsInterval([i(0, 5), i(6, 10)], i(3, 7))).toBe(false);
    expect(containsInterval([i(0, 10)], i(4, 4))).toBe(false);
  });

  it('property: what is left of a subtraction is disjoint, sorted, inside what it came from and outside what was removed', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 50 })).map(([s, len]) => i(s, s + len));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 12 }), fc.array(interval, { maxLength: 12 }), (from, remove) => {
        const left = subtractIntervals(from, remove);
        left.forEach((piece, k) => {
          expect(piece.end).toBeGreaterThan(piece.start);
          const next = left[k + 1];
          if (next) expect(next.start).toBeGreaterThan(piece.end);
          expect(from.some((f) => f.start <= piece.start && piece.end <= f.end) || containsInterval(from, piece)).toBe(true);
          expect(remove.some((r) => r.end > r.start && r.start < piece.end && piece.start < r.end)).toBe(false);
        });
        // Every instant of `from` not removed is kept (ends are whole numbers, so mid-points decide).
        for (let t = 0.5; t <= 250; t += 1) {
          const inFrom = from.some((f) => f.start <= t && t < f.end);
          const inRemove = remove.some((r) => r.start <= t && t < r.end);
          const inLeft = left.some((l) => l.start <= t && t < l.end);
          expect(inLeft).toBe(inFrom && !inRemove);
        }
      }),
      { numRuns: 150 },
    );
  });
});
