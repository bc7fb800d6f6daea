import { Box, Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import type { Visit } from '../../offline/schedule-store';
import type { MapTiles } from '../../ui/map-tiles';
import type { MapStop } from '../../ui/stops-map';
import { coordinatesOf } from './visit-address';
import { markerColor } from './visit-style';
import { visitTime } from './visit-time';

// Leaflet is its own chunk, loaded when a map is first shown.
const StopsMap = lazy(() => import('../../ui/stops-map').then((m) => ({ default: m.StopsMap })));

/** The day's visits as numbered stops; names only where the feature flag allows them. */
export function stopsOf(
  visits: readonly Visit[],
  { showNames, selectedId }: { showNames: boolean; selectedId?: string | undefined },
): MapStop[] {
  return visits.flatMap((visit, index) => {
    const at = coordinatesOf(visit.appointment.address) ?? coordinatesOf(visit.patient.address);
    if (!at) return [];
    const number = visit.appointment.routeOrder ?? index + 1;
    const time = visitTime(visit).start;
    return [
      {
        id: visit.appointment.id,
        number,
        lat: at.lat,
        lng: at.lng,
        label: showNames ? `Stop ${number}, ${time}, ${visit.patient.name}` : `Stop ${number}, ${time}`,
        name: showNames ? visit.patient.name : undefined,
        color: markerColor(visit.appointment.status),
        selected: visit.appointment.id === selectedId,
      },
    ];
  });
}

interface DayMapProps {
  visits: readonly Visit[];
  showNames: boolean;
  /** SPEC §6 'clinician routing': the line between the stops. */
  showRoute?: boolean;
  tiles: MapTiles;
  selectedId?: string | undefined;
  onSelect: (appointmentId: string) => void;
  label: string;
  className: string | undefined;
}

/** The day's route on a map: stops in order, the line between them, tap a stop to open it. */
export function DayMap({ visits, showNames, showRoute = true, tiles, selectedId, onSelect, label, className }: DayMapProps) {
  const stops = useMemo(() => stopsOf(visits, { showNames, selectedId }), [visits, showNames, selectedId]);
  const unplaced = visits.length - stops.length;
  return (
    <Box>
      <Box className={className}>
        {stops.length === 0 ? (
          <Center h="100%" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text c="dimmed">No visit of this day has a map location.</Text>
          </Center>
        ) : (
          <Suspense
            fallback={
              <Center h="100%" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status" aria-label="Loading the map">
                <Loader aria-hidden />
              </Center>
            }
          >
            <StopsMap
              stops={stops}
              tileUrl={tiles.url}
              attribution={tiles.attribution}
              label={label}
              onSelect={onSelect}
              showLine={showRoute}
            />
          </Suspense>
        )}
      </Box>
      {unplaced > 0 && stops.length > 0 ? (
        <Text size="sm" c="dimmed" mt={6}>
          {unplaced === 1 ? '1 visit has' : `${unplaced} visits have`} no map location.
        </Text>
      ) : null}
    </Box>
  );
}
