// Local search on a visit order priced by time-window segments (time-segments.ts; SPEC §3
// optimize route): or-opt (move one to three consecutive stops elsewhere, either way round),
// 2-opt (reverse a stretch) and swaps, each priced in O(1) by joining the stored stretches around
// it, taken whenever travel plus `weight` minutes per minute of time warp gets lower, until no
// move helps. A move whose change of travel alone (a few edges) cannot pay for it is not priced.
import type { CompiledProblem } from './route-problem';
import { fillSegments, Joined, newSegmentTables, type SegmentNodes, type SegmentTables, segmentNodes } from './time-segments';

/** Changes smaller than this are float noise, not an improvement. */
const IMPROVEMENT = 1e-7;
/** A bound must clear the bar by this much to end a loop: float noise never hides a better move. */
const BOUND_MARGIN = 1e-6;

export interface WarpSearch {
  n: number;
  m: number;
  nodes: SegmentNodes;
  tables: SegmentTables;
  /** The extended order: 0, the stops, the end node. */
  ext: Int32Array;
  /** Scratch for a move's new order. */
  next: Int32Array;
  /** The priced move, the stretch it moves and the stretch it passes over (two, to prepend into). */
  acc: Joined;
  stretch: Joined;
  mid: Joined;
  spare: Joined;
  /** Per node: whether moves from it are worth trying (cleared when none helps, set again near a change). */
  active: Uint8Array;
  /** Travel minutes a minute of time warp is worth. */
  weight: number;
  /** The longest drive between two nodes: no move saves more on the one edge it adds. */
  longestDrive: number;
  /**
   * The most a drive is longer than going by way of a stop (0 when the matrix keeps the triangle
   * inequality): putting a stretch between x and y adds at least −(its first-to-last drive) − 2 × this.
   */
  detourSlack: number;
  /** Whether drives between stops are the same both ways (a reversed stretch drives the same). */
  symmetric: boolean;
  travel: number;
  warp: number;
}

export function warpSearch(c: CompiledProblem, weight: number): WarpSearch {
  const nodes = segmentNodes(c);
  const m = c.n + 2;
  const ext = new Int32Array(m);
  ext[m - 1] = nodes.end;
  return {
    n: c.n,
    m,
    nodes,
    tables: newSegmentTables(c.n),
    ext,
    next: Int32Array.from(ext),
    acc: new Joined(nodes),
    stretch: new Joined(nodes),
    mid: new Joined(nodes),
    spare: new Joined(nodes),
    active: new Uint8Array(c.size + 1),
    weight,
    longestDrive: nodes.minutes.reduce((most, minutes) => Math.max(most, minutes), 0),
    detourSlack: detourSlack(nodes),
    symmetric: symmetricStops(nodes),
    travel: 0,
    warp: 0,
  };
}

/** The most d(x, y) exceeds d(x, h) + d(h, y) for a stop h, x a node left from and y one arrived at. */
function detourSlack({ minutes, width, end }: SegmentNodes): number {
  let slack = 0;
  for (let h = 1; h < end; h++) {
    for (let x = 0; x < end; x++) {
      if (x === h) continue;
      const xh = minutes[x * width + h] as number;
      for (let y = 1; y <= end; y++) {
        if (y === h || y === x) continue;
        const over = (minutes[x * width + y] as number) - xh - (minutes[h * width + y] as number);
        if (over > slack) slack = over;
      }
    }
  }
  return slack;
}

function symmetricStops({ minutes, width, end }: SegmentNodes): boolean {
  for (let a = 1; a < end; a++) {
    for (let b = 1; b < a; b++) if (minutes[a * width + b] !== minutes[b * width + a]) return false;
  }
  return true;
}

/** Makes `seq` (the stops, nodes 1..n) the current order. */
export function setOrder(s: WarpSearch, seq: Int32Array): void {
  s.ext.set(seq, 1);
  s.active.fill(1);
  refresh(s);
}

/** The current order's stops (a view: copy it to keep it). */
export const currentStops = (s: WarpSearch): Int32Array => s.ext.subarray(1, s.m - 1);

export const penalised = (s: WarpSearch, travel: number, warp: number): number => travel + s.weight * warp;

/** Refills the stored stretches after positions from..to changed (all by default). */
function refresh(s: WarpSearch, from?: number, to?: number): void {
  fillSegments(s.tables, s.acc, s.ext, from, to);
  s.travel = s.acc.travel;
  s.warp = s.acc.warp;
}

