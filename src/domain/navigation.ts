// Where a path sits in the app, for the shell: the page title of an area, the back link of a
// nested page, and where to go after sign-in. Reads THE menu table (menu.ts); no React.
import { ACCOUNT_PATHS, firstPermittedPath, MENU, type MenuContext, type MenuItem, matchPattern, pathAccess } from './menu';

function* items(list: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of list) {
    yield item;
    if (item.children) yield* items(item.children);
  }
}

/** Account pages are not menu items; their titles live here. */
const ACCOUNT_TITLES: Record<string, string> = {
  '/account': 'Profile',
  '/account/password': 'Change Password',
  '/account/pin': 'Security PIN',
  '/account/pay-period-history': 'Pay Period History',
  '/account/$payPeriodId/list/$practitionerId': 'Pay Period Encounters',
};

/** The menu item that governs `path`: its own path first, then its extra path patterns. */
export function menuItemForPath(path: string): MenuItem | null {
  const all = [...items(MENU)].filter((item) => !item.groupOnly);
  return all.find((item) => matchPattern(item.path, path)) ?? all.find((item) => item.paths?.some((p) => matchPattern(p, path))) ?? null;
}

/** The title of the page at `path` (menu label or account title), or null for unknown paths. */
export function areaTitle(path: string): string | null {
  const account = ACCOUNT_PATHS.find((p) => matchPattern(p, path));
  if (account) return ACCOUNT_TITLES[account] ?? 'Account';
  return menuItemForPath(path)?.label ?? null;
}

export interface BackLink {
  label: string;
  path: string;
}

/**
 * The top bar's back breadcrumb (SPEC §2 "breadcrumb (back)"): a nested page (e.g. /users/42)
 * goes back to its item's list ('‹ Users'); account sub-pages go back to the profile; a menu
 * item's own page has none.
 */
export function backLinkFor(path: string): BackLink | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized !== '/account' && ACCOUNT_PATHS.some((p) => matchPattern(p, normalized))) return { label: 'Profile', path: '/account' };
  const item = menuItemForPath(normalized);
  if (!item || matchPattern(item.path, normalized)) return null;
  return { label: item.label, path: item.path };
}

/**
 * Where to go after sign-in: the `redirect` the user was sent away from, if it is a local
 * path they may open (never another origin), else their first permitted item.
 */
export function postSignInPath(redirect: string | null | undefined, ctx: MenuContext): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\')) {
    const pathname = redirect.split(/[?#]/)[0] ?? '/';
    if (pathAccess(pathname, ctx) === 'allowed') return redirect;
  }
  return firstPermittedPath(ctx);
}

/** Is `current` inside the drawer item `item` (its page, its nested pages, or a child's)? */
export function isActiveItem(item: MenuItem, current: string): boolean {
  if (item.children) return item.children.some((child) => isActiveItem(child, current));
  if (matchPattern(item.path, current) || item.paths?.some((p) => matchPattern(p, current))) return true;
  return false;
}
