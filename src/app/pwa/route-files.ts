// The pages beyond the precache and the files each loads, written into the service worker at
// build time (offline-day.ts): the worker warms the signed-in user's menu from it (warm-routes.ts).
// Shared by the page, the worker and the build, so free of DOM, worker and Node APIs.

/** Route path pattern (`/patients/$id`) → indexes into `files`. */
export interface RouteFiles {
  files: string[];
  routes: Record<string, number[]>;
}

/** The files of every route at or below one of these paths (a menu item governs its subpaths). */
export function filesForPaths(routeFiles: RouteFiles, paths: readonly string[]): string[] {
  const wanted = new Set<number>();
  for (const [route, ids] of Object.entries(routeFiles.routes)) {
    if (!paths.some((path) => route === path || (path !== '/' && route.startsWith(`${path}/`)))) continue;
    for (const id of ids) wanted.add(id);
  }
  return [...wanted].flatMap((id) => routeFiles.files[id] ?? []);
}
