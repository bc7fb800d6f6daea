import { createFileRoute } from '@tanstack/react-router';
import { VisitFormsSection } from '../../features/forms/visit-forms';
import { VisitPage } from '../../features/my-schedule/visit-page';

// /my-schedule/view/{appointmentId}: the visit, with its forms (the forms feature) composed in here.
export const Route = createFileRoute('/_app/my-schedule/view/$id/')({
  component: MyScheduleVisit,
});

function MyScheduleVisit() {
  const { schedule } = Route.useRouteContext();
  const { id } = Route.useParams();
  return (
    <VisitPage
      {...schedule}
      appointmentId={id}
      mode="detail"
      documentation={(encounter, pendingCount) => (
        <VisitFormsSection userId={schedule.userId} appointmentId={id} encounter={encounter} pendingCount={pendingCount} />
      )}
    />
  );
}
