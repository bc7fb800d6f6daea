import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestStops } from './exact-dp';
import { compileProblem, type RouteProblem } from './route-problem';

/** A day of `n` stops whose drive minutes are given row by row (node 0 the start). */
function dayOf(minutes: number[][]): RouteProblem {
  const n = minutes.length - 1;
  return {
    start: 480,
    matrix: { minutes, miles: minutes },
    stops: Array.from({ length: n }, (_, k) => ({ id: `s${k}`, windowStart: 480, windowEnd: 600, serviceMinutes: 10 })),
  };
}

describe('nearestStops (the exact search’s first-drive bound, SPEC §3 optimize route)', () => {
  it('lists every stop from each node (itself too, at its 0 minutes), nearest first, ties by node', () => {
    const c = compileProblem(
      dayOf([
        [0, 5, 3, 3],
        [5, 0, 9, 1],
        [3, 9, 0, 4],
        [3, 1, 4, 0],
      ]),
    );
    expect(Array.from(nearestStops(c))).toEqual([2, 3, 1, 1, 3, 2, 2, 3, 1, 3, 1, 2]);
  });

  it('gives the least drive to any set of stops as the first of them in its row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }).chain((n) =>
          fc.tuple(
            fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: n + 1, maxLength: n + 1 }), {
              minLength: n + 1,
              maxLength: n + 1,
            }),
            fc.integer({ min: 1, max: (1 << n) - 1 }),
          ),
        ),
        ([minutes, set]) => {
          const c = compileProblem(dayOf(minutes));
          const order = nearestStops(c);
          for (let from = 0; from < c.size; from++) {
            const row = Array.from(order.subarray(from * c.n, (from + 1) * c.n));
            expect([...row].sort((a, b) => a - b)).toEqual(Array.from({ length: c.n }, (_, k) => k + 1));
            const first = row.find((stop) => set & (1 << (stop - 1)));
            const least = Math.min(...row.filter((stop) => set & (1 << (stop - 1))).map((stop) => minutes[from]?.[stop] ?? 0));
            expect(minutes[from]?.[first ?? 0]).toBe(least);
          }
        },
      ),
    );
  });
});
