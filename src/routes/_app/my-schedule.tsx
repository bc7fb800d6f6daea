import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { toPath } from '../../app/links';
import { ForbiddenPage } from '../../app/pages/forbidden-page';
import { firstPermittedPath, pathAccess } from '../../domain/menu';
import { NotLinkedPage } from '../../features/schedule/not-linked';
import { scheduleContext } from '../../features/schedule/schedule-context';

// /my-schedule and everything under it (SPEC §2): the menu table guards (lacking 'patient' →
// 403; permitted but not a clinician → the first permitted item), a user without a linked
// clinician sees the SPEC §6 message, and the children get the schedule context.
export const Route = createFileRoute('/_app/my-schedule')({
  beforeLoad: ({ context, location }) => {
    const access = pathAccess(location.pathname, context.menu);
    const homePath = firstPermittedPath(context.menu);
    if (access === 'hidden') throw redirect({ to: toPath(homePath), replace: true });
    return {
      forbidden: access === 'forbidden',
      homePath,
      schedule: scheduleContext(context.menu.user, context.menu.flags, context.config.mapTiles),
    };
  },
  component: MyScheduleLayout,
});

function MyScheduleLayout() {
  const { forbidden, homePath, schedule } = Route.useRouteContext();
  if (forbidden) return <ForbiddenPage homePath={homePath} />;
  if (!schedule.practitionerId) return <NotLinkedPage />;
  return <Outlet />;
}