function drive(s: WarpSearch, a: number, b: number): number {
  return s.nodes.minutes[a * s.nodes.width + b] as number;
}

/** Whether the priced move (s.acc) is better than the current order. */
const better = (s: WarpSearch): boolean => penalised(s, s.acc.travel, s.acc.warp) < penalised(s, s.travel, s.warp) - IMPROVEMENT;

/**
 * Whether a move that changes positions lo..hi and travel by `delta` can lower travel plus
 * weighted warp: the order before and after them keeps its own warp, so only the warp in between
 * can be saved (a kick's warp is mostly in one place; moves elsewhere are not priced).
 */
function pays(s: WarpSearch, delta: number, lo: number, hi: number): boolean {
  const { prefix, suffix } = s.tables;
  const kept = (prefix[(lo - 1) * 5 + 1] as number) + (suffix[(hi + 1) * 5 + 1] as number);
  return delta < s.weight * (s.warp - kept) - IMPROVEMENT + BOUND_MARGIN;
}

/** Makes the move's order (s.next) current; it changed positions lo..hi: their ends are looked at again. */
function take(s: WarpSearch, lo: number, hi: number): void {
  s.ext.set(s.next);
  refresh(s, lo, hi);
  wake(s, lo);
  wake(s, hi);
}

/** Marks the stops at positions p − 1 .. p + 1 to be looked at again. */
function wake(s: WarpSearch, p: number): void {
  for (let q = Math.max(1, p - 1); q <= Math.min(s.n, p + 1); q++) s.active[s.ext[q] as number] = 1;
}

/** Travel of ext[i .. j] as driven now, from the prefixes. */
const stretchTravel = (s: WarpSearch, i: number, j: number): number =>
  (s.tables.prefix[j * 5 + 4] as number) - (s.tables.prefix[i * 5 + 4] as number);

/** Moves the stretch ext[i .. i + len) (one to three stops) after each other position p, either way round. */
function orOpt(s: WarpSearch, i: number): boolean {
  const { ext, next, acc, tables: t, m, n, nodes } = s;
  const { minutes, width } = nodes;
  for (let len = 1; len <= 3 && i + len - 1 <= n; len++) {
    {
      const k = i + len - 1;
      const a = ext[i - 1] as number;
      const b = ext[k + 1] as number;
      const removal =
        (minutes[a * width + b] as number) -
        (minutes[a * width + (ext[i] as number)] as number) -
        (minutes[(ext[k] as number) * width + b] as number);
      const forwardTravel = stretchTravel(s, i, k);
      for (let reversed = 0; reversed < (len > 1 ? 2 : 1); reversed++) {
        const rev = reversed === 1;
        const head = ext[rev ? k : i] as number;
        const tail = ext[rev ? i : k] as number;
        const { stretch } = s;
        stretch.node(head);
        for (let q = 1; q < len; q++) stretch.joinNode(ext[rev ? k - q : i + q] as number);
        const inner = stretch.travel - forwardTravel;
        const room = s.weight * s.warp - IMPROVEMENT;
        // The least change of travel of any place for the stretch: putting it between x and y
        // adds d(x, head) + d(tail, y) − d(x, y), at least −d(head, tail) − 2 × the detour slack
        // (twice the triangle inequality), and at least −(the longest drive).
        const least = removal + inner - Math.min(s.longestDrive, drive(s, head, tail) + 2 * s.detourSlack);
        const stretchEnd = stretch.earliest + stretch.duration - stretch.warp;
        // Earlier: after p = i − 2 .. 0, passing over ext[p + 1 .. i − 1] (grown at its front).
        let mid = s.mid;
        let spare = s.spare;
        for (let p = i - 2; p >= 0; p--) {
          const y = ext[p + 1] as number;
          if (p === i - 2) mid.node(y);
          else {
            spare.node(y).joinJoined(mid, ext[p + 2] as number);
            const grown = spare;
            spare = mid;
            mid = grown;
          }
          // The stretch then ext[p + 1 .. i − 1] warps at least this, and more for each p further back.
          if (least + s.weight * (stretch.warp + mid.warp + Math.max(0, stretchEnd - mid.latest)) >= room + BOUND_MARGIN) break;
          const x = ext[p] as number;
          const delta =
            removal +
            inner +
            (minutes[x * width + head] as number) +
            (minutes[tail * width + y] as number) -
            (minutes[x * width + y] as number);
          if (delta >= room || !pays(s, delta, p + 1, k)) continue;
          acc
            .prefix(t, p, x)
            .joinJoined(stretch, head)
            .joinJoined(mid, y)
            .joinSuffix(t, k + 1, b, nodes.end);
          if (!better(s)) continue;
          next.set(ext);
          for (let q = 0; q < len; q++) next[p + 1 + q] = ext[rev ? k - q : i + q] as number;
          for (let q = p + 1; q < i; q++) next[q + len] = ext[q] as number;
          take(s, p + 1, k);
          return true;
        }
        // Later: after p = k + 1 .. n, passing over ext[k + 1 .. p]: the day up to then is
        // ext[0 .. i − 1] then ext[k + 1 .. p] (grown at its end), at its real times.
        for (let p = k + 1; p < m - 1; p++) {
          const x = ext[p] as number;
          if (p === k + 1) mid.prefix(t, i - 1, a).joinNode(x);
          else mid.joinNode(x);
          // That day then the stretch warps at least this, and more for each p further on.
          if (
            least + s.weight * (mid.warp + stretch.warp + Math.max(0, mid.earliest + mid.duration - mid.warp - stretch.latest)) >=
            room + BOUND_MARGIN
          )
            break;
          const y = ext[p + 1] as number;
          const delta =
            removal +
            inner +
            (minutes[x * width + head] as number) +
            (minutes[tail * width + y] as number) -
            (minutes[x * width + y] as number);
          if (delta >= room || !pays(s, delta, i, p)) continue;
          acc
            .copy(mid)
            .joinJoined(stretch, head)
            .joinSuffix(t, p + 1, y, nodes.end);
          if (!better(s)) continue;
          next.set(ext);
          for (let q = k + 1; q <= p; q++) next[q - len] = ext[q] as number;
          for (let q = 0; q < len; q++) next[p - len + 1 + q] = ext[rev ? k - q : i + q] as number;
          take(s, i, p);
          return true;
        }
      }
    }
  }
  return false;
}

