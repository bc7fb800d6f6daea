// The one evaluator of a visit order (SPEC §3 optimize route): arrival, waiting for the window,
// service, lateness and travel, stop after stop. The solvers walk candidate orders with it; the
// exact solver's extension step repeats the same arithmetic in the same order (exact-dp.ts).
import {
  COST_EPSILON,
  type CompiledProblem,
  compileProblem,
  lateness,
  type RouteCost,
  type RouteProblem,
  type StopArrival,
} from './route-problem';

/** Per position of a walked order: the times at each stop and the running totals after it. */
export interface RouteTrace {
  arrive: Float64Array;
  begin: Float64Array;
  depart: Float64Array;
  late: Float64Array;
  totalLate: Float64Array;
  totalTravel: Float64Array;
  totalMiles: Float64Array;
  /** How many stops at this position or later are late (kept by walks that record from there). */
  lateAfter: Int32Array;
}

export function newTrace(n: number): RouteTrace {
  return {
    arrive: new Float64Array(n),
    begin: new Float64Array(n),
    depart: new Float64Array(n),
    late: new Float64Array(n),
    totalLate: new Float64Array(n),
    totalTravel: new Float64Array(n),
    totalMiles: new Float64Array(n),
    lateAfter: new Int32Array(n),
  };
}

/**
 * A walked order whose tail a candidate shares: candidate positions after `after` hold the stops of
 * `trace`'s positions p - `shift`, and `total` is that order's cost.
 */
export interface SharedTail {
  trace: RouteTrace;
  total: RouteCost;
  after: number;
  shift: number;
}

/**
 * Walks `seq[0 .. len)` (nodes 1..n) from position `from`, taking the state before it from
 * `prefix` (positions < from must match it), and writes the total into `out`. With `bound`, gives
 * up (returns false) as soon as the partial lateness and travel, which only grow, are worse than it.
 * With `tail`, stops early in the shared tail: leaving a stop at the same minute as the walked order
 * did means the rest costs the same; leaving later means it is late at least as much.
 * With `record`, keeps each position's times and running totals (then `tail` must be null).
 */
export function walkRoute(
  c: CompiledProblem,
  seq: Int32Array,
  len: number,
  from: number,
  prefix: RouteTrace | null,
  bound: RouteCost | null,
  out: RouteCost,
  record: RouteTrace | null,
  tail: SharedTail | null = null,
  weight = Number.POSITIVE_INFINITY,
): boolean {
  const { minutes, miles, windowStart, windowEnd, service, size } = c;
  let node = 0;
  let depart = c.start;
  let late = 0;
  let travel = 0;
  let distance = 0;
  if (from > 0 && prefix) {
    node = seq[from - 1] as number;
    depart = prefix.depart[from - 1] as number;
    late = prefix.totalLate[from - 1] as number;
    travel = prefix.totalTravel[from - 1] as number;
    distance = prefix.totalMiles[from - 1] as number;
  } else {
    from = 0;
  }
  const boundLate = bound ? bound.late + COST_EPSILON : Number.POSITIVE_INFINITY;
  const tieLate = bound ? bound.late - COST_EPSILON : Number.POSITIVE_INFINITY;
  const boundTravel = bound ? bound.travel + COST_EPSILON : Number.POSITIVE_INFINITY;
  const boundScore =
    bound && weight < Number.POSITIVE_INFINITY ? bound.travel + weight * bound.late + COST_EPSILON : Number.POSITIVE_INFINITY;
  for (let p = from; p < len; p++) {
    const next = seq[p] as number;
    const edge = node * size + next;
    const arrive = depart + (minutes[edge] as number);
    const lateHere = lateness(arrive, windowEnd[next] as number);
    const opens = windowStart[next] as number;
    const begin = arrive < opens ? opens : arrive;
    depart = begin + (service[next] as number);
    late += lateHere;
    travel += minutes[edge] as number;
    distance += miles[edge] as number;
    if (beyond(late, travel, weight, boundLate, tieLate, boundTravel, boundScore)) return false;
    if (tail && p > tail.after) {
      const q = p - tail.shift;
      const walked = tail.trace;
      const restLate = tail.total.late - (walked.totalLate[q] as number);
      const restTravel = tail.total.travel - (walked.totalTravel[q] as number);
      const walkedDepart = walked.depart[q] as number;
      if (depart === walkedDepart) {
        out.late = late + restLate;
        out.travel = travel + restTravel;
        out.miles = distance + tail.total.miles - (walked.totalMiles[q] as number);
        return true;
      }
      // Leaving later, every stop ahead is at least as late; leaving Δ earlier, each late stop
      // ahead is at most Δ less late.
      const gain = depart < walkedDepart ? (walkedDepart - depart) * (walked.lateAfter[q + 1] ?? 0) : 0;
      if (beyond(late + restLate - gain, travel + restTravel, weight, boundLate, tieLate, boundTravel, boundScore)) return false;
    }
    if (record) {
      record.arrive[p] = arrive;
      record.begin[p] = begin;
      record.depart[p] = depart;
      record.late[p] = lateHere;
      record.totalLate[p] = late;
      record.totalTravel[p] = travel;
      record.totalMiles[p] = distance;
    }
    node = next;
  }
  if (record) {
    // Positions before `from` were recorded by the walk this one continues.
    let count = 0;
    if (len < record.lateAfter.length) record.lateAfter[len] = 0;
    for (let p = len - 1; p >= 0; p--) {
      if ((record.late[p] as number) > 0) count++;
      record.lateAfter[p] = count;
    }
  }
  if (c.returnToStart && len > 0) {
    travel += minutes[node * size] as number;
    distance += miles[node * size] as number;
    if (beyond(late, travel, weight, boundLate, tieLate, boundTravel, boundScore)) return false;
  }
  out.late = late;
  out.travel = travel;
  out.miles = distance;
  return true;
}

