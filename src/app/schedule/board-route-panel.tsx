// The route planner composed into the schedule board's map (features do not import each other,
// DESIGN §2): the board's visits and clinician as the route panel takes them.
import type { RouteStartPoint } from '../../domain/routes/route-plan';
import { RoutePanel, type RoutePanelFlags } from '../../features/route-planner/route-panel';
import type { RoutePanelArgs } from '../../features/scheduling/schedule-board-page';
import type { MapTiles } from '../../ui/map-tiles';

export function BoardRoutePanel({
  args: { clinician, date, visits, canPlan },
  mayPlan,
  flags,
  tiles,
}: {
  args: RoutePanelArgs;
  /** The user may change routes here (with canPlan of the board). */
  mayPlan: boolean;
  flags: RoutePanelFlags;
  tiles: MapTiles;
}) {
  const home = clinician.home;
  const start: RouteStartPoint | null =
    home?.latitude != null && home.longitude != null
      ? { kind: 'home', label: home.label, latitude: home.latitude, longitude: home.longitude }
      : null;
  return (
    <RoutePanel
      key={`${clinician.id}:${date}`}
      clinician={{ id: clinician.id, name: clinician.name, timeZone: clinician.timeZone, home: start }}
      date={date}
      visits={visits.map((visit) => ({
        id: visit.appointment.id,
        patientName: visit.patientName,
        start: visit.appointment.start,
        end: visit.appointment.end,
        latitude: visit.appointment.address?.latitude ?? null,
        longitude: visit.appointment.address?.longitude ?? null,
      }))}
      canPlan={canPlan && mayPlan}
      flags={flags}
      tiles={tiles}
    />
  );
}
