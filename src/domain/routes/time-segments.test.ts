import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matrixFromCoordinates } from './distance';
import { evaluateNodes } from './evaluate';
import { compileProblem, type RouteProblem } from './route-problem';
import { fillSegments, Joined, newSegmentTables, segmentNodes } from './time-segments';

const stop = fc.record({
  north: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
  east: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
  windowStart: fc.integer({ min: 480, max: 900 }),
  width: fc.integer({ min: 0, max: 240 }),
  service: fc.integer({ min: 0, max: 60 }),
});

const day = fc.record({ stops: fc.array(stop, { minLength: 1, maxLength: 9 }), home: fc.boolean(), seed: fc.integer() });

function problemOf({
  stops,
  home,
}: {
  stops: { north: number; east: number; windowStart: number; width: number; service: number }[];
  home: boolean;
}): RouteProblem {
  const points = [{ latitude: 27.95, longitude: -82.46 }, ...stops.map((s) => ({ latitude: 27.95 + s.north, longitude: -82.46 + s.east }))];
  return {
    start: 480,
    matrix: matrixFromCoordinates(points),
    stops: stops.map((s, k) => ({
      id: `s${k}`,
      windowStart: s.windowStart,
      windowEnd: s.windowStart + s.width,
      serviceMinutes: s.service,
    })),
    returnToStart: home,
  };
}

/** A seeded shuffle of the stops 1..n, with the start before and the end node after. */
function extendedOrder(n: number, end: number, seed: number): Int32Array {
  const nodes = Array.from({ length: n }, (_, k) => k + 1);
  let state = seed >>> 0;
  for (let k = n - 1; k > 0; k--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (k + 1);
    [nodes[k], nodes[j]] = [nodes[j] as number, nodes[k] as number];
  }
  return Int32Array.from([0, ...nodes, end]);
}

describe('time-window segments (SPEC §3 optimize route)', () => {
  it('price a whole order as the evaluator does: the same travel, and no warp exactly when no stop is late', () => {
    fc.assert(
      fc.property(day, (d) => {
        const c = compileProblem(problemOf(d));
        const nodes = segmentNodes(c);
        const ext = extendedOrder(c.n, nodes.end, d.seed);
        const t = newSegmentTables(c.n);
        const whole = new Joined(nodes);
        fillSegments(t, whole, ext);
        const walked = evaluateNodes(c, ext.subarray(1, c.n + 1));
        expect(whole.travel).toBeCloseTo(walked.travelMinutes, 9);
        expect(whole.warp > 1e-6).toBe(walked.lateMinutes > 0);
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('join the same, however an order is cut into stretches', () => {
    fc.assert(
      fc.property(day, fc.nat(), fc.nat(), (d, x, y) => {
        const c = compileProblem(problemOf(d));
        const nodes = segmentNodes(c);
        const ext = extendedOrder(c.n, nodes.end, d.seed);
        const t = newSegmentTables(c.n);
        const whole = new Joined(nodes);
        fillSegments(t, whole, ext);
        const { m } = t;
        // Cut at a ≤ b: 0..a (a prefix), a + 1..b (built node by node), b + 1..end (a suffix).
        const a = x % (m - 1);
        const b = a + (y % (m - 1 - a));
        const joined = new Joined(nodes).prefix(t, a, ext[a] as number);
        if (b > a) {
          const middle = new Joined(nodes).node(ext[a + 1] as number);
          for (let p = a + 2; p <= b; p++) middle.joinNode(ext[p] as number);
          joined.joinJoined(middle, ext[a + 1] as number);
        }
        joined.joinSuffix(t, b + 1, ext[b + 1] as number, nodes.end);
        expect(joined.travel).toBeCloseTo(whole.travel, 9);
        expect(joined.warp).toBeCloseTo(whole.warp, 9);
        expect(joined.duration).toBeCloseTo(whole.duration, 9);
        expect(joined.earliest).toBeCloseTo(whole.earliest, 9);
        expect(joined.latest).toBeCloseTo(whole.latest, 9);
      }),
      { seed: 12, numRuns: 300 },
    );
  });

  it('refill only the changed positions to the same figures as a whole fill', () => {
    fc.assert(
      fc.property(day, fc.integer(), fc.nat(), fc.nat(), (d, other, x, y) => {
        const c = compileProblem(problemOf(d));
        const nodes = segmentNodes(c);
        const before = extendedOrder(c.n, nodes.end, d.seed);
        // The order after a move that changed positions lo..hi: stops there shuffled, the rest kept.
        const lo = 1 + (x % c.n);
        const hi = lo + (y % (c.n - lo + 1));
        const shuffled = extendedOrder(hi - lo + 1, 0, other);
        const after = Int32Array.from(before);
        for (let p = lo; p <= hi; p++) after[p] = before[lo - 1 + (shuffled[p - lo + 1] as number)] as number;
        const partial = newSegmentTables(c.n);
        fillSegments(partial, new Joined(nodes), before);
        fillSegments(partial, new Joined(nodes), after, lo, hi);
        const whole = newSegmentTables(c.n);
        fillSegments(whole, new Joined(nodes), after);
        expect(partial.prefix).toEqual(whole.prefix);
        expect(partial.suffix).toEqual(whole.suffix);
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});
