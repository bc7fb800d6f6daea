// index.html paints the first screen before any script (screens.tsx, rendered at build time, and
// the screen script that picks it, vite.config.ts): an overlay (#prerender) above the app's root.
// The app renders beneath it and removes it in the layout effect of the screen that replaces it
// (the sign-in page, the PIN gate), or of whatever else it shows instead: the removal and the
// app's first real screen are painted in the same frame, so nothing moves (CLS 0). The overlay's
// fields are read-only and its buttons do nothing: nothing typed or pressed there can be lost.

export const PRERENDER_ID = 'prerender';

/** Removes the painted first screen, the focus moved to the app's field of the same name. Idempotent. */
export function releasePrerender(): void {
  if (typeof document === 'undefined') return;
  const overlay = document.getElementById(PRERENDER_ID);
  if (!overlay) return;
  const focused = document.activeElement;
  const name = focused && overlay.contains(focused) ? focused.getAttribute('name') : null;
  overlay.remove();
  document.documentElement.removeAttribute('data-screen');
  if (!name) return;
  const field = document.getElementsByName(name)[0];
  if (field instanceof HTMLElement) field.focus();
}
