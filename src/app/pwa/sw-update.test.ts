import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, precachedMissing } from './sw-update';

/** A window as far as afterFirstScreen uses it. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const load = new Set<() => void>();
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: string, listener: () => void) => load.add(listener)),
    requestIdleCallback: idle ? vi.fn((task: () => void) => task()) : undefined,
    setTimeout: vi.fn((task: () => void) => task()),
    fireLoad: () => {
      for (const listener of load) listener();
    },
  };
  return win;
}

describe('afterFirstScreen', () => {
  it("waits for the window's load, then for an idle moment", () => {
    const win = fakeWindow('interactive', true);
    const task = vi.fn();
    afterFirstScreen(task, win as unknown as Window);
    expect(win.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(task).not.toHaveBeenCalled();
    win.fireLoad();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_000 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at the next idle moment on a page already loaded, and without idle callbacks on the next task', () => {
    const idle = fakeWindow('complete', true);
    const task = vi.fn();
    afterFirstScreen(task, idle as unknown as Window);
    expect(idle.addEventListener).not.toHaveBeenCalled();
    expect(task).toHaveBeenCalledOnce();
    const plain = fakeWindow('complete', false);
    afterFirstScreen(task, plain as unknown as Window);
    expect(plain.setTimeout).toHaveBeenCalledWith(task, 0);
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('precachedMissing', () => {
  it("reads the worker's PRECACHED answer: how many files it could not keep", () => {
    expect(precachedMissing({ type: 'PRECACHED', missing: 0 })).toBe(0);
    expect(precachedMissing({ type: 'PRECACHED', missing: 3 })).toBe(3);
    expect(precachedMissing({ type: 'PRECACHED' })).toBe(0);
    expect(precachedMissing({ type: 'ROUTES_WARMED', missing: 3 })).toBeNull();
    expect(precachedMissing(null)).toBeNull();
  });
});
