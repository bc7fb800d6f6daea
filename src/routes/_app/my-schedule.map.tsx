import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '../../features/my-schedule/schedule-page';

export const Route = createFileRoute('/_app/my-schedule/map')({
  component: MyScheduleMap,
});

function MyScheduleMap() {
  const { schedule } = Route.useRouteContext();
  return <SchedulePage {...schedule} mode="map" />;
}
