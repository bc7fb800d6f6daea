import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

afterEach(() => vi.useRealTimers());

function fakeWindow() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (fn: FrameRequestCallback) => frames.push(fn),
  } as unknown as Window;
  return {
    win,
    paintFrame: () => {
      for (const fn of frames.splice(0)) fn(0);
    },
  };
}

describe('afterFirstPaint', () => {
  it('resolves in the task after the first frame, not before it', async () => {
    vi.useFakeTimers();
    const { win, paintFrame } = fakeWindow();
    let done = false;
    void afterFirstPaint(win, 100).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    paintFrame();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for a frame a hidden page never paints', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    let done = false;
    void afterFirstPaint(win, 100).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
