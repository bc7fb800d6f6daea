// The plain baseline: always drive to the nearest stop not yet visited, windows ignored. The
// optimizer starts from it too, so its answer is never worse than this one.
import type { CompiledProblem, RouteProblem } from './route-problem';
import { compileProblem } from './route-problem';

/** Nearest-neighbour order as nodes (1..n), by drive minutes; ties go to the earlier stop. */
export function nearestNeighbourNodes(c: CompiledProblem): Int32Array {
  const seq = new Int32Array(c.n);
  const visited = new Uint8Array(c.size);
  let node = 0;
  for (let p = 0; p < c.n; p++) {
    let best = -1;
    let bestMinutes = Number.POSITIVE_INFINITY;
    for (let next = 1; next < c.size; next++) {
      if (visited[next]) continue;
      const minutes = c.minutes[node * c.size + next] as number;
      if (minutes < bestMinutes || best < 0) {
        best = next;
        bestMinutes = minutes;
      }
    }
    visited[best] = 1;
    seq[p] = best;
    node = best;
  }
  return seq;
}

/** The nearest-neighbour visit order (stop ids). */
export function nearestNeighbourOrder(problem: RouteProblem): string[] {
  const c = compileProblem(problem);
  return Array.from(nearestNeighbourNodes(c), (node) => c.ids[node - 1] as string);
}
