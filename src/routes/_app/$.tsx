import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { toPath } from '../../app/links';
import { AreaPage } from '../../app/pages/area-page';
import { ForbiddenPage } from '../../app/pages/forbidden-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { firstPermittedPath, pathAccess } from '../../domain/menu';
import { areaTitle } from '../../domain/navigation';

// Every path without its own route file: the menu table decides (SPEC §2). Unknown → 404,
// lacking the permission → 403, permitted but hidden → the first permitted item, permitted →
// the area's page until its screens arrive (a later route file then takes the path over).
export const Route = createFileRoute('/_app/$')({
  beforeLoad: ({ context, location }) => {
    const access = pathAccess(location.pathname, context.menu);
    if (access === 'hidden') throw redirect({ to: toPath(firstPermittedPath(context.menu)), replace: true });
    return { access, homePath: firstPermittedPath(context.menu) };
  },
  component: SplatRoute,
});

function SplatRoute() {
  const { access, homePath } = Route.useRouteContext();
  const { pathname } = useLocation();
  switch (access) {
    case 'allowed':
      return <AreaPage title={areaTitle(pathname) ?? 'Wound Care EMR'} />;
    case 'forbidden':
      return <ForbiddenPage homePath={homePath} />;
    default:
      return <NotFoundPage homePath={homePath} />;
  }
}
