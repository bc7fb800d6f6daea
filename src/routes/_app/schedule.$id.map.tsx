import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BoardRoutePanel } from '../../app/schedule/board-route-panel';
import type { RoutePanelArgs } from '../../features/scheduling/schedule-board-page';
import { ScheduleBoardPage } from '../../features/scheduling/schedule-board-page';
import { cliniciansQuery } from '../../features/scheduling/scheduling-api';
import { DEFAULT_TILES } from '../../ui/map-tiles';

const search = v.object({ date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))) });

// /schedule/{clinicianId}/map(?date=YYYY-MM-DD): one day of the clinician on the map with its
// route (the route planner composed in). The day is in the address, so leaving it for another
// day is a navigation the route's unsaved-changes prompt can stop (SPEC §8).
export const Route = createFileRoute('/_app/schedule/$id/map')({
  validateSearch: (input): v.InferOutput<typeof search> => {
    const parsed = v.safeParse(search, input);
    return parsed.success ? parsed.output : {};
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(cliniciansQuery()),
  component: ScheduleMap,
});

function ScheduleMap() {
  const { board, config, menu } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  const flags = menu.flags;
  const routePanel = (args: RoutePanelArgs) => (
    <BoardRoutePanel
      args={args}
      mayPlan={flags['release-route-optimization'] === true}
      flags={{
        reoptimize: flags['re-optimize-route-button'] === true,
        removeRoute: flags['remove-route'] === true,
        routeReport: flags['route-report'] === true,
        showNames: flags['show-patient-name-on-map'] === true,
      }}
      tiles={config.mapTiles ?? DEFAULT_TILES}
    />
  );
  return (
    <ScheduleBoardPage
      key={id}
      clinicianId={id}
      mode="map"
      canPlan={board.canPlan}
      date={date ?? null}
      onDate={(next) => void navigate({ search: { date: next } })}
      onClinician={(next) => {
        if (next) void navigate({ to: '/schedule/$id/map', params: { id: next }, search: date ? { date } : {} });
      }}
      route={routePanel}
    />
  );
}
