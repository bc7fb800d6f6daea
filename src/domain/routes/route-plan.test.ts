import { describe, expect, it } from 'vitest';
import { matrixFromCoordinates } from './distance';
import { optimizeRoute } from './optimizer';
import {
  DEFAULT_MILEAGE_THRESHOLD,
  exceedsMileageThreshold,
  isRoutable,
  parseMileageThreshold,
  planRoute,
  type RouteDay,
  routeOutdated,
  routePoints,
  routeProblemOf,
  stopAppointmentId,
} from './route-plan';

// Start, A, B, C: minutes between them (miles are half the minutes).
const MINUTES = [
  [0, 10, 20, 30],
  [10, 0, 15, 25],
  [20, 15, 0, 12],
  [30, 25, 12, 0],
];
const matrix = { minutes: MINUTES, miles: MINUTES.map((row) => row.map((m) => m / 2)) };
const zone = 'America/New_York';
// 2026-03-10 is EDT (UTC-4): 08:00 local is 12:00Z.
const day: RouteDay = {
  date: '2026-03-10',
  departure: '08:00',
  timeZone: zone,
  matrix,
  visits: [
    { id: 'A', start: '2026-03-10T12:20:00.000Z', end: '2026-03-10T13:00:00.000Z', latitude: 27.9, longitude: -82.4 },
    { id: 'B', start: '2026-03-10T12:00:00.000Z', end: '2026-03-10T13:00:00.000Z', latitude: 27.95, longitude: -82.45 },
    { id: 'C', start: '2026-03-10T14:00:00.000Z', end: '2026-03-10T14:20:00.000Z', latitude: 28, longitude: -82.5 },
  ],
};

describe('routeProblemOf (the booked period is the window)', () => {
  it('measures windows in minutes from midnight, anchored at the departure', () => {
    expect(routeProblemOf(day)).toEqual({
      start: 480,
      matrix,
      stops: [
        { id: 'A', windowStart: 500, windowEnd: 540, serviceMinutes: 40 },
        { id: 'B', windowStart: 480, windowEnd: 540, serviceMinutes: 60 },
        { id: 'C', windowStart: 600, windowEnd: 620, serviceMinutes: 20 },
      ],
    });
  });

  it('keeps elapsed time across a daylight-saving change (2026-03-08 in New York)', () => {
    // 01:00 EST is 06:00Z; 04:00 EDT is 08:00Z: two hours later, though the clock moved three.
    const problem = routeProblemOf({
      ...day,
      date: '2026-03-08',
      departure: '01:00',
      visits: [{ id: 'A', start: '2026-03-08T08:00:00.000Z', end: '2026-03-08T08:30:00.000Z', latitude: 0, longitude: 0 }],
      matrix: {
        minutes: [
          [0, 1],
          [1, 0],
        ],
        miles: [
          [0, 1],
          [1, 0],
        ],
      },
    });
    expect(problem.stops[0]).toMatchObject({ windowStart: 60 + 120, serviceMinutes: 30 });
  });
});

