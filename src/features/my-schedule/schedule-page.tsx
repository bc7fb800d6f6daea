import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayError } from '../../domain/errors';
import { formatDayLabel } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import type { MapTiles } from '../../ui/map-tiles';
import { PageLoader } from '../../ui/page-loader';
import { DateNav } from './date-nav';
import { DayMap } from './day-map';
import classes from './schedule.module.css';
import { useScheduleDate } from './schedule-date';
import { useDay, useSchedulePack } from './use-schedule';
import { ViewSwitch } from './view-switch';
import { VisitList } from './visit-list';

export interface SchedulePageProps {
  userId: string;
  mode: 'list' | 'map';
  /** Feature flag 'show-patient-name-on-map'. */
  showNames: boolean;
  /** Feature flag 'clinician routing': the map draws the route. */
  showRoute?: boolean;
  tiles: MapTiles;
}

/** /my-schedule and /my-schedule/map: the clinician's day, visit by visit in route order. */
export function SchedulePage(props: SchedulePageProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>My Schedule</Title>
        <ViewSwitch mode={props.mode} />
      </Group>
      <ClinicianDay {...props} />
    </Stack>
  );
}

const visitCount = (n: number) => (n === 1 ? '1 visit' : `${n} visits`);

function ClinicianDay({ userId, mode, showNames, showRoute = true, tiles }: SchedulePageProps) {
  const [date, setDate] = useScheduleDate();
  const { day, stale } = useDay(userId, date);
  const pack = useSchedulePack(userId, date);
  const { online } = useNetwork();
  const navigate = useNavigate();
  const visits = day?.visits ?? [];
  const { weekday, date: shown } = formatDayLabel(date);
  const label = `Visits on ${weekday} ${shown}`;
  const openVisit = (id: string) => void navigate({ to: '/my-schedule/view/$id', params: { id } });

  let body: ReactNode;
  if (!day || (visits.length === 0 && pack.isFetching && !stale)) {
    // Only while the device has nothing to show: a day already on the device shows at once.
    body = <PageLoader label="Loading your schedule…" />;
  } else if (visits.length === 0) {
    body = <EmptyDay online={online} error={pack.isError && online ? pack.error : null} onRetry={() => void pack.refetch()} />;
  } else {
    const list = <VisitList visits={visits} label={label} stale={stale} />;
    // SPEC §2 gives the map its own view (the /map suffix): the list view is the list alone, on
    // every width, so the first screen a clinician opens never fetches Leaflet (its chunk loads
    // with the map view).
    body =
      mode === 'map' ? (
        <Stack gap="lg">
          <DayMap
            visits={visits}
            showNames={showNames}
            showRoute={showRoute}
            tiles={tiles}
            onSelect={openVisit}
            label={`Map of ${label.toLowerCase()}`}
            className={classes.mainMap}
          />
          {list}
        </Stack>
      ) : (
        list
      );
  }

  return (
    <>
      <DateNav day={date} onChange={setDate} summary={day && !stale ? visitCount(visits.length) : undefined} />
      {/* Offline, the banner already says why nothing new arrives. */}
      {pack.isError && online && visits.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} py="xs">
          Showing the schedule saved on this device. The latest could not be downloaded: {displayError(pack.error.message)}
        </Alert>
      ) : null}
      {body}
    </>
  );
}

function EmptyDay({ online, error, onRetry }: { online: boolean; error: Error | null; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconCalendarOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{MESSAGES.noData}</Text>
        {error ? (
          <>
            <Text c="dimmed" size="sm">
              The schedule could not be downloaded: {displayError(error.message)}
            </Text>
            <Button variant="light" onClick={onRetry}>
              Try again
            </Button>
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {online
              ? 'There are no visits on this day.'
              : 'There are no visits for this day on this device. Connect to the internet to download the latest schedule.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
