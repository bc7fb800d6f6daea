// The exact optimizer for days of up to EXACT_STOP_LIMIT stops (SPEC §3 optimize route): dynamic
// programming over (visited set, last stop). With time windows one value per state is not enough
// (leaving later but having driven less can still win), so each state keeps the Pareto set of its
// labels on (departure minute) × (lateness, travel, miles in that order): a label is dropped only
// when another costs no more even after charging it, for each minute it leaves later, a minute
// per stop still ahead (the most that minute can add to their lateness).
// Labels that cannot beat a known order (the heuristic's) are pruned by lower bounds: for
// lateness, the larger of each stop left driven to directly (shortest paths) and the stops left
// taken one gap apart against their deadlines in order; for travel, each stop's cheapest way in.
// Typed arrays and bit sets throughout; the label pool and state tables are kept between calls.
import { COST_EPSILON, type CompiledProblem, costLess, LATE_TOLERANCE, lateness, type RouteCost } from './route-problem';

export const EXACT_STOP_LIMIT = 15;
/** Past this many labels the day is handed to the heuristic (memory: 37 bytes a label). */
export const LABEL_LIMIT = 1_500_000;

interface Pool {
  time: Float64Array;
  late: Float64Array;
  travel: Float64Array;
  miles: Float64Array;
  prev: Int32Array;
  node: Uint8Array;
}

const newPool = (size: number): Pool => ({
  time: new Float64Array(size),
  late: new Float64Array(size),
  travel: new Float64Array(size),
  miles: new Float64Array(size),
  prev: new Int32Array(size),
  node: new Uint8Array(size),
});

function grown(pool: Pool, size: number, keep: number): Pool {
  const next = newPool(size);
  next.time.set(pool.time.subarray(0, keep));
  next.late.set(pool.late.subarray(0, keep));
  next.travel.set(pool.travel.subarray(0, keep));
  next.miles.set(pool.miles.subarray(0, keep));
  next.prev.set(pool.prev.subarray(0, keep));
  next.node.set(pool.node.subarray(0, keep));
  return next;
}

let labels = newPool(1 << 16);
let candidates = newPool(256);
let stateStart = new Int32Array(0);
let stateCount = new Int32Array(0);
/** Per visited set, the bits of the last stops whose state kept a label. */
let aliveLast = new Int32Array(0);

/** Shortest drive minutes between all nodes (the matrix need not keep the triangle inequality). */
function shortestMinutes(c: CompiledProblem): Float64Array {
  const { size } = c;
  const d = Float64Array.from(c.minutes);
  for (let k = 0; k < size; k++) {
    for (let i = 0; i < size; i++) {
      const ik = d[i * size + k] as number;
      for (let j = 0; j < size; j++) {
        const via = ik + (d[k * size + j] as number);
        if (via < (d[i * size + j] as number)) d[i * size + j] = via;
      }
    }
  }
  return d;
}

/** The cheapest drive into each stop from any other node (`firstNode` 1: from another stop only). */
function cheapestIn(c: CompiledProblem, firstNode: number): Float64Array {
  const { size } = c;
  const least = new Float64Array(size);
  for (let k = 1; k < size; k++) {
    let m = Number.POSITIVE_INFINITY;
    for (let i = firstNode; i < size; i++) if (i !== k) m = Math.min(m, c.minutes[i * size + k] as number);
    least[k] = m;
  }
  return least;
}

/** Per node (row node * n), the stops by the drive to them from it, nearest first. */
export function nearestStops(c: CompiledProblem): Int32Array {
  const { n, size, minutes } = c;
  const out = new Int32Array(size * n);
  const stops = Array.from({ length: n }, (_, k) => k + 1);
  for (let from = 0; from < size; from++) {
    const row = from * size;
    stops.sort((a, b) => (minutes[row + a] as number) - (minutes[row + b] as number) || a - b);
    out.set(stops, from * n);
  }
  return out;
}

/**
 * Whether label a (departing at `time`, costing late/travel/miles) is at least as good as pool label
 * k for every way to finish the day with `ahead` stops left. Leaving Δ minutes later can make each
 * stop ahead at most Δ later, so a later label still wins when its lateness plus that is no more.
 */
function covers(time: number, late: number, travel: number, miles: number, pool: Pool, k: number, ahead: number): boolean {
  const kTime = pool.time[k] as number;
  const penalty = time > kTime ? ahead * (time - kTime + LATE_TOLERANCE) : 0;
  return !lexGreater(late + penalty, travel, miles, pool, k);
}

/** Whether pool label k is at least as good as label a (covers, the other way round). */
function coveredBy(time: number, late: number, travel: number, miles: number, pool: Pool, k: number, ahead: number): boolean {
  const kTime = pool.time[k] as number;
  const penalty = kTime > time ? ahead * (kTime - time + LATE_TOLERANCE) : 0;
  return !lexLess(late - penalty, travel, miles, pool, k);
}

