import { createFileRoute } from '@tanstack/react-router';
import { VisitPage } from '../../features/schedule/visit-page';

// /my-schedule/view/{appointmentId}: the visit.
export const Route = createFileRoute('/_app/my-schedule/view/$id/')({
  component: MyScheduleVisit,
});

function MyScheduleVisit() {
  const { schedule } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <VisitPage {...schedule} appointmentId={id} mode="detail" />;
}
