// The route on the map: the start point, then the stops in the draft's order (StopsMap draws
// the line between them). Leaflet is its own chunk, loaded with the first map.
import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { formatTime } from '../../domain/format';
import type { PlannedRoute, RouteStartPoint } from '../../domain/routes/route-plan';
import type { MapTiles } from '../../ui/map-tiles';
import type { MapStop } from '../../ui/stops-map';
import type { RoutePanelVisit } from './use-route-draft';

const StopsMap = lazy(() => import('../../ui/stops-map').then((m) => ({ default: m.StopsMap })));

export function RouteMap({
  startPoint,
  order,
  visits,
  planned,
  timeZone,
  showNames,
  tiles,
}: {
  startPoint: RouteStartPoint;
  order: readonly string[];
  visits: ReadonlyMap<string, RoutePanelVisit>;
  planned: PlannedRoute | null;
  timeZone: string;
  showNames: boolean;
  tiles: MapTiles;
}) {
  const stops = useMemo((): MapStop[] => {
    const start: MapStop = {
      id: 'start',
      number: 0,
      lat: startPoint.latitude,
      lng: startPoint.longitude,
      label: `Start: ${startPoint.label}`,
      color: '#343a40',
    };
    return [
      start,
      ...order.flatMap((id, index): MapStop[] => {
        const visit = visits.get(id);
        if (!visit || visit.latitude === null || visit.longitude === null) return [];
        const time = formatTime(planned?.stops[index]?.arrive ?? visit.start, timeZone);
        return [
          {
            id,
            number: index + 1,
            lat: visit.latitude,
            lng: visit.longitude,
            label: showNames ? `Stop ${index + 1}, ${time}, ${visit.patientName}` : `Stop ${index + 1}, ${time}`,
            name: showNames ? visit.patientName : undefined,
            color: (planned?.stops[index]?.lateMinutes ?? 0) > 0 ? '#a61e4d' : '#0f6f7a',
          },
        ];
      }),
    ];
  }, [startPoint, order, visits, planned, timeZone, showNames]);
  return (
    <Box h={{ base: 320, md: 440 }} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <Suspense
        fallback={
          <Center h="100%" bg="gray.1" role="status" aria-label="Loading the map">
            <Loader aria-hidden />
          </Center>
        }
      >
        <StopsMap
          stops={stops}
          tileUrl={tiles.url}
          attribution={tiles.attribution}
          label="The route on the map"
          onSelect={() => undefined}
        />
      </Suspense>
    </Box>
  );
}
