import { createFileRoute } from '@tanstack/react-router';
import { ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';

// /schedule/{clinicianId}/map: one day of the clinician on the map, with its route.
export const Route = createFileRoute('/_app/schedule/$id/map')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ScheduleMap,
});

function ScheduleMap() {
  const { board } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ScheduleBoardPage
      key={id}
      clinicianId={id}
      mode="map"
      canPlan={board.canPlan}
      onClinician={(next) => {
        if (next) void navigate({ to: '/schedule/$id/map', params: { id: next } });
      }}
    />
  );
}
