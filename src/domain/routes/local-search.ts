// Local search on a visit order (SPEC §3 optimize route): 2-opt (reverse a stretch), or-opt (move
// one to three consecutive stops elsewhere, either way round) and swaps, each checked by the one
// evaluator, taken whenever the order gets better, until no move helps. A move changes positions
// from..to only: the walk starts at `from` from the kept trace and stops early in the shared tail.
// While the order is on time, a move can only help by driving less: its change of travel (a few
// edges) is summed first, and only a shorter order is walked to check the windows.
import { newTrace, type RouteTrace, type SharedTail, walkRoute } from './evaluate';
import { COST_EPSILON, type CompiledProblem, costLess, emptyCost, type RouteCost } from './route-problem';

/** A current order with its trace and cost, and a candidate equal to it outside a tried move. */
export interface SearchState {
  c: CompiledProblem;
  cur: Int32Array;
  cand: Int32Array;
  trace: RouteTrace;
  cost: RouteCost;
  out: RouteCost;
  tail: SharedTail;
  /** Whether the matrix is symmetric (a reversed stretch drives the same). */
  symmetric: boolean;
  /** Minutes of travel a minute late is worth while searching; Infinity: lateness first. */
  weight: number;
}

function isSymmetric(c: CompiledProblem): boolean {
  for (let i = 1; i < c.size; i++) {
    for (let j = 0; j < i; j++) if (c.minutes[i * c.size + j] !== c.minutes[j * c.size + i]) return false;
  }
  return true;
}

export function searchState(c: CompiledProblem, seq: Int32Array): SearchState {
  const trace = newTrace(c.n);
  const cost = emptyCost();
  const state: SearchState = {
    c,
    cur: Int32Array.from(seq),
    cand: Int32Array.from(seq),
    trace,
    cost,
    out: emptyCost(),
    tail: { trace, total: cost, after: 0, shift: 0 },
    symmetric: isSymmetric(c),
    weight: Number.POSITIVE_INFINITY,
  };
  resetTo(state, seq);
  return state;
}

/** Makes `seq` the current order. */
export function resetTo(s: SearchState, seq: Int32Array): void {
  s.cur.set(seq);
  s.cand.set(seq);
  walkRoute(s.c, s.cur, s.c.n, 0, null, null, s.cost, s.trace);
}

/** Drive minutes from the stop at position p (the start for p = −1) to the one at q (none past the end). */
function leg(s: SearchState, p: number, q: number): number {
  const { c, cur } = s;
  const a = p < 0 ? 0 : (cur[p] as number);
  if (q >= c.n) return c.returnToStart ? (c.minutes[a * c.size] as number) : 0;
  return c.minutes[a * c.size + (cur[q] as number)] as number;
}

/** Drive minutes between two nodes, or from a node to the end of the day (`b` = −1). */
function drive(c: CompiledProblem, a: number, b: number): number {
  if (b < 0) return c.returnToStart ? (c.minutes[a * c.size] as number) : 0;
  return c.minutes[a * c.size + b] as number;
}

/**
 * Whether a move that changes positions from `from` on, and travel by `delta`, is worth walking:
 * it can make up for more travel only by lateness at those positions.
 */
function worthWalking(s: SearchState, delta: number, from: number): boolean {
  const lateAfter = s.cost.late - (from > 0 ? (s.trace.totalLate[from - 1] as number) : 0);
  if (lateAfter <= COST_EPSILON) return delta < -COST_EPSILON;
  return s.weight === Number.POSITIVE_INFINITY || delta < s.weight * lateAfter - COST_EPSILON;
}

function better(s: SearchState, a: RouteCost, b: RouteCost): boolean {
  if (s.weight === Number.POSITIVE_INFINITY) return costLess(a, b);
  return a.travel + s.weight * a.late < b.travel + s.weight * b.late - COST_EPSILON;
}

/** Tries the candidate, which differs from the current order at positions from..to only. */
function tryMove(s: SearchState, from: number, to: number): boolean {
  const { c, cur, cand } = s;
  s.tail.after = to;
  if (walkRoute(c, cand, c.n, from, s.trace, s.cost, s.out, null, s.tail, s.weight) && better(s, s.out, s.cost)) {
    for (let p = from; p <= to; p++) cur[p] = cand[p] as number;
    walkRoute(c, cur, c.n, from, s.trace, null, s.cost, s.trace);
    return true;
  }
  for (let p = from; p <= to; p++) cand[p] = cur[p] as number;
  return false;
}

/** Travel of cur[i .. j] driven backwards minus forwards (0 on a symmetric matrix). */
function reversalDelta(s: SearchState, i: number, j: number): number {
  if (s.symmetric) return 0;
  let delta = 0;
  for (let p = i; p < j; p++) delta += leg(s, p + 1, p) - leg(s, p, p + 1);
  return delta;
}

