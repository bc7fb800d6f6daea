// The coordinator's "optimize route" (SPEC §3 Scheduling state: routeStops, sequencedDestinations):
// the visit order of a clinician's day. Orders that reach every stop by its window's end come
// first, by least travel (minutes, then miles); when none does, the least total lateness, then
// travel, and the late stops are named as conflicts for the screen to show.
// Up to EXACT_STOP_LIMIT stops the answer is exact (exact-dp.ts, bounded by the heuristic's
// order); past it, the heuristic's (heuristic.ts).
import { evaluateNodes } from './evaluate';
import { EXACT_STOP_LIMIT, exactRoute } from './exact-dp';
import { type HeuristicOptions, heuristicRoute } from './heuristic';
import { compileProblem, type RouteProblem, type StopArrival } from './route-problem';

export { evaluateOrder } from './evaluate';
export { nearestNeighbourOrder } from './nearest-neighbour';

export interface OptimizeOptions extends HeuristicOptions {
  /** Days with more stops than this go to the heuristic (at most EXACT_STOP_LIMIT, the default). */
  exactStopLimit?: number;
}

export interface RouteResult {
  order: string[];
  arrivals: StopArrival[];
  travelMinutes: number;
  miles: number;
  /** Sum of minutes past windowEnd (0 when feasible). */
  lateMinutes: number;
  /** Every stop is reached by its window's end. */
  feasible: boolean;
  /** The stops reached after their window's end, in visit order. */
  conflicts: string[];
  /** The order is proven best; false when the heuristic's. */
  exact: boolean;
}

/**
 * Restarts of the heuristic whose order bounds the exact search: more tighten the bound little
 * (the exact search keeps about as many labels), and each costs more than the labels it saves.
 */
const BOUND_RESTARTS = 1;

export function optimizeRoute(problem: RouteProblem, options: OptimizeOptions = {}): RouteResult {
  const c = compileProblem(problem);
  const limit = Math.min(options.exactStopLimit ?? EXACT_STOP_LIMIT, EXACT_STOP_LIMIT);
  let seq: Int32Array;
  let exact = false;
  if (c.n <= limit) {
    const bound = heuristicRoute(c, { ...options, restarts: Math.min(options.restarts ?? BOUND_RESTARTS, BOUND_RESTARTS) });
    const solved = exactRoute(c, bound.cost);
    // Past the label limit: the heuristic's order, searched as long as a long day's.
    seq = solved ? (solved.seq ?? bound.seq) : heuristicRoute(c, options).seq;
    exact = solved !== null;
  } else {
    seq = heuristicRoute(c, options).seq;
  }
  const { order, arrivals, travelMinutes, miles, lateMinutes, feasible, conflicts } = evaluateNodes(c, seq);
  return { order, arrivals, travelMinutes, miles, lateMinutes, feasible, conflicts, exact };
}
