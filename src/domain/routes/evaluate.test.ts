import { describe, expect, it } from 'vitest';
import { evaluateOrder } from './evaluate';
import type { RouteProblem } from './route-problem';

// Start, A, B, C: minutes between them (miles are twice the minutes).
const MINUTES = [
  [0, 10, 20, 30],
  [10, 0, 15, 25],
  [20, 15, 0, 12],
  [30, 25, 12, 0],
];
const matrix = { minutes: MINUTES, miles: MINUTES.map((row) => row.map((m) => m * 2)) };

const problem: RouteProblem = {
  start: 480, // 8:00
  matrix,
  stops: [
    { id: 'A', windowStart: 500, windowEnd: 560, serviceMinutes: 30 },
    { id: 'B', windowStart: 480, windowEnd: 540, serviceMinutes: 45 },
    { id: 'C', windowStart: 600, windowEnd: 620, serviceMinutes: 20 },
  ],
};

describe('evaluateOrder (SPEC §3 optimize route)', () => {
  it('waits for a window, serves, drives on and adds up travel', () => {
    const result = evaluateOrder(problem, ['A', 'B', 'C']);
    // A: arrive 490, wait to 500, leave 530. B: arrive 545 (5 late), leave 590. C: arrive 602, leave 622.
    expect(result.arrivals).toEqual([
      { stopId: 'A', arrive: 490, start: 500, depart: 530, lateMinutes: 0 },
      { stopId: 'B', arrive: 545, start: 545, depart: 590, lateMinutes: 5 },
      { stopId: 'C', arrive: 602, start: 602, depart: 622, lateMinutes: 0 },
    ]);
    expect(result.travelMinutes).toBe(10 + 15 + 12);
    expect(result.miles).toBe(74);
    expect(result.lateMinutes).toBe(5);
    expect(result.feasible).toBe(false);
    expect(result.conflicts).toEqual(['B']);
  });

  it('is on time in another order', () => {
    const result = evaluateOrder(problem, ['B', 'A', 'C']);
    // B: arrive 500, leave 545. A: arrive 560 (on the dot), leave 590. C: arrive 615, leave 635.
    expect(result.arrivals.map((a) => a.arrive)).toEqual([500, 560, 615]);
    expect(result.feasible).toBe(true);
    expect(result.conflicts).toEqual([]);
    expect(result.travelMinutes).toBe(20 + 15 + 25);
  });

  it('counts the drive home when the day ends at the start', () => {
    const result = evaluateOrder({ ...problem, returnToStart: true }, ['B', 'A', 'C']);
    expect(result.travelMinutes).toBe(20 + 15 + 25 + 30);
    expect(result.miles).toBe(2 * (20 + 15 + 25 + 30));
  });

  it('refuses an order that is not every stop once', () => {
    expect(() => evaluateOrder(problem, ['A', 'B'])).toThrow(/3/);
    expect(() => evaluateOrder(problem, ['A', 'B', 'B'])).toThrow(/twice/);
    expect(() => evaluateOrder(problem, ['A', 'B', 'X'])).toThrow(/unknown stop X/);
  });

  it('refuses a matrix of the wrong size', () => {
    expect(() => evaluateOrder({ ...problem, matrix: { minutes: MINUTES.slice(1), miles: MINUTES.slice(1) } }, ['A', 'B', 'C'])).toThrow(
      /matrix/,
    );
  });
});
