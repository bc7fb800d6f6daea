// optimizeInWorker: without a Worker (jsdom) the optimizer runs in this thread with the same
// result; with one, a single module worker serves every call by id, never receives the clock, and
// is replaced after it fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matrixFromCoordinates } from '../../domain/routes/distance';
import { optimizeRoute } from '../../domain/routes/optimizer';
import type { RouteProblem } from '../../domain/routes/route-problem';
import { answerRequest, type OptimizeRequest } from './optimizer-protocol';

const problem: RouteProblem = {
  start: 480,
  matrix: matrixFromCoordinates([
    { latitude: 27.95, longitude: -82.46 },
    { latitude: 28.05, longitude: -82.4 },
    { latitude: 27.98, longitude: -82.5 },
    { latitude: 27.9, longitude: -82.55 },
  ]),
  stops: [
    { id: 'north', windowStart: 540, windowEnd: 600, serviceMinutes: 45 },
    { id: 'west', windowStart: 480, windowEnd: 720, serviceMinutes: 30 },
    { id: 'south', windowStart: 600, windowEnd: 720, serviceMinutes: 30 },
  ],
};

/** A stand-in Worker: answers each request through the real protocol, after the caller returns. */
class FakeWorker {
  static started: FakeWorker[] = [];
  static failNext = false;
  readonly posted: OptimizeRequest[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }

  postMessage(request: OptimizeRequest) {
    this.posted.push(request);
    queueMicrotask(() => {
      if (FakeWorker.failNext) {
        FakeWorker.failNext = false;
        this.onerror?.(new ErrorEvent('error', { message: 'worker crashed', cancelable: true }));
        return;
      }
      this.onmessage?.(new MessageEvent('message', { data: answerRequest(structuredClone(request), () => 0) }));
    });
  }

  terminate() {
    this.terminated = true;
  }
}

/** The module afresh, so each test starts without a worker. */
const load = async () => {
  vi.resetModules();
  return import('./optimize-in-worker');
};

describe('optimizeInWorker', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    FakeWorker.failNext = false;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs optimizeRoute in this thread where there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const { optimizeInWorker } = await load();
    const result = await optimizeInWorker(problem, { seed: 3 });
    expect(result).toEqual(optimizeRoute(problem, { seed: 3 }));
    expect(result.order).toHaveLength(3);
  });

  it('asks one module worker for every call, by id, without posting the clock', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { optimizeInWorker } = await load();
    const [first, second] = await Promise.all([
      optimizeInWorker(problem),
      optimizeInWorker(problem, { timeBudgetMs: 50, clock: () => performance.now() }),
    ]);
    expect(first).toEqual(optimizeRoute(problem));
    expect(second.order).toHaveLength(3);
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.url.pathname).toMatch(/optimizer\.worker\.ts$/);
    expect(worker?.posted.map((r) => r.id)).toEqual([1, 2]);
    expect(worker?.posted[1]?.options).toEqual({ timeBudgetMs: 50 });
  });

  it('rejects what a failed worker was asked and starts a new one for the next call', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { optimizeInWorker } = await load();
    FakeWorker.failNext = true;
    await expect(optimizeInWorker(problem)).rejects.toThrow('worker crashed');
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    await expect(optimizeInWorker(problem)).resolves.toEqual(optimizeRoute(problem));
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('passes an optimizer error back as a rejection', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { optimizeInWorker } = await load();
    const broken = { ...problem, matrix: { minutes: [[0]], miles: [[0]] } };
    await expect(optimizeInWorker(broken)).rejects.toThrow(/travel matrix/);
  });
});
