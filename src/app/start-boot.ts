// SPEC §7 start-up: /api/status and /api/config, asked for at once and before React renders
// anything (src/main.tsx): the first screen waits on both, and a weak signal pays one round trip
// for them, not two (DESIGN §1). Bootstrap shows the loader until they have answered.
//
// With a session on this device, what the signed-in first screen waits on leaves with them: the
// feature flags (the app layout's beforeLoad needs them, and they need only the session) and the
// signed-in frame's file (the shell chunk: app layout and PIN gate). Without this the flags left
// after the config, and the shell after the flags: three round trips in a row on a phone.
import type { QueryClient } from '@tanstack/react-query';
import { configQuery, featureFlagsQuery, statusQuery } from '../api/queries';
import { sessionStore } from '../api/session-store';
import { Route as SignInRoute } from '../routes/sign-in';

/** Pages a signed-out visitor opens: they never show the signed-in frame. */
const SIGNED_OUT_PATHS = new Set(['/sign-in', '/authenticate', '/password-expired', '/account-verification']);

export function startBoot(queryClient: QueryClient, pathname = window.location.pathname): void {
  void queryClient.prefetchQuery(statusQuery());
  void queryClient.prefetchQuery(configQuery());
  const session = sessionStore.current();
  if (!session) {
    // Signed out: the sign-in page's file (split from its route) leaves now, beside the start-up
    // calls, instead of after them and the router. A signed-in start never fetches it.
    preload(SignInRoute.options.component);
    return;
  }
  if (SIGNED_OUT_PATHS.has(pathname)) return;
  void queryClient.prefetchQuery(featureFlagsQuery(session.user.id));
  void import('./shell/lock-screen').catch(ignore);
}

// Offline without the file cached, or a deploy removed it: the route's own load reports it.
const ignore = () => {};

/** A route's split component (autoCodeSplitting's lazyRouteComponent) loads its file on preload(). */
function preload(component: unknown): void {
  const lazy = component as { preload?: () => Promise<unknown> } | undefined;
  lazy?.preload?.().catch(ignore);
}