describe('planRoute', () => {
  it('gives each stop its arrival, departure, leg and lateness, and the day its totals', () => {
    const plan = planRoute(day, ['A', 'B', 'C']);
    // A: arrive 8:10, wait to 8:20, leave 9:00. B: arrive 9:15 (15 past its 9:00 end), leave 10:15.
    // C: arrive 10:27, leave 10:47.
    expect(plan.stops).toEqual([
      {
        appointment: { reference: 'Appointment/A' },
        order: 1,
        arrive: '2026-03-10T12:10:00.000Z',
        depart: '2026-03-10T13:00:00.000Z',
        miles: 5,
        minutes: 10,
        lateMinutes: 0,
      },
      {
        appointment: { reference: 'Appointment/B' },
        order: 2,
        arrive: '2026-03-10T13:15:00.000Z',
        depart: '2026-03-10T14:15:00.000Z',
        miles: 7.5,
        minutes: 15,
        lateMinutes: 15,
      },
      {
        appointment: { reference: 'Appointment/C' },
        order: 3,
        arrive: '2026-03-10T14:27:00.000Z',
        depart: '2026-03-10T14:47:00.000Z',
        miles: 6,
        minutes: 12,
        lateMinutes: 7,
      },
    ]);
    expect(plan).toMatchObject({ totalMiles: 18.5, totalMinutes: 37, lateMinutes: 22 });
    expect(plan.stops.map(stopAppointmentId)).toEqual(['A', 'B', 'C']);
  });

  it("plans the optimizer's order as the optimizer measured it", () => {
    const result = optimizeRoute(routeProblemOf(day));
    const plan = planRoute(day, result.order);
    expect(plan.stops.map(stopAppointmentId)).toEqual(result.order);
    expect(plan.lateMinutes).toBe(Math.round(result.lateMinutes * 10) / 10);
    expect(plan.lateMinutes).toBeLessThanOrEqual(planRoute(day, ['A', 'B', 'C']).lateMinutes);
    expect(plan.totalMinutes).toBe(Math.round(result.travelMinutes * 10) / 10);
  });

  it('works on an estimated matrix of the start point and the visits', () => {
    const start = { latitude: 27.95, longitude: -82.46 };
    const estimated = { ...day, matrix: matrixFromCoordinates(routePoints(start, day.visits)) };
    const plan = planRoute(estimated, ['B', 'A', 'C']);
    expect(plan.stops).toHaveLength(3);
    expect(plan.totalMiles).toBeGreaterThan(0);
    // B is node 2: its leg is the start's row, column 2.
    expect(plan.stops[0]?.miles).toBe(Math.round((estimated.matrix.miles[0]?.[2] ?? 0) * 100) / 100);
  });

  it('refuses an order that is not every visit once, and a departure that is not HH:mm', () => {
    expect(() => planRoute(day, ['A', 'B'])).toThrow();
    expect(() => planRoute(day, ['A', 'A', 'C'])).toThrow();
    expect(() => planRoute({ ...day, departure: '8am' }, ['A', 'B', 'C'])).toThrow();
  });
});

describe('mileage threshold (SPEC §6)', () => {
  it('reads the setting as a positive number of miles, else 100', () => {
    expect(parseMileageThreshold('150')).toBe(150);
    expect(parseMileageThreshold(' 72.5 ')).toBe(72.5);
    for (const bad of [undefined, null, '', 'abc', '0', '-5']) expect(parseMileageThreshold(bad)).toBe(DEFAULT_MILEAGE_THRESHOLD);
  });

  it('is exceeded only above it', () => {
    expect(exceedsMileageThreshold(100.01, 100)).toBe(true);
    expect(exceedsMileageThreshold(100, 100)).toBe(false);
    expect(exceedsMileageThreshold(12, 100)).toBe(false);
  });
});

describe('routable visits and an outdated route', () => {
  it('keeps cancelled, rescheduled, erroneous and do-not-visit visits off a route', () => {
    expect(['cancelled', 'waitlist', 'error', 'isDoNotVisit'].map((s) => isRoutable(s as never))).toEqual([false, false, false, false]);
    expect(['booked', 'pending', 'checked-in', 'signed', 'noshow'].map((s) => isRoutable(s as never))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('is outdated when a stop left the day or was cancelled, or a visit of the day is not on it', () => {
    const day = [
      { id: 'a', status: 'booked' as const },
      { id: 'b', status: 'signed' as const },
      { id: 'c', status: 'cancelled' as const },
    ];
    expect(routeOutdated(['b', 'a'], day)).toBe(false);
    expect(routeOutdated(['a'], day)).toBe(true);
    expect(routeOutdated(['a', 'b', 'c'], day)).toBe(true);
    expect(routeOutdated(['a', 'b', 'x'], day)).toBe(true);
  });
});
