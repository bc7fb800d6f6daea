// What a page names in its HTML, for the very first service worker, which keeps only index.html
// and these before it takes control (sw/precache.ts). Pure: the worker's build and the tests share it.

/** The same-origin files an HTML page names in src= and href= (its scripts, styles, preloads). */
export function filesNamedBy(html: string, base: string): string[] {
  const origin = new URL(base).origin;
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) {
    try {
      const url = new URL(match[1] ?? '', base);
      if (url.origin === origin) urls.add(url.href);
    } catch {
      // not a URL: nothing to keep
    }
  }
  return [...urls];
}
