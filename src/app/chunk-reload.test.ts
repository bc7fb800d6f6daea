import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

describe('chunk-load failures', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Something went wrong'))).toBe(false);
  });

  it('reloads once, not in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnce(reload, 1_000_000)).toBe(true);
    expect(reloadOnce(reload, 1_000_500)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(reload, 1_070_000)).toBe(true);
  });

  it('never reloads while offline (the chunk is missing connection, not a newer build)', () => {
    const reload = vi.fn();
    expect(reloadOnce(reload, 1_000_000, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, a failure reloads as before: the offline one did not use up the guard.
    expect(reloadOnce(reload, 1_000_500, true)).toBe(true);
  });
});