/** Whether (late, travel) is past the bound: lateness first, or with `weight` minutes of travel a minute late. */
function beyond(late: number, travel: number, weight: number, boundLate: number, tieLate: number, boundTravel: number, boundScore: number) {
  if (weight < Number.POSITIVE_INFINITY) return travel + weight * late > boundScore;
  return late > boundLate || (late >= tieLate && travel > boundTravel);
}

export interface OrderEvaluation {
  order: string[];
  arrivals: StopArrival[];
  travelMinutes: number;
  miles: number;
  /** Sum of minutes past windowEnd. */
  lateMinutes: number;
  feasible: boolean;
  /** The stops reached after their window's end, in visit order. */
  conflicts: string[];
}

/** Nodes of `order` (stop ids), checking it is a permutation of the problem's stops. */
export function orderNodes(c: CompiledProblem, order: readonly string[]): Int32Array {
  if (order.length !== c.n) throw new Error(`route: the order has ${order.length} stops, the problem ${c.n}`);
  const index = new Map(c.ids.map((id, k) => [id, k + 1]));
  const seq = new Int32Array(c.n);
  const seen = new Set<string>();
  order.forEach((id, p) => {
    const node = index.get(id);
    if (node === undefined) throw new Error(`route: unknown stop ${id}`);
    if (seen.has(id)) throw new Error(`route: stop ${id} is in the order twice`);
    seen.add(id);
    seq[p] = node;
  });
  return seq;
}

/** The arrivals, travel and lateness of visiting the stops in `seq`'s order. */
export function evaluateNodes(c: CompiledProblem, seq: Int32Array): OrderEvaluation {
  const trace = newTrace(c.n);
  const cost = { late: 0, travel: 0, miles: 0 };
  walkRoute(c, seq, c.n, 0, null, null, cost, trace);
  const order = Array.from(seq, (node) => c.ids[node - 1] as string);
  const arrivals = order.map((stopId, p) => ({
    stopId,
    arrive: trace.arrive[p] as number,
    start: trace.begin[p] as number,
    depart: trace.depart[p] as number,
    lateMinutes: trace.late[p] as number,
  }));
  return {
    order,
    arrivals,
    travelMinutes: cost.travel,
    miles: cost.miles,
    lateMinutes: cost.late,
    feasible: cost.late === 0,
    conflicts: arrivals.filter((a) => a.lateMinutes > 0).map((a) => a.stopId),
  };
}

/** Evaluates visiting the problem's stops in `order` (every stop id once). */
export function evaluateOrder(problem: RouteProblem, order: readonly string[]): OrderEvaluation {
  const c = compileProblem(problem);
  return evaluateNodes(c, orderNodes(c, order));
}
