// What the service worker precaches: what an offline day opens (DESIGN §4), not every chunk of
// every area. Read from the bundle at build time, by rule:
// - the entry and the first screens' chunk groups (sign-in, the shell, the offline core);
// - the app's frame (layouts at `/`), its fallback page for paths without a route of their own
//   (`$`), and the pages at or below OFFLINE_DAY_PATHS;
// - everything those load: their static imports, their CSS, and the lazy pieces they open
//   (dialogs, the map, a form), short of another page's route chunk.
// Every other page (a growing area) stays out; the worker keeps it once it was opened online, or
// once the user's menu was warmed after sign-in (`routes` below; warm-routes.ts).
// Wired into vite.config.ts (offlineDayBuild). It runs in Node at build time, yet imports nothing
// and names only structural types: Vite's own types would bring Node's globals into the app's type
// check, and an import without its extension would trouble Vite's config loader.
import type { RouteFiles } from './route-files';

/**
 * The pages a clinician's field day opens, each with the pages below it; paths as in the menu
 * (src/domain/menu.ts): sign-in, My Schedule with its visits, forms and map, and the account (PIN,
 * password). The other pages outside the app (SSO's way back, a verification link, an expired
 * password) need the server anyway.
 */
export const OFFLINE_DAY_PATHS: readonly string[] = ['/sign-in', '/my-schedule', '/account'];

/**
 * The path pattern (`/my-schedule/$id`) of a TanStack Router route file (relative to src/routes,
 * no extension): `.` and `/` separate segments; `_x` (pathless layout), `index`, `route` and
 * `(group)` add none; a trailing `_` (not nested) and `[ ]` escapes are dropped.
 */
export function routePath(file: string): string {
  const segments = file
    .split(/[\\/]|\.(?![^[]*\])/)
    .filter((s) => !(s.startsWith('_') || s === 'index' || s === 'route' || /^\(.*\)$/.test(s)))
    .map((s) => s.replace(/_$/, '').replace(/[[\]]/g, ''));
  return `/${segments.join('/')}`;
}

export function isOfflineDayRoute(path: string, paths: readonly string[] = OFFLINE_DAY_PATHS): boolean {
  if (path === '/' || path === '/$') return true;
  return paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A chunk of the build, as far as the plan needs it (Rolldown's output chunk). */
export interface PlanChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The CSS and other files the chunk loads (Vite's viteMetadata). */
  assets: readonly string[];
}

export interface OfflineDayPlan {
  precache: Set<string>;
  routes: RouteFiles;
}

/** A route's split component (`src/routes/<file>.tsx?tsr-split=component`). */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/](.+)\.[jt]sx?\?tsr-split/;

const routesOfModule = (id: string): string[] => {
  const file = ROUTE_MODULE.exec(id)?.[1];
  return file ? [routePath(file.replaceAll('\\', '/'))] : [];
};

/** `groups`: the first screens' chunk groups (vite.config.ts), always precached. */
export function planOfflineDay(
  chunks: readonly PlanChunk[],
  groups: readonly string[],
  paths: readonly string[] = OFFLINE_DAY_PATHS,
): OfflineDayPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routesOf = (chunk: PlanChunk) => chunk.moduleIds.flatMap(routesOfModule);
  const isPage = (chunk: PlanChunk) => routesOf(chunk).length > 0;
  const isOffline = (chunk: PlanChunk) =>
    chunk.isEntry || groups.includes(chunk.name) || routesOf(chunk).some((path) => isOfflineDayRoute(path, paths));

  // The files a chunk needs to run (static imports, CSS) and the lazy pieces it opens, short of
  // the pages `follow` refuses.
  const closure = (starts: readonly PlanChunk[], follow: (chunk: PlanChunk) => boolean): Set<string> => {
    const files = new Set<string>();
    const stack = [...starts];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (files.has(chunk.fileName)) continue;
      files.add(chunk.fileName);
      for (const asset of chunk.assets) files.add(asset);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file);
        if (next && follow(next)) stack.push(next);
      }
    }
    return files;
  };

  const precache = closure(chunks.filter(isOffline), (chunk) => !isPage(chunk) || isOffline(chunk));

  // Every other page: the files it loads beyond the precache, shared files listed once.
  const files: string[] = [];
  const index = new Map<string, number>();
  const idOf = (file: string) => {
    let id = index.get(file);
    if (id === undefined) {
      id = files.push(file) - 1;
      index.set(file, id);
    }
    return id;
  };
  const routes: Record<string, number[]> = {};
  for (const page of chunks.filter((chunk) => isPage(chunk) && !precache.has(chunk.fileName))) {
    const ids = [...closure([page], (chunk) => !isPage(chunk))].filter((file) => !precache.has(file)).map(idOf);
    for (const path of routesOf(page)) routes[path] = [...new Set([...(routes[path] ?? []), ...ids])];
  }
  return { precache, routes: { files, routes } };
}

