// After sign-in, once a service worker controls the page and the page is idle, the worker is asked
// to keep the pages of the signed-in user's menu (sw/warm-routes.ts) and the hashed files this page
// fetched before the worker controlled it: each page of the menu then opens offline after one
// sign-in (DESIGN §4). The worker fetches the files itself, so the page runs none of their code.
// When it is done it says so (ROUTES_WARMED, sw/warm-routes.ts): <html data-offline-pages> is then
// 'kept', or 'partial' when some files could not be fetched, and the page asks again a little later.
import { useEffect } from 'react';
import { type MenuContext, type MenuItem, visibleMenu } from '../../domain/menu';
import { afterFirstScreen, workerAnswerMissing } from './sw-update';

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

export const OFFLINE_PAGES_ATTRIBUTE = 'data-offline-pages';
/** After a warm-up that could not keep every file, the next attempt (on a weak signal). */
const RETRY_MS = 15_000;
/** The worker container whose answers this page listens to (one listener per page, not per render). */
let listeningTo: ServiceWorkerContainer | null = null;
/** The mounted layout's way to warm again (null: none mounted). */
let warmAgain: (() => void) | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

/** The worker's answers outlive the effect that asked: a navigation re-runs it with the same menu. */
function listenForAnswers(container: ServiceWorkerContainer): void {
  if (listeningTo === container) return;
  listeningTo = container;
  container.addEventListener('message', (event: MessageEvent) => {
    const missing = routesWarmedMissing(event.data);
    if (missing === null) return;
    document.documentElement.setAttribute(OFFLINE_PAGES_ATTRIBUTE, missing === 0 ? 'kept' : 'partial');
    if (missing === 0) return;
    warmed = null;
    clearTimeout(retry);
    retry = setTimeout(() => warmAgain?.(), RETRY_MS);
  });
}

/** The worker's answer to WARM_ROUTES: how many files it could not keep (0: the menu opens offline). */
export const routesWarmedMissing = (data: unknown) => workerAnswerMissing(data, 'ROUTES_WARMED');

/** Asks the controlling worker, once per page and user, to warm `menu` (null: signed out). */
export function useWarmMenuRoutes(menu: MenuContext | null): void {
  useEffect(() => {
    if (!menu || !('serviceWorker' in navigator)) return;
    const paths = menuPaths(visibleMenu(menu));
    const key = `${menu.user.id}\n${paths.join('\n')}`;
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
    listenForAnswers(container);
    warmAgain = whenIdle;
    whenIdle();
    // Not yet controlled (the first worker is installing) or offline: when that changes.
    container.addEventListener('controllerchange', whenIdle);
    window.addEventListener('online', whenIdle);
    return () => {
      cancelled = true;
      if (warmAgain === whenIdle) warmAgain = null;
      container.removeEventListener('controllerchange', whenIdle);
      window.removeEventListener('online', whenIdle);
    };
  }, [menu]);
}
