import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MenuContext, type MenuItem, visibleMenu } from '../../domain/menu';
import { DEMO_SETTINGS, USERS } from '../../test-utils/fixtures';
import { loadedAssetUrls, menuPaths, OFFLINE_PAGES_ATTRIBUTE, useWarmMenuRoutes } from './warm-routes';

const item = (path: string, more: Partial<MenuItem> = {}): MenuItem => ({ id: path, label: path, path, permissions: [], ...more });

describe('menuPaths', () => {
  it("gives each page's path once; a heading-only group gives its children's", () => {
    const items = [
      item('/my-schedule'),
      item('/admin', { groupOnly: true, children: [item('/admin/users'), item('/my-schedule')] }),
      item('/telemedicine', { children: [item('/telemedicine'), item('/my-encounters')] }),
    ];
    expect(menuPaths(items)).toEqual(['/my-schedule', '/admin/users', '/telemedicine', '/my-encounters']);
  });
});

describe('loadedAssetUrls', () => {
  it('keeps the same-origin hashed files', () => {
    const entries = [
      { name: 'https://app.test/assets/index-a.js' },
      { name: 'https://app.test/assets/index-a.js' },
      { name: 'https://app.test/assets/shell-b.css' },
      { name: 'https://app.test/api/config' },
      { name: 'https://tile.openstreetmap.org/assets/1.png' },
      { name: 'https://app.test/favicon.svg' },
    ];
    expect(loadedAssetUrls(entries, 'https://app.test')).toEqual([
      'https://app.test/assets/index-a.js',
      'https://app.test/assets/shell-b.css',
    ]);
  });
});

describe('useWarmMenuRoutes', () => {
  const menu: MenuContext = { user: USERS.clinician, settings: DEMO_SETTINGS, flags: {} };

  function fakeWorkers(controlled: boolean) {
    const listeners = new Map<string, Set<(event?: unknown) => void>>();
    const of = (type: string) => {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      return set;
    };
    const container = {
      controller: controlled ? { postMessage: vi.fn() } : null,
      addEventListener: (type: string, listener: () => void) => of(type).add(listener),
      removeEventListener: (type: string, listener: () => void) => of(type).delete(listener),
      takeControl() {
        container.controller = { postMessage: vi.fn() };
        for (const listener of of('controllerchange')) listener();
      },
      answer(data: unknown) {
        for (const listener of of('message')) listener({ data });
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    return container;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("asks the controlling worker, once the page is idle, to warm the user's menu", async () => {
    const workers = fakeWorkers(false);
    const { rerender } = renderHook(({ ctx }) => useWarmMenuRoutes(ctx), { initialProps: { ctx: menu as MenuContext | null } });
    workers.takeControl();
    const post = workers.controller?.postMessage;
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith({ type: 'WARM_ROUTES', paths: menuPaths(visibleMenu(menu)), urls: expect.any(Array) });
    expect(menuPaths(visibleMenu(menu))).toContain('/my-schedule');
    // A navigation gives the layout a new menu object: no second warm-up for the same user.
    rerender({ ctx: { ...menu } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("marks the page when the worker has kept the menu's files, and asks again when some were missing", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const workers = fakeWorkers(false);
      const other: MenuContext = { ...menu, user: { ...menu.user, id: 'another-user-warm' } };
      const { rerender } = renderHook(({ ctx }) => useWarmMenuRoutes(ctx), { initialProps: { ctx: other } });
      workers.takeControl();
      const post = workers.controller?.postMessage;
      await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      // A navigation before the answer re-renders the layout with an equal menu: the answer still counts.
      rerender({ ctx: { ...other } });
      workers.answer({ type: 'ROUTES_WARMED', missing: 2 });
      expect(document.documentElement.getAttribute(OFFLINE_PAGES_ATTRIBUTE)).toBe('partial');
      await vi.advanceTimersByTimeAsync(15_001);
      await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
      workers.answer({ type: 'ROUTES_WARMED', missing: 0 });
      expect(document.documentElement.getAttribute(OFFLINE_PAGES_ATTRIBUTE)).toBe('kept');
      workers.answer({ type: 'SOMETHING_ELSE' });
      expect(document.documentElement.getAttribute(OFFLINE_PAGES_ATTRIBUTE)).toBe('kept');
    } finally {
      vi.useRealTimers();
      document.documentElement.removeAttribute(OFFLINE_PAGES_ATTRIBUTE);
    }
  });

  it('does nothing while signed out', async () => {
    const workers = fakeWorkers(true);
    renderHook(() => useWarmMenuRoutes(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(workers.controller?.postMessage).not.toHaveBeenCalled();
  });
});
