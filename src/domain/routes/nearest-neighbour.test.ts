import { describe, expect, it } from 'vitest';
import { nearestNeighbourOrder } from './nearest-neighbour';

describe('nearestNeighbourOrder (the baseline of SPEC §3 optimize route)', () => {
  it('always drives to the nearest stop left, windows ignored', () => {
    const minutes = [
      [0, 5, 9, 2],
      [5, 0, 3, 6],
      [9, 3, 0, 8],
      [2, 6, 8, 0],
    ];
    const stops = ['A', 'B', 'C'].map((id) => ({ id, windowStart: 0, windowEnd: 1, serviceMinutes: 10 }));
    // Start → C (2) → A (6) → B (3).
    expect(nearestNeighbourOrder({ start: 480, matrix: { minutes, miles: minutes }, stops })).toEqual(['C', 'A', 'B']);
  });
});
