import { createFileRoute } from '@tanstack/react-router';
import { VisitPage } from '../../features/my-schedule/visit-page';

// /my-schedule/view/{appointmentId}/map: the visit on the day's map.
export const Route = createFileRoute('/_app/my-schedule/view/$id/map')({
  component: MyScheduleVisitMap,
});

function MyScheduleVisitMap() {
  const { schedule } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <VisitPage {...schedule} appointmentId={id} mode="map" />;
}
