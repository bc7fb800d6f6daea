// The visit-order problem of a clinician's day (SPEC §3 Scheduling state: routeStops,
// sequencedDestinations) and its compiled, typed-array form that every solver walks.
import type { TravelMatrix } from './distance';

export interface RouteStop {
  id: string;
  /** Minutes from midnight: arriving earlier means waiting until then. */
  windowStart: number;
  /** Minutes from midnight: the latest on-time arrival. */
  windowEnd: number;
  serviceMinutes: number;
}

export interface RouteProblem {
  /** The clinician's departure from the start point, minutes from midnight. */
  start: number;
  /** Index 0 is the start point; index k + 1 is stops[k]. */
  matrix: TravelMatrix;
  stops: readonly RouteStop[];
  /** Counts the drive back to the start point in the travel (default: the day ends at the last visit). */
  returnToStart?: boolean;
}

export interface StopArrival {
  stopId: string;
  arrive: number;
  /** When the visit begins: the arrival, or the window's start when early. */
  start: number;
  depart: number;
  /** Minutes past windowEnd at arrival (0 when on time). */
  lateMinutes: number;
}

/** Equal within this: sums of float travel times in another order differ in the last bits. */
export const COST_EPSILON = 1e-7;
/** An arrival within this of windowEnd is on time (float noise, not a late visit). */
export const LATE_TOLERANCE = 1e-6;

/** Minutes past the window's end; the one rule of lateness every solver uses. */
export function lateness(arrive: number, windowEnd: number): number {
  const late = arrive - windowEnd;
  return late > LATE_TOLERANCE ? late : 0;
}

/** The problem as flat typed arrays: node 0 the start, node k + 1 the k-th stop. */
export interface CompiledProblem {
  /** Stops. */
  n: number;
  /** Nodes (n + 1). */
  size: number;
  start: number;
  returnToStart: boolean;
  /** minutes[i * size + j]. */
  minutes: Float64Array;
  miles: Float64Array;
  /** Per node (index 0 unused). */
  windowStart: Float64Array;
  windowEnd: Float64Array;
  service: Float64Array;
  ids: readonly string[];
}

export function compileProblem(problem: RouteProblem): CompiledProblem {
  const n = problem.stops.length;
  const size = n + 1;
  const { minutes: minuteRows, miles: mileRows } = problem.matrix;
  if (minuteRows.length !== size || mileRows.length !== size) {
    throw new Error(`route: the travel matrix has ${minuteRows.length} rows for ${n} stops and the start`);
  }
  const minutes = new Float64Array(size * size);
  const miles = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    const minuteRow = minuteRows[i] ?? [];
    const mileRow = mileRows[i] ?? [];
    if (minuteRow.length !== size || mileRow.length !== size) throw new Error(`route: row ${i} of the travel matrix is not ${size} wide`);
    for (let j = 0; j < size; j++) {
      minutes[i * size + j] = minuteRow[j] ?? 0;
      miles[i * size + j] = mileRow[j] ?? 0;
    }
  }
  const windowStart = new Float64Array(size);
  const windowEnd = new Float64Array(size);
  const service = new Float64Array(size);
  const seen = new Set<string>();
  problem.stops.forEach((stop, k) => {
    if (seen.has(stop.id)) throw new Error(`route: stop ${stop.id} is listed twice`);
    seen.add(stop.id);
    windowStart[k + 1] = stop.windowStart;
    windowEnd[k + 1] = stop.windowEnd;
    service[k + 1] = stop.serviceMinutes;
  });
  return {
    n,
    size,
    start: problem.start,
    returnToStart: problem.returnToStart ?? false,
    minutes,
    miles,
    windowStart,
    windowEnd,
    service,
    ids: problem.stops.map((s) => s.id),
  };
}

/** A route's objective: lateness first, then travel minutes, then miles (SPEC §3 optimize route). */
export interface RouteCost {
  late: number;
  travel: number;
  miles: number;
}

export const emptyCost = (): RouteCost => ({ late: 0, travel: 0, miles: 0 });
export const WORST_COST: Readonly<RouteCost> = { late: Number.POSITIVE_INFINITY, travel: Number.POSITIVE_INFINITY, miles: 0 };

/** a < b in the objective's order (lateness, then travel, then miles), ignoring float noise. */
export function costLess(a: RouteCost, b: RouteCost): boolean {
  if (a.late < b.late - COST_EPSILON) return true;
  if (a.late > b.late + COST_EPSILON) return false;
  if (a.travel < b.travel - COST_EPSILON) return true;
  if (a.travel > b.travel + COST_EPSILON) return false;
  return a.miles < b.miles - COST_EPSILON;
}