function twoOpt(s: SearchState): boolean {
  const { cur, cand } = s;
  const n = s.c.n;
  let improved = false;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) {
      const delta = leg(s, i - 1, j) + leg(s, i, j + 1) - leg(s, i - 1, i) - leg(s, j, j + 1) + reversalDelta(s, i, j);
      if (!worthWalking(s, delta, i)) continue;
      for (let p = i; p <= j; p++) cand[p] = cur[i + j - p] as number;
      if (tryMove(s, i, j)) improved = true;
    }
  }
  return improved;
}

/** Moves the stretch cur[i .. i + len) to another place, forwards or reversed. */
function orOpt(s: SearchState, len: number): boolean {
  const { c, cur, cand } = s;
  const n = c.n;
  let improved = false;
  for (let i = 0; i + len <= n; i++) {
    const end = i + len - 1;
    const before = i === 0 ? 0 : (cur[i - 1] as number);
    const after = end + 1 < n ? (cur[end + 1] as number) : -1;
    // Taking the stretch out joins its neighbours.
    const removal = drive(c, before, after) - leg(s, i - 1, i) - leg(s, end, end + 1);
    for (let reversed = 0; reversed < (len > 1 ? 2 : 1); reversed++) {
      const head = cur[reversed ? end : i] as number;
      const last = cur[reversed ? i : end] as number;
      const inner = reversed ? reversalDelta(s, i, end) : 0;
      // Earlier: the stretch goes to position t, pushing cur[t .. i) back.
      for (let t = 0; t < i; t++) {
        const a = t === 0 ? 0 : (cur[t - 1] as number);
        const b = cur[t] as number;
        const delta = removal + inner + drive(c, a, head) + drive(c, last, b) - drive(c, a, b);
        if (!worthWalking(s, delta, t)) continue;
        for (let k = 0; k < len; k++) cand[t + k] = cur[reversed ? end - k : i + k] as number;
        for (let p = t; p < i; p++) cand[p + len] = cur[p] as number;
        if (tryMove(s, t, end)) improved = true;
      }
      // Later: the stretch goes after cur[j], pulling cur[i + len .. j] forward.
      for (let j = end + 1; j < n; j++) {
        const a = cur[j] as number;
        const b = j + 1 < n ? (cur[j + 1] as number) : -1;
        const delta = removal + inner + drive(c, a, head) + drive(c, last, b) - drive(c, a, b);
        if (!worthWalking(s, delta, i)) continue;
        for (let p = end + 1; p <= j; p++) cand[p - len] = cur[p] as number;
        for (let k = 0; k < len; k++) cand[j - len + 1 + k] = cur[reversed ? end - k : i + k] as number;
        if (tryMove(s, i, j)) improved = true;
      }
    }
  }
  return improved;
}

function swaps(s: SearchState): boolean {
  const { c, cur, cand } = s;
  const n = c.n;
  let improved = false;
  for (let i = 0; i < n - 2; i++) {
    for (let j = i + 2; j < n; j++) {
      const a = cur[i] as number;
      const b = cur[j] as number;
      const beforeA = i === 0 ? 0 : (cur[i - 1] as number);
      const afterA = cur[i + 1] as number;
      const beforeB = cur[j - 1] as number;
      const afterB = j + 1 < n ? (cur[j + 1] as number) : -1;
      const delta =
        drive(c, beforeA, b) +
        drive(c, b, afterA) +
        drive(c, beforeB, a) +
        drive(c, a, afterB) -
        drive(c, beforeA, a) -
        drive(c, a, afterA) -
        drive(c, beforeB, b) -
        drive(c, b, afterB);
      if (!worthWalking(s, delta, i)) continue;
      cand[i] = b;
      cand[j] = a;
      if (tryMove(s, i, j)) improved = true;
    }
  }
  return improved;
}

/**
 * Shakes the current order with `moves` random relocations of one stop, late or not: the search
 * then starts away from its local best, and may cross orders that miss windows to reach others
 * that keep them (variable neighbourhood search).
 */
export function shake(s: SearchState, moves: number, rand: () => number): void {
  const { c, cur } = s;
  const n = c.n;
  if (n < 2) return;
  for (let m = 0; m < moves; m++) {
    const i = Math.floor(rand() * n);
    const t = Math.floor(rand() * (n - 1));
    const to = t < i ? t : t + 1;
    const moved = cur[i] as number;
    if (to < i) cur.copyWithin(to + 1, to, i);
    else cur.copyWithin(i, i + 1, to + 1);
    cur[to] = moved;
  }
  resetTo(s, cur);
}

/** Improves the current order until no 2-opt, or-opt or swap move makes it better. */
export function localSearch(s: SearchState): void {
  let improved = true;
  while (improved) {
    improved = orOpt(s, 1);
    improved = twoOpt(s) || improved;
    improved = orOpt(s, 2) || improved;
    improved = orOpt(s, 3) || improved;
    improved = swaps(s) || improved;
  }
}