export interface ExactResult {
  /** Null when no order beats or matches `upper` (then the order it came from is optimal). */
  seq: Int32Array | null;
  /** Labels kept. */
  labels: number;
}

/**
 * The best order, or null when the labels outgrow LABEL_LIMIT. `upper` is a known order's cost:
 * only labels that may still match or beat it are kept.
 */
export function exactRoute(c: CompiledProblem, upper: RouteCost): ExactResult | null {
  const { n, size, minutes, miles, windowStart, windowEnd, service } = c;
  if (n > EXACT_STOP_LIMIT) throw new Error(`route: ${n} stops is past the exact limit`);
  const full = (1 << n) - 1;
  const states = (full + 1) * n;
  if (stateStart.length < states) {
    stateStart = new Int32Array(states);
    stateCount = new Int32Array(states);
    aliveLast = new Int32Array(full + 1);
  }
  const shortest = shortestMinutes(c);
  const leastIn = cheapestIn(c, 0);
  const leastInFromStops = cheapestIn(c, 1);
  const byDeadline = Int32Array.from({ length: n }, (_, k) => k + 1).sort((a, b) => (windowEnd[a] as number) - (windowEnd[b] as number));
  const ahead = new Int32Array(n);
  const byDrive = nearestStops(c);
  const boundLate = upper.late + COST_EPSILON;
  const tieLate = upper.late - COST_EPSILON;
  const boundTravel = upper.travel + COST_EPSILON;
  // Label 0: standing at the start point at the departure minute.
  labels.time[0] = c.start;
  labels.late[0] = 0;
  labels.travel[0] = 0;
  labels.miles[0] = 0;
  labels.prev[0] = -1;
  labels.node[0] = 0;
  let used = 1;

  for (let mask = 1; mask <= full; mask++) {
    aliveLast[mask] = 0;
    let reachable = (mask & (mask - 1)) === 0;
    for (let bits = mask; bits !== 0 && !reachable; bits &= bits - 1) reachable = aliveLast[mask ^ (bits & -bits)] !== 0;
    if (!reachable) continue;
    // The stops left after this set, by deadline; the least travel into them; the least minutes
    // between two of their arrivals (a visit, then a drive).
    const unvisited = full & ~mask;
    let left = 0;
    let restTravel = 0;
    let leastServe = Number.POSITIVE_INFINITY;
    let leastDrive = Number.POSITIVE_INFINITY;
    for (let d = 0; d < n; d++) {
      const next = byDeadline[d] as number;
      if (!(unvisited & (1 << (next - 1)))) continue;
      ahead[left++] = next;
      restTravel += leastIn[next] as number;
      leastServe = Math.min(leastServe, service[next] as number);
      leastDrive = Math.min(leastDrive, leastInFromStops[next] as number);
    }
    const gap = leastServe + leastDrive;

    for (let bits = mask; bits !== 0; bits &= bits - 1) {
      const j = 31 - Math.clz32(bits & -bits);
      const node = j + 1;
      const s = mask * n + j;
      const prevMask = mask ^ (1 << j);
      stateStart[s] = used;
      stateCount[s] = 0;
      // Only the predecessors that kept a label are extended.
      let preds = aliveLast[prevMask] as number;
      if (prevMask !== 0 && preds === 0) continue;
      const opens = windowStart[node] as number;
      const closes = windowEnd[node] as number;
      const serves = service[node] as number;
      let kept = 0;
      // Each predecessor's labels (the start's label 0 when this is the first stop), extended to `node`.
      let from = 0;
      do {
        let first = 0;
        let last = 1;
        if (prevMask !== 0) {
          const i = 31 - Math.clz32(preds & -preds);
          preds &= preds - 1;
          from = i + 1;
          const ps = prevMask * n + i;
          first = stateStart[ps] as number;
          last = first + (stateCount[ps] as number);
        }
        const edge = from * size + node;
        const drive = minutes[edge] as number;
        const distance = miles[edge] as number;
        // The pool is only regrown below, when survivors are kept.
        const { time: fromTime, late: fromLate, travel: fromTravel, miles: fromMiles } = labels;
        for (let l = first; l < last; l++) {
          // The same steps as walkRoute (evaluate.ts), in the same order.
          const arrive = (fromTime[l] as number) + drive;
          const late = (fromLate[l] as number) + lateness(arrive, closes);
          const travel = (fromTravel[l] as number) + drive;
          if (late > boundLate || (late >= tieLate && travel + restTravel > boundTravel)) continue;
          const leaves = (arrive < opens ? opens : arrive) + serves;
          const dist = (fromMiles[l] as number) + distance;
          // Pareto filter against the labels kept so far for this state.
          let dominated = false;
          for (let k = 0; k < kept && !dominated; k++) dominated = coveredBy(leaves, late, travel, dist, candidates, k, left);
          if (dominated) continue;
          let w = 0;
          for (let k = 0; k < kept; k++) {
            if (covers(leaves, late, travel, dist, candidates, k, left)) continue;
            if (w !== k) copyLabel(candidates, k, candidates, w);
            w++;
          }
          kept = w;
          if (kept === candidates.time.length) candidates = grown(candidates, kept * 2, kept);
          candidates.time[kept] = leaves;
          candidates.late[kept] = late;
          candidates.travel[kept] = travel;
          candidates.miles[kept] = dist;
          candidates.prev[kept] = l;
          kept++;
        }
      } while (preds !== 0);
      if (kept === 0) continue;

      // The survivors that may still beat `upper`, given the least lateness ahead: each stop
      // left driven to directly (by the shortest way), and the m-th stop left reached no sooner
      // than m − 1 gaps after the first drive, its deadline at best the m-th earliest left (the
      // sorted pairing is the least for convex lateness); the larger of the two.
      const row = node * size;
      let firstDrive = Number.POSITIVE_INFINITY;
      for (let r = node * n, end = r + n; r < end; r++) {
        const next = byDrive[r] as number;
        if (next !== node && unvisited & (1 << (next - 1))) {
          firstDrive = minutes[row + next] as number;
          break;
        }
      }
      for (let k = 0; k < kept; k++) {
        const leaves = candidates.time[k] as number;
        let direct = candidates.late[k] as number;
        let queued = direct;
        let arrive = leaves + firstDrive;
        for (let a = 0; a < left && direct <= boundLate && queued <= boundLate; a++) {
          const next = ahead[a] as number;
          const closesNext = windowEnd[next] as number;
          direct += lateness(leaves + (shortest[row + next] as number), closesNext);
          const over = arrive - closesNext - LATE_TOLERANCE;
          if (over > 0) queued += over;
          arrive += gap;
        }
        const lateAhead = direct > queued ? direct : queued;
        if (lateAhead > boundLate || (lateAhead >= tieLate && (candidates.travel[k] as number) + restTravel > boundTravel)) continue;
        if (used === labels.time.length) {
          if (used >= LABEL_LIMIT) return null;
          labels = grown(labels, Math.min(used * 2, LABEL_LIMIT), used);
        }
        copyLabel(candidates, k, labels, used);
        labels.node[used] = node;
        used++;
      }
      stateCount[s] = used - (stateStart[s] as number);
      if (stateCount[s]) aliveLast[mask] = (aliveLast[mask] as number) | (1 << j);
    }
  }

  // The best complete label, with the drive home when the day ends there.
  let best = -1;
  const bestCost = { late: 0, travel: 0, miles: 0 };
  const cost = { late: 0, travel: 0, miles: 0 };
  for (let j = 0; j < n && aliveLast[full]; j++) {
    const s = full * n + j;
    const home = (j + 1) * size;
    for (let l = stateStart[s] as number, end = l + (stateCount[s] as number); l < end; l++) {
      cost.late = labels.late[l] as number;
      cost.travel = (labels.travel[l] as number) + (c.returnToStart ? (minutes[home] as number) : 0);
      cost.miles = (labels.miles[l] as number) + (c.returnToStart ? (miles[home] as number) : 0);
      if (best < 0 || costLess(cost, bestCost)) {
        best = l;
        Object.assign(bestCost, cost);
      }
    }
  }
  if (best < 0) return { seq: null, labels: used };
  const seq = new Int32Array(n);
  for (let p = n - 1, l = best; p >= 0; p--, l = labels.prev[l] as number) seq[p] = labels.node[l] as number;
  return { seq, labels: used };
}

