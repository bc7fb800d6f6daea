// The page's stylesheet, which index.html links for print so that it never holds back the first
// screens painted by the HTML (scripts/vite-prerender.ts, DESIGN §1): switched to all media once it
// has loaded, before the app renders its first screen, so nothing the app paints is unstyled. In
// its place in <head>, so the cascade is the one Vite's own link gives.

/** The attribute the build marks the page's own stylesheet links with. */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    // Loaded already (its sheet is there) or not yet; a failed load still lets the app start.
    if (link.sheet) return apply();
    link.addEventListener('load', apply, { once: true });
    link.addEventListener('error', apply, { once: true });
  });
}

/** Resolves when every stylesheet linked for print by the build applies to the screen. */
export function appStylesheetsApplied(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${APP_STYLESHEET_ATTRIBUTE}]`)];
  return Promise.all(links.map(applied)).then(() => undefined);
}
