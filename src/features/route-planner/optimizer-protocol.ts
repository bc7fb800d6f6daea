// The messages between the route screen and the optimizer's Web Worker (SPEC §3 optimize route):
// a request names its problem and options and gets back optimizeRoute's result (or why it
// failed) under the same id, so one worker serves every request in turn.
import { type OptimizeOptions, optimizeRoute, type RouteResult } from '../../domain/routes/optimizer';
import type { RouteProblem } from '../../domain/routes/route-problem';

/** Options that can be posted: a function cannot, so with a time budget the worker uses its own clock. */
export type PortableOptimizeOptions = Omit<OptimizeOptions, 'clock'>;

export interface OptimizeRequest {
  id: number;
  problem: RouteProblem;
  options: PortableOptimizeOptions;
}

export type OptimizeReply = { id: number; result: RouteResult } | { id: number; error: string };

/** The worker's answer to one request. */
export function answerRequest(request: OptimizeRequest, clock: () => number): OptimizeReply {
  try {
    const options: OptimizeOptions = request.options.timeBudgetMs === undefined ? request.options : { ...request.options, clock };
    return { id: request.id, result: optimizeRoute(request.problem, options) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