// --- The build's side: Vite plugin, workbox manifest transform, the worker's define. ---

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

export interface OfflineDayBuildOptions {
  /** The first screens' chunk groups (always precached). */
  groups: readonly string[];
  /** The signed-in pages precached with all below them (default OFFLINE_DAY_PATHS). */
  paths?: readonly string[];
  /** Bytes a file's contents take on the wire (brotli, as the server sends them). */
  transferSize: (contents: string | Uint8Array) => number;
  /** The precache as transferred, in bytes: the build fails above it (DESIGN §1). */
  budget: number;
  log?: (line: string) => void;
}

const toPlanChunk = (chunk: BundleChunk): PlanChunk => ({
  fileName: chunk.fileName,
  name: chunk.name,
  isEntry: chunk.isEntry,
  moduleIds: chunk.moduleIds,
  imports: chunk.imports,
  dynamicImports: chunk.dynamicImports,
  assets: [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])],
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * `plugin` plans from the bundle; `manifestTransform` (workbox) keeps the planned chunks and every
 * file the plan does not decide on (index.html, public files), and fails over the budget;
 * `defineRouteFiles` (vite-plugin-pwa's configureCustomSWViteBuild) gives the worker
 * `__ROUTE_FILES__`, the pages beyond the precache.
 */
export function offlineDayBuild({ groups, paths = OFFLINE_DAY_PATHS, transferSize, budget, log = console.log }: OfflineDayBuildOptions) {
  let plan: OfflineDayPlan | Error = new Error('emr:offline-day: the bundle was not planned before the service worker build');
  /** The bundle's files the plan decides on (chunks and what they load). */
  const decided = new Set<string>();
  const contents = new Map<string, string | Uint8Array>();
  const planned = (): OfflineDayPlan => {
    if (plan instanceof Error) throw plan;
    return plan;
  };

  return {
    plugin: {
      name: 'emr:offline-day',
      apply: 'build' as const,
      generateBundle(_options: unknown, bundle: Record<string, BundleChunk | BundleAsset>) {
        const files = Object.values(bundle);
        const chunks = files.flatMap((file) => (file.type === 'chunk' ? [toPlanChunk(file)] : []));
        // Kept for the worker's build, which reports it (an error thrown here would go unseen).
        try {
          plan = planOfflineDay(chunks, groups, paths);
        } catch (error) {
          plan = error instanceof Error ? error : new Error(String(error));
        }
        decided.clear();
        for (const chunk of chunks) for (const file of [chunk.fileName, ...chunk.assets]) decided.add(file);
        contents.clear();
        for (const file of files) contents.set(file.fileName, file.type === 'chunk' ? file.code : file.source);
      },
    },

    manifestTransform<T extends { url: string; size: number }>(entries: T[]): { manifest: T[]; warnings: string[] } {
      const { precache } = planned();
      const manifest = entries.filter((entry) => !decided.has(entry.url) || precache.has(entry.url));
      let raw = 0;
      let transferred = 0;
      for (const entry of manifest) {
        const data = contents.get(entry.url);
        raw += entry.size;
        transferred += data === undefined ? entry.size : Math.min(entry.size, transferSize(data));
      }
      log(`precache: ${manifest.length} of ${entries.length} files, ${kB(raw)} raw, ${kB(transferred)} brotli (budget ${kB(budget)})`);
      if (transferred > budget) throw new Error(`the precache takes ${kB(transferred)} as transferred, over its ${kB(budget)} budget`);
      return { manifest, warnings: [] };
    },

    defineRouteFiles(config: { define?: Record<string, unknown> }): void {
      config.define = { ...config.define, __ROUTE_FILES__: JSON.stringify(planned().routes) };
    },
  };
}
