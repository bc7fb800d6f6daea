// After sign-in, once a service worker controls the page and the page is idle, the worker is asked
// to keep the pages of the signed-in user's menu (sw/warm-routes.ts) and the hashed files this page
// fetched before the worker controlled it: each page of the menu then opens offline after one
// sign-in (DESIGN §4). The worker fetches the files itself, so the page runs none of their code.
import { useEffect } from 'react';
import { type MenuContext, type MenuItem, visibleMenu } from '../../domain/menu';
import { afterFirstScreen } from './sw-update';

/** The paths of the menu's pages; a group that is only a heading gives its children's. */
export function menuPaths(items: readonly MenuItem[]): string[] {
  const paths = items.flatMap((item) => [...(item.groupOnly ? [] : [item.path]), ...menuPaths(item.children ?? [])]);
  return [...new Set(paths)];
}

/** The same-origin hashed files (/assets/) among the page's resource timings. */
export function loadedAssetUrls(entries: readonly { name: string }[], origin: string): string[] {
  const urls = entries.flatMap(({ name }) => {
    const url = new URL(name, origin);
    return url.origin === origin && url.pathname.startsWith('/assets/') ? [url.href] : [];
  });
  return [...new Set(urls)];
}

/** The user and menu last warmed by this page: once per sign-in, not per navigation. */
let warmed: string | null = null;

/** Asks the controlling worker, once per page and user, to warm `menu` (null: signed out). */
export function useWarmMenuRoutes(menu: MenuContext | null): void {
  useEffect(() => {
    if (!menu || !('serviceWorker' in navigator)) return;
    const paths = menuPaths(visibleMenu(menu));
    const key = `${menu.user.id}\n${paths.join('\n')}`;
    if (warmed === key) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    const send = () => {
      const controller = container.controller;
      if (cancelled || warmed === key || !controller || !navigator.onLine) return;
      warmed = key;
      const urls = loadedAssetUrls(performance.getEntriesByType('resource'), window.location.origin);
      controller.postMessage({ type: 'WARM_ROUTES', paths, urls });
    };
    const whenIdle = () => afterFirstScreen(send);
    whenIdle();
    // Not yet controlled (the first worker is installing) or offline: when that changes.
    container.addEventListener('controllerchange', whenIdle);
    window.addEventListener('online', whenIdle);
    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', whenIdle);
      window.removeEventListener('online', whenIdle);
    };
  }, [menu]);
}
