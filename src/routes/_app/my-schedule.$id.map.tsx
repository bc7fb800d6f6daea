import { createFileRoute, redirect } from '@tanstack/react-router';
import { BoardRoutePanel } from '../../app/schedule/board-route-panel';
import { type RoutePanelArgs, ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';

// /my-schedule/{clinicianId}/map (SPEC §2): a colleague's day on the map with its saved route, to look at only.
export const Route = createFileRoute('/_app/my-schedule/$id/map')({
  beforeLoad: ({ context, params }) => {
    if (params.id === context.schedule.practitionerId) throw redirect({ to: '/my-schedule/map', replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ColleagueMap,
});

function ColleagueMap() {
  const { schedule } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const routePanel = (args: RoutePanelArgs) => (
    <BoardRoutePanel
      args={args}
      mayPlan={false}
      flags={{ reoptimize: false, removeRoute: false, routeReport: false, showNames: schedule.showNames }}
      tiles={schedule.tiles}
    />
  );
  return (
    <ScheduleBoardPage
      key={id}
      clinicianId={id}
      mode="map"
      canPlan={false}
      basePath="/my-schedule"
      onClinician={(next) => {
        if (next) void navigate({ to: '/my-schedule/$id/map', params: { id: next } });
      }}
      route={routePanel}
    />
  );
}
