// The optimizer for days too long to solve exactly (SPEC §3 optimize route), in two parts.
// First an iterated local search for an on-time order of least travel: from two starts
// (cheapest insertion, earliest deadline), or-opt, 2-opt and swap moves priced in O(1) by
// time-window segments (warp-search.ts), then rounds of kicking the kept order (a few stops moved
// a few places, or two neighbouring stretches swapped) and searching again, with time warp priced
// in travel so that the search may pass through late orders; once an order is on time, the kept
// order may be one up to ACCEPT worse than the least found (threshold acceptance), not only the
// best. When that finds no on-time order, lateness is what to lower: variable neighbourhood
// search walked by the evaluator, from the least late order the on-time search walked as well as
// from the two starts (lateFirstRoute: local search, then rounds of
// shaking the best order by one to MAX_SHAKE random relocations, searching it with lateness
// priced in travel minutes, then lateness-first again, keeping what is better). The
// nearest-neighbour order is only compared at the end: the answer is never worse than it.
// Seeded: the same day gives the same order, unless a time budget cuts the rounds short.

import { seededRandom } from '../seeded-random';
import { walkRoute } from './evaluate';
import { cheapestInsertion, deadlineOrder } from './insertion';
import { localSearch, resetTo, type SearchState, searchState, shake } from './local-search';
import { nearestNeighbourNodes } from './nearest-neighbour';
import { type CompiledProblem, costLess, emptyCost, type RouteCost } from './route-problem';
import { currentStops, kick, penalised, setOrder, swapKick, warpLocalSearch, warpSearch } from './warp-search';

export interface HeuristicOptions {
  /** Shake-and-search rounds in all, shared by the starts (default DEFAULT_RESTARTS). */
  restarts?: number;
  seed?: number;
  /**
   * With `timeBudgetMs`: milliseconds (e.g. () => performance.now()); no round begins after the
   * budget is spent. The caller gives the clock: this module reads none.
   */
  clock?: () => number;
  timeBudgetMs?: number;
}

/** Rounds when no time budget is given (tests/bench/route-optimizer.ts times them on 40-stop days). */
export const DEFAULT_RESTARTS = 60;
/** Kick-and-search rounds of the on-time search per round. */
const KICKS_PER_ROUND = 10;
/** While the on-time search runs, a minute of time warp costs this many minutes of travel. */
const WARP_WEIGHT = 10;
/**
 * Once an on-time order is found, the order to kick next may be one whose travel plus warp is up
 * to this share above the least found (threshold acceptance): kicking only the best order mostly
 * fell back into the same local best.
 */
const ACCEPT = 0.02;
/** A kick moves one to this many stops, each at most KICK_REACH places. */
const MAX_KICK = 3;
const KICK_REACH = 6;
/**
 * The share of kicks that swap two neighbouring stretches of up to BRIDGE_MOST stops each instead
 * (a local double bridge): or-opt of three stops cannot undo it in one move, so the search lands
 * in another local best rather than the one it left, as relocations alone mostly did.
 */
const BRIDGE_SHARE = 0.5;
const BRIDGE_MOST = 20;

/** The most random relocations in one shake. */
const MAX_SHAKE = 8;
/** While shaken orders are searched, a minute late costs this many minutes of travel. */
const PENALTY_WEIGHT = 0.5;

export interface HeuristicResult {
  seq: Int32Array;
  cost: RouteCost;
  restartsRun: number;
}

/** Shake-and-search rounds from `seq` (VNS), while `more()` says so; the best order found. */
function search(state: SearchState, seq: Int32Array, rand: () => number, more: () => boolean): { seq: Int32Array; cost: RouteCost } {
  resetTo(state, seq);
  localSearch(state);
  const best = Int32Array.from(state.cur);
  const bestCost = { ...state.cost };
  let level = 1;
  while (state.c.n > 3 && more()) {
    resetTo(state, best);
    shake(state, level, rand);
    // On a day that can be kept, lateness is first traded for travel, then put first again: the
    // order may pass through late ones to reach better on-time ones. On a day that cannot, the
    // lateness itself is what to lower.
    if (bestCost.late === 0) {
      state.weight = PENALTY_WEIGHT;
      localSearch(state);
      state.weight = Number.POSITIVE_INFINITY;
    }
    localSearch(state);
    if (costLess(state.cost, bestCost)) {
      best.set(state.cur);
      Object.assign(bestCost, state.cost);
      level = 1;
    } else {
      level = level >= MAX_SHAKE ? 1 : level + 1;
    }
  }
  return { seq: best, cost: bestCost };
}