/** Reverses each stretch ext[i .. j]. */
function twoOpt(s: WarpSearch, i: number): boolean {
  const { ext, next, acc, tables: t, n, nodes } = s;
  {
    // ext[i .. j] driven backwards, grown at its front as j goes on.
    let back = s.mid;
    let spare = s.spare;
    back.node(ext[i] as number);
    const pre = (i - 1) * 5;
    const prefixWarp = t.prefix[pre + 1] as number;
    // When the day before the stretch ends, at the least warp.
    const prefixEnd = (t.prefix[pre + 2] as number) + (t.prefix[pre] as number) - prefixWarp;
    for (let j = i + 1; j <= n; j++) {
      spare.node(ext[j] as number).joinJoined(back, ext[j - 1] as number);
      const grown = spare;
      spare = back;
      back = grown;
      const a = ext[i - 1] as number;
      const b = ext[j + 1] as number;
      const first = ext[i] as number;
      const last = ext[j] as number;
      // The order warps at least as much as the day before the stretch then the reversed
      // stretch, which warps more as it grows; its travel changes by at least −d(a, first) − the
      // longest drive (the same both ways).
      const warpAtLeast = prefixWarp + back.warp + Math.max(0, prefixEnd - back.latest);
      if (s.symmetric && s.weight * warpAtLeast - drive(s, a, first) - s.longestDrive >= s.weight * s.warp - IMPROVEMENT + BOUND_MARGIN)
        break;
      const delta = drive(s, a, last) + drive(s, first, b) - drive(s, a, first) - drive(s, last, b) + back.travel - stretchTravel(s, i, j);
      if (!pays(s, delta, i, j)) continue;
      acc
        .prefix(t, i - 1, a)
        .joinJoined(back, last)
        .joinSuffix(t, j + 1, b, nodes.end);
      if (!better(s)) continue;
      next.set(ext);
      for (let q = i; q <= j; q++) next[q] = ext[i + j - q] as number;
      take(s, i, j);
      return true;
    }
  }
  return false;
}

