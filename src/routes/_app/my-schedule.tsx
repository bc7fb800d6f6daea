import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { NotLinkedPage } from '../../features/my-schedule/not-linked';
import { scheduleContext } from '../../features/my-schedule/schedule-context';

// /my-schedule and everything under it (SPEC §2): the route guard (lacking 'patient' → 403;
// permitted but not a clinician → the first permitted item; a visit: menu.ts 'visit'), a user without a linked clinician
// sees the SPEC §6 message, and the children get the schedule context.
export const Route = createFileRoute('/_app/my-schedule')({
  beforeLoad: ({ context, location }) => {
    // Each page by its own entry: a visit and its forms are also a telehealth clinician's (menu.ts 'visit').
    guardRoute(location.pathname, context.menu);
    return { schedule: scheduleContext(context.menu.user, context.menu.flags, context.config.mapTiles) };
  },
  component: MyScheduleLayout,
});

function MyScheduleLayout() {
  const { schedule } = Route.useRouteContext();
  if (!schedule.practitionerId) return <NotLinkedPage />;
  return <Outlet />;
}
