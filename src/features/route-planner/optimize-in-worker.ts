// optimizeRoute in a Web Worker (SPEC §3 optimize route): one module worker, started on the first
// call and reused, answers each request by its id. Where there is no Worker (tests in jsdom, an old
// browser) or it cannot start, the optimizer runs in this thread instead, with the same result.
// A worker that fails rejects what it was asked and is replaced on the next call.
import { type OptimizeOptions, optimizeRoute, type RouteResult } from '../../domain/routes/optimizer';
import type { RouteProblem } from '../../domain/routes/route-problem';
import type { OptimizeReply, OptimizeRequest } from './optimizer-protocol';

interface Pending {
  resolve(result: RouteResult): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const call of pending.values()) call.reject(error);
  pending.clear();
}

function stop(failed: Worker, message: string): void {
  failed.terminate();
  if (worker === failed) worker = null;
  failAll(new Error(message));
}

function startWorker(): Worker {
  const started = new Worker(new URL('./optimizer.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<OptimizeReply>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if ('error' in reply) call.reject(new Error(reply.error));
    else call.resolve(reply.result);
  };
  started.onerror = (event) => {
    event.preventDefault();
    stop(started, event.message || 'The route optimizer stopped.');
  };
  started.onmessageerror = () => stop(started, 'The route optimizer could not read its answer.');
  return started;
}

/** The worker, started once; null when this browser cannot run one. */
function optimizerWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    worker ??= startWorker();
    return worker;
  } catch {
    return null;
  }
}

/** The visit order of a day (optimizeRoute's result), searched off the main thread when it can be. */
export function optimizeInWorker(problem: RouteProblem, options: OptimizeOptions = {}): Promise<RouteResult> {
  const target = optimizerWorker();
  if (!target) return Promise.resolve().then(() => optimizeRoute(problem, options));
  const { clock: _clock, ...portable } = options;
  const id = ++nextId;
  return new Promise<RouteResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: OptimizeRequest = { id, problem, options: portable };
    try {
      target.postMessage(request);
    } catch (error) {
      pending.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