/** (late, travel, miles) < candidate k's, beyond float noise. */
function lexLess(late: number, travel: number, miles: number, pool: Pool, k: number): boolean {
  const kl = pool.late[k] as number;
  if (late < kl - COST_EPSILON) return true;
  if (late > kl + COST_EPSILON) return false;
  const kt = pool.travel[k] as number;
  if (travel < kt - COST_EPSILON) return true;
  if (travel > kt + COST_EPSILON) return false;
  return miles < (pool.miles[k] as number) - COST_EPSILON;
}

/** (late, travel, miles) > candidate k's, beyond float noise. */
function lexGreater(late: number, travel: number, miles: number, pool: Pool, k: number): boolean {
  const kl = pool.late[k] as number;
  if (late > kl + COST_EPSILON) return true;
  if (late < kl - COST_EPSILON) return false;
  const kt = pool.travel[k] as number;
  if (travel > kt + COST_EPSILON) return true;
  if (travel < kt - COST_EPSILON) return false;
  return miles > (pool.miles[k] as number) + COST_EPSILON;
}

function copyLabel(from: Pool, k: number, to: Pool, w: number): void {
  to.time[w] = from.time[k] as number;
  to.late[w] = from.late[k] as number;
  to.travel[w] = from.travel[k] as number;
  to.miles[w] = from.miles[k] as number;
  to.prev[w] = from.prev[k] as number;
}
