// THE permission check of every route inside the app shell (SPEC §2 'All authenticated screens
// sit behind a per-route permission check'; STYLE rule 2). The menu table in src/domain/menu.ts
// is the one place that says which permission a path needs and when it is hidden; a route file
// only names its path here, in beforeLoad, so its loader never runs for a user who may not see it.
import { notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { firstPermittedPath, type MenuContext, pathAccess } from '../domain/menu';
import { MESSAGES } from '../domain/messages';
import { toPath } from './links';

/** Thrown by guardRoute when the user lacks the permission; the route's error component shows 403 Forbidden for it. */
export class ForbiddenRouteError extends Error {
  constructor(readonly homePath: string) {
    super(MESSAGES.forbidden);
    this.name = 'ForbiddenRouteError';
  }
}

export interface RouteGuard {
  /** 'unknown': the path is not in the menu table (only the splat route meets it: 404). */
  access: 'allowed' | 'unknown';
  /** The user's first permitted item (the way back from 403/404). */
  homePath: string;
}

/**
 * Checks `path` (a route's own pattern such as '/users/$userId', or the location for the splat
 * route) against the menu table: lacking the permission throws ForbiddenRouteError (403);
 * permitted but hidden (a setting, a role check) redirects to the first permitted item (SPEC §2).
 */
export function guardRoute(path: string, menu: MenuContext): RouteGuard {
  const access = pathAccess(path, menu);
  const homePath = firstPermittedPath(menu);
  if (access === 'hidden') throw redirect({ to: toPath(homePath), replace: true });
  if (access === 'forbidden') throw new ForbiddenRouteError(homePath);
  return { access, homePath };
}

/**
 * A record a route's loader reads before its page: the server's refusal is the 403 Forbidden page
 * (another market's record, DESIGN §8), an unknown or malformed id, or no record, the 404 Not Found
 * page; any other failure stays the route's error.
 */
export async function loadRecord<T>(homePath: string, load: () => Promise<T>): Promise<NonNullable<T>> {
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(homePath);
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
      throw notFound({ routeId: '__root__' });
    throw error;
  }
  if (value == null) throw notFound({ routeId: '__root__' });
  return value;
}
