// Time-window segments of a visit order (Kindervater & Savelsbergh; Vidal et al. 2013's "time
// warp" form), for the heuristic's local search (SPEC §3 optimize route): each stretch of an
// order is summarised by five numbers, and two stretches joined are summarised in O(1). A move
// is then priced by joining a few stored stretches instead of walking the order again.
// A segment: its duration (drive, wait and service from its first visit's start to its last
// visit's end), its time warp (minutes it would have to go back in time to keep every window:
// 0 exactly when no stop is reached after its window's end), the earliest and latest start of its
// first visit that give the least warp and least duration, and its travel minutes.
// Time warp is not the evaluator's lateness (a late clinician stays late; here the clock goes
// back), but both are 0 for the same orders: it steers the search to on-time orders, and the
// evaluator (evaluate.ts) still decides which order is best.
import type { CompiledProblem } from './route-problem';

/**
 * The stored stretches of the extended order (position 0 the start, 1..n the stops, n + 1 the
 * end): per position p, the stretch 0..p (prefix) and the stretch p..n + 1 (suffix). A move joins
 * a prefix, the few stretches it changes (built node by node as the move's loop widens) and a suffix.
 */
export interface SegmentTables {
  /** Positions (n + 2). */
  m: number;
  prefix: Float64Array;
  suffix: Float64Array;
}

/** Figures per stored stretch, at k * FIGURES: duration, warp, earliest, latest, travel. */
const FIGURES = 5;

/**
 * The nodes of the extended order as the segment arithmetic sees them: node 0 is the departure
 * (its window is the start minute), node `size` the end of the day (no window; reached from a
 * stop by the drive back when the day returns to the start, else by nothing).
 */
export interface SegmentNodes {
  /** Nodes (size + 1); minutes[a * width + b]. */
  width: number;
  minutes: Float64Array;
  open: Float64Array;
  close: Float64Array;
  service: Float64Array;
  end: number;
}

export function segmentNodes(c: CompiledProblem): SegmentNodes {
  const width = c.size + 1;
  const minutes = new Float64Array(width * width);
  for (let a = 0; a < c.size; a++) {
    for (let b = 0; b < c.size; b++) minutes[a * width + b] = c.minutes[a * c.size + b] as number;
    minutes[a * width + c.size] = c.returnToStart ? (c.minutes[a * c.size] as number) : 0;
  }
  const open = new Float64Array(width);
  const close = new Float64Array(width);
  const service = new Float64Array(width);
  open.set(c.windowStart);
  close.set(c.windowEnd);
  service.set(c.service);
  open[0] = c.start;
  close[0] = c.start;
  service[0] = 0;
  open[c.size] = Number.NEGATIVE_INFINITY;
  close[c.size] = Number.POSITIVE_INFINITY;
  return { width, minutes, open, close, service, end: c.size };
}

export function newSegmentTables(n: number): SegmentTables {
  const m = n + 2;
  return { m, prefix: new Float64Array(m * FIGURES), suffix: new Float64Array(m * FIGURES) };
}

/** A joined segment, built up one stored stretch at a time. */
export class Joined {
  duration = 0;
  warp = 0;
  earliest = 0;
  latest = 0;
  travel = 0;
  last = 0;

  constructor(readonly nodes: SegmentNodes) {}

  /** Starts with the single node `node`. */
  node(node: number): this {
    const { open, close, service } = this.nodes;
    this.duration = service[node] as number;
    this.warp = 0;
    this.earliest = open[node] as number;
    this.latest = close[node] as number;
    this.travel = 0;
    this.last = node;
    return this;
  }

  /** Starts with the stretch 0..p, ending at node `last`. */
  prefix(t: SegmentTables, p: number, last: number): this {
    const f = t.prefix;
    const k = p * FIGURES;
    this.duration = f[k] as number;
    this.warp = f[k + 1] as number;
    this.earliest = f[k + 2] as number;
    this.latest = f[k + 3] as number;
    this.travel = f[k + 4] as number;
    this.last = last;
    return this;
  }

  /** Starts as a copy of `other`. */
  copy(other: Joined): this {
    this.duration = other.duration;
    this.warp = other.warp;
    this.earliest = other.earliest;
    this.latest = other.latest;
    this.travel = other.travel;
    this.last = other.last;
    return this;
  }

  /** Appends a segment given by its figures, from node `first` to node `last`. */
  join(first: number, last: number, duration: number, warp: number, earliest: number, latest: number, travel: number): this {
    const drive = this.nodes.minutes[this.last * this.nodes.width + first] as number;
    const shift = this.duration - this.warp + drive;
    const wait = Math.max(earliest - shift - this.latest, 0);
    const extraWarp = Math.max(this.earliest + shift - latest, 0);
    this.earliest = Math.max(earliest - shift, this.earliest) - wait;
    this.latest = Math.min(latest - shift, this.latest) + extraWarp;
    this.duration += duration + drive + wait;
    this.warp += warp + extraWarp;
    this.travel += travel + drive;
    this.last = last;
    return this;
  }

  /** Appends one node. */
  joinNode(node: number): this {
    const { open, close, service } = this.nodes;
    return this.join(node, node, service[node] as number, 0, open[node] as number, close[node] as number, 0);
  }

  /** Appends the stretch p..n + 1 (first node `first`): the rest of the day. */
  joinSuffix(t: SegmentTables, p: number, first: number, end: number): this {
    const f = t.suffix;
    const k = p * FIGURES;
    return this.join(first, end, f[k] as number, f[k + 1] as number, f[k + 2] as number, f[k + 3] as number, f[k + 4] as number);
  }

  /** Appends another joined segment whose first node is `first`. */
  joinJoined(other: Joined, first: number): this {
    return this.join(first, other.last, other.duration, other.warp, other.earliest, other.latest, other.travel);
  }
}

/**
 * Fills `t` for the extended order `ext` (ext[0] = 0, ext[n + 1] = the end node). With `from` and
 * `to`, only positions from..to changed since `t` was last filled: the prefixes before `from` and
 * the suffixes after `to` are kept, and the rest is joined on from them (the same sums in the same
 * order, so the same figures as filling it all).
 */
export function fillSegments(t: SegmentTables, acc: Joined, ext: Int32Array, from = 1, to = t.m - 2): void {
  const { m } = t;
  const f = t.suffix;
  if (from <= 1) {
    acc.node(ext[0] as number);
    store(t.prefix, 0, acc);
    from = 1;
  } else {
    acc.prefix(t, from - 1, ext[from - 1] as number);
  }
  for (let p = from; p < m; p++) store(t.prefix, p, acc.joinNode(ext[p] as number));
  const end = ext[m - 1] as number;
  if (to >= m - 2) {
    acc.node(end);
    store(f, m - 1, acc);
    to = m - 2;
  }
  for (let p = to; p >= 0; p--) {
    const k = (p + 1) * FIGURES;
    acc
      .node(ext[p] as number)
      .join(ext[p + 1] as number, end, f[k] as number, f[k + 1] as number, f[k + 2] as number, f[k + 3] as number, f[k + 4] as number);
    store(f, p, acc);
  }
}

function store(f: Float64Array, p: number, acc: Joined): void {
  const k = p * FIGURES;
  f[k] = acc.duration;
  f[k + 1] = acc.warp;
  f[k + 2] = acc.earliest;
  f[k + 3] = acc.latest;
  f[k + 4] = acc.travel;
}
