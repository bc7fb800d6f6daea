// SPEC §8: a chunk that fails to load (usually: a new version was deployed and the old chunk
// files are gone) reloads the page, so the browser fetches the current build. Guarded in
// sessionStorage so a chunk that keeps failing (offline, broken deploy) reloads once, not in
// a loop; after a minute the guard expires and a later failure may reload again.
const KEY = 'emr.chunk-reload-at';
const GUARD_MS = 60_000;

const PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && PATTERNS.some((p) => p.test(message));
}

/**
 * Reloads unless a reload for the same reason happened in the last minute; returns whether it
 * reloaded. Never while the browser is offline: a chunk that fails then is missing connection, not
 * a stale build, and a reload without a connection (or before the service worker controls the page)
 * would trade the working page for the browser's own offline error.
 */
export function reloadOnce(reload: () => void = () => window.location.reload(), now = Date.now(), online = navigator.onLine): boolean {
  if (!online) return false;
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  sessionStorage.setItem(KEY, String(now));
  reload();
  return true;
}