/** Swaps ext[i] with each later stop ext[j] that is not its neighbour. */
function swaps(s: WarpSearch, i: number): boolean {
  const { ext, next, acc, tables: t, n, nodes, mid } = s;
  const u = ext[i] as number;
  const beforeU = ext[i - 1] as number;
  const afterU = ext[i + 1] as number;
  const uClose = nodes.close[u] as number;
  // Travel changes by at least −(u's two drives) − two longest drives (the four added are at least 0).
  const least = -drive(s, beforeU, u) - drive(s, u, afterU) - 2 * s.longestDrive;
  const room = s.weight * s.warp - IMPROVEMENT;
  for (let j = i + 2; j <= n; j++) {
    // ext[i + 1 .. j − 1], grown at its end.
    if (j === i + 2) mid.node(ext[i + 1] as number);
    else mid.joinNode(ext[j - 1] as number);
    // ext[i + 1 .. j − 1] then u warps at least this, and more for each j further on.
    if (least + s.weight * (mid.warp + Math.max(0, mid.earliest + mid.duration - mid.warp - uClose)) >= room + BOUND_MARGIN) break;
    const v = ext[j] as number;
    const beforeV = ext[j - 1] as number;
    const afterV = ext[j + 1] as number;
    const delta =
      drive(s, beforeU, v) +
      drive(s, v, afterU) +
      drive(s, beforeV, u) +
      drive(s, u, afterV) -
      drive(s, beforeU, u) -
      drive(s, u, afterU) -
      drive(s, beforeV, v) -
      drive(s, v, afterV);
    if (delta >= room || !pays(s, delta, i, j)) continue;
    acc
      .prefix(t, i - 1, beforeU)
      .joinNode(v)
      .joinJoined(mid, afterU)
      .joinNode(u)
      .joinSuffix(t, j + 1, afterV, nodes.end);
    if (!better(s)) continue;
    next.set(ext);
    next[i] = v;
    next[j] = u;
    take(s, i, j);
    return true;
  }
  return false;
}

/**
 * Improves the current order until no or-opt, 2-opt or swap from a stop still marked active
 * lowers travel plus weighted warp (a stop is unmarked once none from it helps, and marked again
 * when the order changes next to it).
 */
export function warpLocalSearch(s: WarpSearch): void {
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i <= s.n; i++) {
      const node = s.ext[i] as number;
      if (!s.active[node]) continue;
      if (orOpt(s, i) || twoOpt(s, i) || swaps(s, i)) improved = true;
      else s.active[node] = 0;
    }
  }
}

/**
 * Moves `moves` random stops, each to a random place at most `reach` positions away: a kick that
 * leaves most of the order (and its times) as it was, for the search to start again from.
 */
export function kick(s: WarpSearch, moves: number, reach: number, rand: () => number): void {
  const { ext, n } = s;
  if (n < 2) return;
  s.active.fill(0);
  for (let k = 0; k < moves; k++) {
    const i = 1 + Math.floor(rand() * n);
    const lo = Math.max(1, i - reach);
    const hi = Math.min(n, i + reach);
    // Uniform over lo..hi without i.
    let to = lo + Math.floor(rand() * (hi - lo));
    if (to >= i) to++;
    const moved = ext[i] as number;
    if (to < i) ext.copyWithin(to + 1, to, i);
    else ext.copyWithin(i, i + 1, to + 1);
    ext[to] = moved;
    wake(s, i);
    wake(s, to);
  }
  refresh(s);
}

/** Swaps the stretch of `a` stops at position `i` with the `b` stops after it (in `ext`). */
export function swapStretches(ext: Int32Array, scratch: Int32Array, i: number, a: number, b: number): void {
  scratch.set(ext.subarray(i, i + a + b));
  ext.set(scratch.subarray(a, a + b), i);
  ext.set(scratch.subarray(0, a), i + b);
}

/**
 * Swaps two neighbouring stretches of one to `most` stops each (at most half the order each), at
 * a random place: a kick that or-opt cannot undo in one move.
 */
export function swapKick(s: WarpSearch, most: number, rand: () => number): void {
  const { ext, next, n } = s;
  const longest = Math.min(most, Math.floor(n / 2));
  if (longest < 1) return;
  s.active.fill(0);
  const a = 1 + Math.floor(rand() * longest);
  const b = 1 + Math.floor(rand() * longest);
  const i = 1 + Math.floor(rand() * (n - a - b + 1));
  swapStretches(ext, next, i, a, b);
  wake(s, i);
  wake(s, i + b - 1);
  wake(s, i + b);
  wake(s, i + a + b - 1);
  refresh(s, i, i + a + b - 1);
}
