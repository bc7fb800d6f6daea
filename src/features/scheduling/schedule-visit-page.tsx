// One visit of the coordinator's schedule (SPEC §2 /schedule/view/{appointmentId}, with /map):
// who, when, where, and the coordinator's steps (visit-panel.tsx); back to the clinician's board
// on the visit's day.
import { Box, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { calendarDateIn, formatTime } from '../../domain/format';
import { LinkButton } from '../../ui/link-button';
import { readBoardPreferences, writeBoardPreferences } from './board-preferences';
import classes from './scheduling.module.css';
import { scheduleVisitQuery } from './scheduling-api';
import { VisitPanel } from './visit-panel';

const StopsMap = lazy(() => import('../../ui/stops-map').then((m) => ({ default: m.StopsMap })));

export interface ScheduleVisitPageProps {
  appointmentId: string;
  mode: 'detail' | 'map';
  canPlan: boolean;
  tiles: { url: string; attribution: string };
  showNames: boolean;
}

export function ScheduleVisitPage({ appointmentId, mode, canPlan, tiles, showNames }: ScheduleVisitPageProps) {
  const { data } = useSuspenseQuery(scheduleVisitQuery(appointmentId));
  const { clinician, visit } = data;
  const zone = clinician.timeZone;
  const day = calendarDateIn(visit.appointment.start, zone);
  const address = visit.appointment.address;
  // The board opens on the visit's day.
  const toBoard = () => writeBoardPreferences({ ...readBoardPreferences(), clinicianId: clinician.id, date: day });
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={960}>
      <Title order={1} size="h2">
        Visit of {clinician.name}
      </Title>
      <Box>
        <LinkButton to="/schedule/$id" params={{ id: clinician.id }} variant="default" onClick={toBoard}>
          Back to the schedule
        </LinkButton>{' '}
        {mode === 'detail' ? (
          <LinkButton to="/schedule/view/$id/map" params={{ id: appointmentId }} variant="default">
            Map
          </LinkButton>
        ) : (
          <LinkButton to="/schedule/view/$id" params={{ id: appointmentId }} variant="default">
            Details
          </LinkButton>
        )}
      </Box>
      <Paper withBorder p="md">
        <VisitPanel clinicianId={clinician.id} timeZone={zone} visit={visit} canPlan={canPlan} onDone={() => undefined} />
      </Paper>
      {mode === 'map' && address?.latitude != null && address.longitude != null ? (
        <Box className={classes.map}>
          <Suspense
            fallback={
              <Center h="100%" role="status" aria-label="Loading the map">
                <Loader aria-hidden />
              </Center>
            }
          >
            <StopsMap
              stops={[
                {
                  id: visit.appointment.id,
                  number: visit.appointment.routeOrder ?? 1,
                  lat: address.latitude,
                  lng: address.longitude,
                  label: `Stop ${visit.appointment.routeOrder ?? 1}, ${formatTime(visit.appointment.start, zone)}`,
                  name: showNames ? visit.patientName : undefined,
                  color: '#0f6f7a',
                  selected: true,
                },
              ]}
              tileUrl={tiles.url}
              attribution={tiles.attribution}
              label="The visit on the map"
              onSelect={() => undefined}
            />
          </Suspense>
        </Box>
      ) : null}
    </Stack>
  );
}
