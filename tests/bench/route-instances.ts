// Seeded random clinician days for the route-optimizer bench (route-optimizer.ts), made the same
// way in the page and in node: stops around a start point (Tampa), each with a window and a visit.
import { matrixFromCoordinates } from '../../src/domain/routes/distance.ts';
import type { RouteProblem } from '../../src/domain/routes/route-problem.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';

export interface DayFamily {
  name: string;
  stops: number;
  /** Stops lie uniformly within this many straight-line miles of the start. */
  radiusMiles: number;
  /** The day's first and last minute (from midnight): windows lie within it; the clinician leaves at its start. */
  dayStart: number;
  dayEnd: number;
  windowMinutes: number;
  serviceMinutes: [number, number];
}

export const FAMILIES = {
  /** As briefed: 15 stops within 25 miles, 2-hour windows over an 8-hour day, 30–60 minute visits. */
  day15: { name: 'day15', stops: 15, radiusMiles: 25, dayStart: 480, dayEnd: 960, windowMinutes: 120, serviceMinutes: [30, 60] },
  /** 15 stops that mostly fit a 10-hour day: within 8 miles, 4-hour windows, 15–30 minute visits. */
  fit15: { name: 'fit15', stops: 15, radiusMiles: 8, dayStart: 480, dayEnd: 1080, windowMinutes: 240, serviceMinutes: [15, 30] },
  /** 40 stops within 8 miles, 4-hour windows over a 12-hour day, 5–10 minute visits. */
  day40: { name: 'day40', stops: 40, radiusMiles: 8, dayStart: 420, dayEnd: 1140, windowMinutes: 240, serviceMinutes: [5, 10] },
} as const satisfies Record<string, DayFamily>;

export type FamilyName = keyof typeof FAMILIES;

const START = { latitude: 27.9506, longitude: -82.4572 };
const MILES_PER_DEGREE = 69.09;

/** Day `index` of a family (same family and index: the same day). */
export function makeDay(family: DayFamily, index: number, stops = family.stops): RouteProblem {
  const salt = [...family.name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);
  const rand = seededRandom(salt ^ Math.imul(index + 1, 0x9e3779b9));
  const points = [START];
  const visits = [];
  const lastWindowStart = family.dayEnd - family.windowMinutes;
  for (let k = 0; k < stops; k++) {
    const r = family.radiusMiles * Math.sqrt(rand());
    const angle = rand() * 2 * Math.PI;
    points.push({
      latitude: START.latitude + (r * Math.cos(angle)) / MILES_PER_DEGREE,
      longitude: START.longitude + (r * Math.sin(angle)) / (MILES_PER_DEGREE * Math.cos((START.latitude * Math.PI) / 180)),
    });
    const windowStart = family.dayStart + Math.floor(rand() * (lastWindowStart - family.dayStart + 1));
    const [least, most] = family.serviceMinutes;
    visits.push({
      id: `${family.name}-${index}-${k}`,
      windowStart,
      windowEnd: windowStart + family.windowMinutes,
      serviceMinutes: least + Math.floor(rand() * (most - least + 1)),
    });
  }
  return { start: family.dayStart, matrix: matrixFromCoordinates(points), stops: visits };
}
