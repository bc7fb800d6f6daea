// Half-open intervals of instants [start, end) in epoch milliseconds: the arithmetic behind
// freeIntervals (local-time.ts): free time merged, busy time taken away, clipped to a range.

export interface Interval {
  start: number;
  end: number;
}

/** Sorted, non-empty, and joined where they overlap or touch. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/** What is left of `from` once every interval of `remove` is taken out (merged). */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(remove);
  const left: Interval[] = [];
  for (const piece of mergeIntervals(from)) {
    let start = piece.start;
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= piece.end) continue;
      if (cut.start > start) left.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < piece.end) left.push({ start, end: piece.end });
  }
  return left;
}

/** The parts of `list` inside `range` (merged). */
export function clipIntervals(list: readonly Interval[], range: Interval): Interval[] {
  return mergeIntervals(list.map((i) => ({ start: Math.max(i.start, range.start), end: Math.min(i.end, range.end) })));
}

/** Is [start, end) wholly inside one of the (merged) intervals? */
export const containsInterval = (list: readonly Interval[], inner: Interval): boolean =>
  inner.end > inner.start && mergeIntervals(list).some((i) => i.start <= inner.start && inner.end <= i.end);
