// The page side of the route-optimizer bench (route-optimizer.ts), bundled with esbuild: the real
// optimizer (src/domain/routes) and the bench's own exact checks, on seeded days made in the page,
// as window.routeBench. Each call runs a slice of the days and returns plain figures.
import { evaluateOrder, nearestNeighbourOrder, optimizeRoute } from '../../src/domain/routes/optimizer.ts';
import { branchAndBound, bruteForce, type PlainCost } from './route-exact-checks.ts';
import { FAMILIES, type FamilyName, makeDay } from './route-instances.ts';

interface DayRun {
  ms: number;
  exact: boolean;
  feasible: boolean;
  late: number;
  travel: number;
  conflicts: number;
  nnLate: number;
  nnTravel: number;
}

interface RunOptions {
  /** Milliseconds of search for the heuristic (performance.now() as its clock); none: its default rounds. */
  budgetMs?: number;
  restarts?: number;
  seed?: number;
  /** Every window opened to the whole day and more: a shortest path through the stops. */
  ignoreWindows?: boolean;
}

function optionsOf(run: RunOptions) {
  return {
    ...(run.budgetMs !== undefined ? { clock: () => performance.now(), timeBudgetMs: run.budgetMs, restarts: 1_000_000 } : {}),
    ...(run.restarts !== undefined ? { restarts: run.restarts } : {}),
    ...(run.seed !== undefined ? { seed: run.seed } : {}),
  };
}

const api = {
  /** optimizeRoute on days first .. first + count − 1 of a family, timed one by one. */
  run(family: FamilyName, first: number, count: number, run: RunOptions = {}): DayRun[] {
    const out: DayRun[] = [];
    for (let i = first; i < first + count; i++) {
      const day = makeDay(FAMILIES[family], i);
      const problem = run.ignoreWindows ? { ...day, stops: day.stops.map((s) => ({ ...s, windowStart: 0, windowEnd: 48 * 60 })) } : day;
      const started = performance.now();
      const result = optimizeRoute(problem, optionsOf(run));
      const ms = performance.now() - started;
      const nn = evaluateOrder(problem, nearestNeighbourOrder(problem));
      out.push({
        ms,
        exact: result.exact,
        feasible: result.feasible,
        late: result.lateMinutes,
        travel: result.travelMinutes,
        conflicts: result.conflicts.length,
        nnLate: nn.lateMinutes,
        nnTravel: nn.travelMinutes,
      });
    }
    return out;
  },
  /** The optimizer and all orders on smaller days of a family (`stops` each). */
  bruteForce(family: FamilyName, first: number, count: number, stops: number) {
    const out: { optimizer: PlainCost; exact: boolean; brute: PlainCost }[] = [];
    for (let i = first; i < first + count; i++) {
      const problem = makeDay(FAMILIES[family], i, stops);
      const result = optimizeRoute(problem);
      out.push({ optimizer: { late: result.lateMinutes, travel: result.travelMinutes }, exact: result.exact, brute: bruteForce(problem) });
    }
    return out;
  },
  /** Branch and bound on day `index`, given up after `capMs`. */
  branchAndBound(family: FamilyName, index: number, capMs: number) {
    const problem = makeDay(FAMILIES[family], index);
    const started = performance.now();
    const found = branchAndBound(problem, () => performance.now() - started > capMs);
    return { found, ms: performance.now() - started };
  },
};

export type RouteBench = typeof api;

declare global {
  interface Window {
    routeBench: RouteBench;
  }
}

window.routeBench = api;
