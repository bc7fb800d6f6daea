// Cheapest insertion respecting windows (SPEC §3 optimize route): the order grows one stop at a
// time, each time by the stop and place that keep the order best (lateness, then travel).
import { newTrace, type SharedTail, walkRoute } from './evaluate';
import { type CompiledProblem, costLess, emptyCost, WORST_COST } from './route-problem';

export function cheapestInsertion(c: CompiledProblem): Int32Array {
  const { n } = c;
  const route = new Int32Array(n);
  const cand = new Int32Array(n);
  const trace = newTrace(n);
  const routeCost = emptyCost();
  const best = { ...WORST_COST };
  const out = emptyCost();
  // Candidate positions after the inserted one hold the route's stops one place later.
  const tail: SharedTail = { trace, total: routeCost, after: 0, shift: 1 };
  const routed = new Uint8Array(c.size);
  for (let k = 0; k < n; k++) {
    best.late = WORST_COST.late;
    best.travel = WORST_COST.travel;
    let bestStop = -1;
    let bestPlace = 0;
    for (let stop = 1; stop < c.size; stop++) {
      if (routed[stop]) continue;
      // Places k, k − 1, … 0: the stop moves one place earlier each time.
      cand.set(route.subarray(0, k));
      cand[k] = stop;
      for (let place = k; place >= 0; place--) {
        if (place < k) {
          cand[place + 1] = route[place] as number;
          cand[place] = stop;
        }
        tail.after = place;
        if (walkRoute(c, cand, k + 1, place, trace, best, out, null, k > 0 ? tail : null) && (bestStop < 0 || costLess(out, best))) {
          best.late = out.late;
          best.travel = out.travel;
          best.miles = out.miles;
          bestStop = stop;
          bestPlace = place;
        }
      }
    }
    route.copyWithin(bestPlace + 1, bestPlace, k);
    route[bestPlace] = bestStop;
    routed[bestStop] = 1;
    walkRoute(c, route, k + 1, bestPlace, trace, null, routeCost, trace);
  }
  return route;
}

/** Stops by the end of their window (earliest deadline first), then by its start. */
export function deadlineOrder(c: CompiledProblem): Int32Array {
  const nodes = Array.from({ length: c.n }, (_, k) => k + 1);
  nodes.sort(
    (a, b) =>
      (c.windowEnd[a] as number) - (c.windowEnd[b] as number) || (c.windowStart[a] as number) - (c.windowStart[b] as number) || a - b,
  );
  return Int32Array.from(nodes);
}
