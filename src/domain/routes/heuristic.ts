// The optimizer for days too long to solve exactly (SPEC §3 optimize route): variable
// neighbourhood search. From each of two starts (cheapest insertion, earliest deadline) and then
// from the better of them: local search, then rounds of shaking the best order (one to MAX_SHAKE
// random relocations), searching it with lateness priced in travel minutes (so it may pass through
// late orders), then lateness-first again, keeping what is better. The nearest-neighbour order is
// only compared at the end: the answer is never worse than it.
// Seeded: the same day gives the same order, unless a time budget cuts the rounds short.

import { seededRandom } from '../seeded-random';
import { cheapestInsertion, deadlineOrder } from './insertion';
import { localSearch, resetTo, type SearchState, searchState, shake } from './local-search';
import { nearestNeighbourNodes } from './nearest-neighbour';
import { type CompiledProblem, costLess, type RouteCost } from './route-problem';

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

/** Rounds when no time budget is given: about 60–100 ms of search for 40 stops on a day that fits (tests/bench/route-optimizer.ts). */
export const DEFAULT_RESTARTS = 60;

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

export function heuristicRoute(c: CompiledProblem, options: HeuristicOptions = {}): HeuristicResult {
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  const { clock, timeBudgetMs } = options;
  const started = clock?.() ?? 0;
  const rand = seededRandom(options.seed ?? 1);
  const starts = [cheapestInsertion(c), deadlineOrder(c)];
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
  const baseline = nearestNeighbourNodes(c);
  resetTo(state, baseline);
  if (costLess(state.cost, best.cost)) best = { seq: baseline, cost: { ...state.cost } };
  return { ...best, restartsRun };
}
