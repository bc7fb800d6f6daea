import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { matrixFromCoordinates } from './distance';
import { evaluateNodes } from './evaluate';
import { compileProblem, type RouteProblem } from './route-problem';
import { currentStops, kick, penalised, setOrder, swapKick, swapStretches, warpLocalSearch, warpSearch } from './warp-search';

function randomDay(n: number, seed: number, returnToStart = false): RouteProblem {
  const rand = seededRandom(seed);
  const points = [{ latitude: 27.95, longitude: -82.46 }];
  const stops = [];
  for (let k = 0; k < n; k++) {
    points.push({ latitude: 27.95 + (rand() - 0.5) * 0.2, longitude: -82.46 + (rand() - 0.5) * 0.2 });
    const windowStart = 420 + Math.floor(rand() * 480);
    stops.push({ id: `s${k}`, windowStart, windowEnd: windowStart + 240, serviceMinutes: 5 + Math.floor(rand() * 6) });
  }
  return { start: 420, matrix: matrixFromCoordinates(points), stops, returnToStart };
}

const isPermutation = (seq: Int32Array, n: number) => seq.length === n && [...seq].sort((a, b) => a - b).every((node, k) => node === k + 1);

describe('warpLocalSearch (SPEC §3 optimize route)', () => {
  it('never raises travel plus weighted warp, keeps every stop once and prices the order as the evaluator does', () => {
    for (const [seed, home] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      const c = compileProblem(randomDay(30, seed, home));
      const s = warpSearch(c, 10);
      setOrder(
        s,
        Int32Array.from({ length: c.n }, (_, k) => k + 1),
      );
      const before = penalised(s, s.travel, s.warp);
      warpLocalSearch(s);
      expect(penalised(s, s.travel, s.warp)).toBeLessThanOrEqual(before);
      const seq = Int32Array.from(currentStops(s));
      expect(isPermutation(seq, c.n)).toBe(true);
      const walked = evaluateNodes(c, seq);
      expect(s.travel).toBeCloseTo(walked.travelMinutes, 9);
      expect(s.warp > 1e-6).toBe(walked.lateMinutes > 0);
      // A local optimum of 30 stops with 4-hour windows over 8 hours keeps them all.
      expect(walked.lateMinutes).toBe(0);
    }
  });

  it('kicks stops a few places and keeps the order a permutation', () => {
    const c = compileProblem(randomDay(20, 4));
    const s = warpSearch(c, 10);
    setOrder(
      s,
      Int32Array.from({ length: c.n }, (_, k) => k + 1),
    );
    const rand = seededRandom(9);
    for (let round = 0; round < 50; round++) {
      kick(s, 3, 4, rand);
      expect(isPermutation(Int32Array.from(currentStops(s)), c.n)).toBe(true);
      expect(s.ext[0]).toBe(0);
      expect(s.ext[c.n + 1]).toBe(c.size);
    }
  });

  it('swaps two neighbouring stretches, the rest in place', () => {
    const ext = Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    swapStretches(ext, new Int32Array(ext.length), 2, 2, 3);
    expect([...ext]).toEqual([0, 1, 4, 5, 6, 2, 3, 7, 8]);
  });

  it("kicks by swapped stretches, keeping the order a permutation and its priced figures the evaluator's", () => {
    for (const n of [2, 3, 20, 40]) {
      const c = compileProblem(randomDay(n, 5 + n));
      const s = warpSearch(c, 10);
      setOrder(
        s,
        Int32Array.from({ length: c.n }, (_, k) => k + 1),
      );
      const rand = seededRandom(n);
      for (let round = 0; round < 50; round++) {
        swapKick(s, 20, rand);
        const seq = Int32Array.from(currentStops(s));
        expect(isPermutation(seq, c.n)).toBe(true);
        expect(s.ext[0]).toBe(0);
        expect(s.ext[c.n + 1]).toBe(c.size);
        expect(s.travel).toBeCloseTo(evaluateNodes(c, seq).travelMinutes, 9);
      }
    }
  });
});
