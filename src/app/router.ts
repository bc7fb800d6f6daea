import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { PageLoader } from '../ui/page-loader';
import { RouteError } from './pages/route-error';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The query cache is the data cache; the router never keeps stale loader data of its own.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
