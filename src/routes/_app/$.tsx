import { createFileRoute, useLocation } from '@tanstack/react-router';
import { AreaPage } from '../../app/pages/area-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { guardRoute } from '../../app/route-guard';
import { areaTitle } from '../../domain/navigation';

// Every path without its own route file: the menu table decides (SPEC §2). Unknown → 404,
// lacking the permission → 403, permitted but hidden → the first permitted item, permitted →
// the area's page until its screens arrive (a later route file then takes the path over).
export const Route = createFileRoute('/_app/$')({
  beforeLoad: ({ context, location }) => guardRoute(location.pathname, context.menu),
  component: SplatRoute,
});

function SplatRoute() {
  const { access, homePath } = Route.useRouteContext();
  const { pathname } = useLocation();
  return access === 'allowed' ? <AreaPage title={areaTitle(pathname) ?? 'Wound Care EMR'} /> : <NotFoundPage homePath={homePath} />;
}
