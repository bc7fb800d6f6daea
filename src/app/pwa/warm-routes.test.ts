import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MenuContext, type MenuItem, visibleMenu } from '../../domain/menu';
import { DEMO_SETTINGS, USERS } from '../../test-utils/fixtures';
import { loadedAssetUrls, menuPaths, useWarmMenuRoutes } from './warm-routes';

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
    const listeners = new Set<() => void>();
    const container = {
      controller: controlled ? { postMessage: vi.fn() } : null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      takeControl() {
        container.controller = { postMessage: vi.fn() };
        for (const listener of listeners) listener();
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

  it('does nothing while signed out', async () => {
    const workers = fakeWorkers(true);
    renderHook(() => useWarmMenuRoutes(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(workers.controller?.postMessage).not.toHaveBeenCalled();
  });
});
