// Exact solvers for the route-optimizer bench, written apart from src/domain/routes (no shared
// code but the problem's shape), to check the optimizer's exact answers: all orders for small
// days, and a plain depth-first branch and bound for 15-stop days. Both walk an order the plain
// way: arrive, wait for the window, serve; lateness is the minutes past the window's end.
import type { RouteProblem } from '../../src/domain/routes/route-problem.ts';

export interface PlainCost {
  late: number;
  travel: number;
}

const EPSILON = 1e-7;

/** a < b: lateness first, then travel. */
const lexLess = (aLate: number, aTravel: number, b: PlainCost) =>
  aLate < b.late - EPSILON || (aLate < b.late + EPSILON && aTravel < b.travel - EPSILON);

/** The best of all n! orders. */
export function bruteForce(problem: RouteProblem): PlainCost {
  const { minutes } = problem.matrix;
  const n = problem.stops.length;
  const best = { late: Number.POSITIVE_INFINITY, travel: Number.POSITIVE_INFINITY };
  const used = new Array<boolean>(n).fill(false);
  const visit = (depth: number, at: number, t: number, late: number, travel: number) => {
    if (depth === n) {
      if (lexLess(late, travel, best)) Object.assign(best, { late, travel });
      return;
    }
    for (let k = 0; k < n; k++) {
      if (used[k]) continue;
      const stop = problem.stops[k];
      if (!stop) continue;
      const drive = minutes[at]?.[k + 1] ?? 0;
      const arrive = t + drive;
      used[k] = true;
      visit(
        depth + 1,
        k + 1,
        Math.max(arrive, stop.windowStart) + stop.serviceMinutes,
        late + Math.max(0, arrive - stop.windowEnd),
        travel + drive,
      );
      used[k] = false;
    }
  };
  visit(0, 0, problem.start, 0, 0);
  return best;
}

/**
 * Depth-first branch and bound, no incumbent given: a branch is cut when even its lower bound
 * (each stop left driven to directly, for lateness — the matrix keeps the triangle inequality;
 * each stop left entered by its cheapest drive, for travel) is no better than the best found.
 * Null when `deadline()` says the time is up first.
 */
export function branchAndBound(problem: RouteProblem, deadline: () => boolean): PlainCost | null {
  const { minutes } = problem.matrix;
  const n = problem.stops.length;
  const stops = problem.stops;
  const cheapestIn = stops.map((_, k) =>
    Math.min(...minutes.map((row, i) => (i === k + 1 ? Number.POSITIVE_INFINITY : (row[k + 1] ?? 0)))),
  );
  const best = { late: Number.POSITIVE_INFINITY, travel: Number.POSITIVE_INFINITY };
  const used = new Array<boolean>(n).fill(false);
  let nodes = 0;
  let stopped = false;
  const visit = (depth: number, at: number, t: number, late: number, travel: number) => {
    if (stopped || (++nodes % 4096 === 0 && deadline())) {
      stopped = true;
      return;
    }
    if (depth === n) {
      if (lexLess(late, travel, best)) Object.assign(best, { late, travel });
      return;
    }
    let lateBound = late;
    let travelBound = travel;
    const next: { k: number; arrive: number; begin: number }[] = [];
    for (let k = 0; k < n; k++) {
      const stop = stops[k];
      if (used[k] || !stop) continue;
      const arrive = t + (minutes[at]?.[k + 1] ?? 0);
      lateBound += Math.max(0, arrive - stop.windowEnd);
      travelBound += cheapestIn[k] ?? 0;
      next.push({ k, arrive, begin: Math.max(arrive, stop.windowStart) });
    }
    if (!lexLess(lateBound, travelBound, best)) return;
    // The soonest visit first: good orders come early, and cut the rest.
    next.sort((a, b) => a.begin - b.begin);
    for (const { k, arrive, begin } of next) {
      const stop = stops[k];
      if (!stop) continue;
      used[k] = true;
      visit(
        depth + 1,
        k + 1,
        begin + stop.serviceMinutes,
        late + Math.max(0, arrive - stop.windowEnd),
        travel + (minutes[at]?.[k + 1] ?? 0),
      );
      used[k] = false;
    }
  };
  visit(0, 0, problem.start, 0, 0);
  return stopped ? null : best;
}
