// The route optimizer off the main thread (SPEC §3 optimize route): a module worker that answers
// each { id, problem, options } with optimizeRoute's result (optimizer-protocol.ts). Started by
// optimize-in-worker.ts; a 40-stop day searches for a while, and the screen stays responsive.
import { answerRequest, type OptimizeRequest } from './optimizer-protocol';

/** The part of the dedicated worker scope this uses (the app's types are the window's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<OptimizeRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(answerRequest(event.data, () => performance.now()));
};
