import { createFileRoute } from '@tanstack/react-router';
import { ScheduleVisitPage } from '../../features/scheduling/schedule-visit-page';
import { scheduleVisitQuery } from '../../features/scheduling/scheduling-api';
import { DEFAULT_TILES } from '../../ui/map-tiles';

// /schedule/view/{appointmentId}/map: one visit of the coordinator's schedule on the map.
export const Route = createFileRoute('/_app/schedule/view/$id/map')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(scheduleVisitQuery(params.id)),
  component: ScheduleVisit,
});

function ScheduleVisit() {
  const { board, config, menu } = Route.useRouteContext();
  const { id } = Route.useParams();
  return (
    <ScheduleVisitPage
      appointmentId={id}
      mode="map"
      canPlan={board.canPlan}
      tiles={config.mapTiles ?? DEFAULT_TILES}
      showNames={menu.flags['show-patient-name-on-map'] === true}
    />
  );
}