/** The lateness-first search (variable neighbourhood search walked by the evaluator). */
function lateFirstRoute(c: CompiledProblem, starts: readonly Int32Array[], options: HeuristicOptions): HeuristicResult {
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  const { clock, timeBudgetMs } = options;
  const started = clock?.() ?? 0;
  const rand = seededRandom(options.seed ?? 1);
  const state = searchState(c, starts[0] as Int32Array);
  // Each start gets a share of the rounds (and of the time), the better of them the rest.
  const shares = starts.length + 1;
  let restartsRun = 0;
  const roundsUntil = (share: number) => {
    const rounds = Math.floor((restarts * share) / shares);
    const until = started + ((timeBudgetMs ?? 0) * share) / shares;
    return () => {
      if (restartsRun >= rounds) return false;
      if (clock && timeBudgetMs !== undefined && clock() > until) return false;
      restartsRun++;
      return true;
    };
  };
  let best: { seq: Int32Array; cost: RouteCost } | null = null;
  for (const [k, start] of starts.entries()) {
    const found = search(state, start, rand, roundsUntil(k + 1));
    if (!best || costLess(found.cost, best.cost)) best = found;
  }
  if (!best) return { seq: new Int32Array(0), cost: { late: 0, travel: 0, miles: 0 }, restartsRun };
  best = search(state, best.seq, rand, roundsUntil(shares));
  return { ...best, restartsRun };
}

/** The on-time search (iterated local search on time-window segments) while `more` says so (told whether an on-time order is found). */
function onTimeRoute(
  c: CompiledProblem,
  starts: readonly Int32Array[],
  rand: () => number,
  more: (found: boolean) => boolean,
): { seq: Int32Array; cost: RouteCost } {
  const s = warpSearch(c, WARP_WEIGHT);
  const best = { seq: Int32Array.from(starts[0] as Int32Array), cost: { late: Number.POSITIVE_INFINITY, travel: 0, miles: 0 } };
  const cost = emptyCost();
  const consider = () => {
    const seq = currentStops(s);
    walkRoute(c, seq, c.n, 0, null, null, cost, null);
    if (costLess(cost, best.cost)) {
      best.seq.set(seq);
      Object.assign(best.cost, cost);
    }
  };
  const current = Int32Array.from(starts[0] as Int32Array);
  let currentScore = Number.POSITIVE_INFINITY;
  let bestScore = Number.POSITIVE_INFINITY;
  const keep = () => {
    const score = penalised(s, s.travel, s.warp);
    if (score < currentScore || (best.cost.late === 0 && score < bestScore * (1 + ACCEPT))) {
      current.set(currentStops(s));
      currentScore = score;
      if (score < bestScore) bestScore = score;
    }
  };
  for (const start of starts) {
    setOrder(s, start);
    warpLocalSearch(s);
    consider();
    keep();
  }
  while (c.n > 3 && more(best.cost.late === 0)) {
    setOrder(s, current);
    if (rand() < BRIDGE_SHARE) swapKick(s, BRIDGE_MOST, rand);
    else kick(s, 1 + Math.floor(rand() * MAX_KICK), KICK_REACH, rand);
    warpLocalSearch(s);
    consider();
    keep();
  }
  return best;
}

export function heuristicRoute(c: CompiledProblem, options: HeuristicOptions = {}): HeuristicResult {
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  const { clock, timeBudgetMs } = options;
  const timed = clock !== undefined && timeBudgetMs !== undefined;
  const started = clock?.() ?? 0;
  const starts = [cheapestInsertion(c), deadlineOrder(c)];
  // The on-time search gets every round (and all the time) once it has an on-time order; until
  // then, half of them, and the lateness-first search the rest.
  let kicks = 0;
  const more = (found: boolean) => {
    const share = found ? 1 : 0.5;
    if (kicks >= restarts * KICKS_PER_ROUND * share) return false;
    if (timed && clock() - started > timeBudgetMs * share) return false;
    kicks++;
    return true;
  };
  let best = onTimeRoute(c, starts, seededRandom((options.seed ?? 1) ^ 0x5bd1e995), more);
  let restartsRun = Math.ceil(kicks / KICKS_PER_ROUND);
  if (best.cost.late > 0) {
    const spent = timed ? clock() - started : 0;
    // The on-time search's least late order is most often near an order that is late the least.
    const late = lateFirstRoute(
      c,
      [best.seq, ...starts],
      timed ? { ...options, timeBudgetMs: Math.max(0, timeBudgetMs - spent) } : options,
    );
    restartsRun += late.restartsRun;
    if (costLess(late.cost, best.cost)) best = late;
  }
  const baseline = nearestNeighbourNodes(c);
  const cost = emptyCost();
  walkRoute(c, baseline, c.n, 0, null, null, cost, null);
  if (costLess(cost, best.cost)) best = { seq: baseline, cost };
  return { seq: best.seq, cost: best.cost, restartsRun };
}
