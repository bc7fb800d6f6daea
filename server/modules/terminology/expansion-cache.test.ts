import { describe, expect, it, vi } from 'vitest';
import { createExpansionCache } from './expansion-cache.ts';

const key = (id: string, version = 1, offset = 0) => ({ id, version, filter: null, offset, count: 100 });
const page = (n: number) => ({ rows: [], total: n });

describe('the expansion cache', () => {
  it('reads a page once, and again after a publish of its code system only', async () => {
    const cache = createExpansionCache();
    const load = vi.fn(async () => page(1));
    await cache.get(key('products'), load);
    await cache.get(key('products'), load);
    await cache.get(key('barriers'), load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.invalidate('products');
    await cache.get(key('products'), load);
    await cache.get(key('barriers'), load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most its capacity, the page asked longest ago going first, and never keeps a failure', async () => {
    const cache = createExpansionCache(2);
    await cache.get(key('a'), async () => page(1));
    await cache.get(key('b'), async () => page(2));
    await cache.get(key('a'), async () => page(99));
    await cache.get(key('c'), async () => page(3));
    expect(cache.size).toBe(2);
    expect((await cache.get(key('a'), async () => page(99))).total).toBe(1);
    expect((await cache.get(key('b'), async () => page(22))).total).toBe(22);
    await expect(cache.get(key('d'), async () => Promise.reject(new Error('db')))).rejects.toThrow('db');
    expect((await cache.get(key('d'), async () => page(4))).total).toBe(4);
  });
});
