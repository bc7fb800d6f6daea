import { createRootRouteWithContext, Outlet, useRouteContext } from '@tanstack/react-router';
import { currentMenuContext } from '../app/menu-context';
import { NotFoundPage } from '../app/pages/not-found-page';
import { RouteError } from '../app/pages/route-error';
import type { RouterContext } from '../app/router-context';
import { firstPermittedPath } from '../domain/menu';
import { OfflineBanner } from '../ui/offline-banner';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: RootNotFound,
});

function RootNotFound() {
  const context = useRouteContext({ from: '__root__' });
  const menu = currentMenuContext(context);
  return (
    <>
      <OfflineBanner />
      <main>
        <NotFoundPage homePath={menu ? firstPermittedPath(menu) : '/sign-in'} homeLabel={menu ? 'Go to my start page' : 'Go to sign in'} />
      </main>
    </>
  );
}
