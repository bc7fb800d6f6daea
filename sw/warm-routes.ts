/// <reference lib="webworker" />
// Warming the signed-in user's menu (asked by the page, src/app/pwa/warm-routes.ts): the files of
// the menu's pages beyond the precache, and those the page fetched before this worker controlled
// it, go into the cache of hashed files. A page of the menu then opens offline after one sign-in,
// even if it was never opened online (DESIGN §4). Two files at a time, in the background; a file
// that fails is left for the next warm-up or the page's own request. The page is told when it is
// done, and how many files could not be kept (ROUTES_WARMED, src/app/pwa/warm-routes.ts).
import type { Strategy } from 'workbox-strategies';
import { filesForPaths, type RouteFiles } from '../src/app/pwa/route-files';

declare let self: ServiceWorkerGlobalScope;

const CONCURRENCY = 2;

export interface WarmRequest {
  type: 'WARM_ROUTES';
  /** The menu's paths (each governs the routes below it). */
  paths: string[];
  /** Hashed files the page loaded, maybe before this worker controlled it. */
  urls: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function warmRequest(data: unknown): WarmRequest | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'WARM_ROUTES') return null;
  const { paths, urls } = data as { paths?: unknown; urls?: unknown };
  return { type: 'WARM_ROUTES', paths: strings(paths), urls: strings(urls) };
}

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

interface WarmOptions {
  routeFiles: RouteFiles;
  /** The runtime strategy of hashed files (cache first: a file already kept costs nothing). */
  strategy: Strategy;
  isPrecached: (url: string) => boolean;
  isHashedAsset: (url: URL) => boolean;
}

/** Keeps the files of the request's pages; resolves with how many could not be kept. */
export async function warmRoutes(event: ExtendableEvent, request: WarmRequest, options: WarmOptions): Promise<number> {
  const scope = self.registration.scope;
  const urls = new Set<string>();
  for (const file of filesForPaths(options.routeFiles, request.paths)) urls.add(new URL(file, scope).href);
  for (const url of request.urls) {
    const parsed = parse(url, scope);
    if (parsed && options.isHashedAsset(parsed)) urls.add(parsed.href);
  }
  const queue = [...urls].filter((url) => !options.isPrecached(url));
  let missing = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const [response, done] = options.strategy.handleAll({ event, request: new Request(url, { credentials: 'same-origin' }) });
      const kept = await Promise.all([response, done]).then(
        ([r]) => r.ok,
        () => false,
      );
      if (!kept) missing += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return missing;
}
