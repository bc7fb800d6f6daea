import { Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDayLabel } from '../../domain/format';
import type { EncounterRecord } from '../../offline/device-db';
import type { Visit } from '../../offline/schedule-store';
import { LinkButton } from '../../ui/link-button';
import type { MapTiles } from '../../ui/map-tiles';
import { PageLoader } from '../../ui/page-loader';
import { StatusPage } from '../../ui/status-page';
import { DayMap } from './day-map';
import classes from './schedule.module.css';
import { todayDate } from './schedule-date';
import { useDay, useSchedulePack, useVisit } from './use-schedule';
import { VisitActionsPanel } from './visit-actions-panel';
import { VisitList } from './visit-list';
import { AddressSection, EncounterSection, PatientSection, VisitHeader } from './visit-sections';
import { visitTime } from './visit-time';

export interface VisitPageProps {
  userId: string;
  appointmentId: string;
  mode: 'detail' | 'map';
  showNames: boolean;
  enforceRoute?: boolean;
  showRoute?: boolean;
  tiles: MapTiles;
  /**
   * The visit's documentation block, shown once it has an encounter that is not cancelled. It
   * belongs to another feature (forms), so the route composes it in (features never import
   * each other).
   */
  documentation?: (encounter: EncounterRecord, pendingCount: number) => ReactNode;
}

/** /my-schedule/view/{appointmentId} (and /map): one visit; on wide screens beside its day. */
export function VisitPage({
  userId,
  appointmentId,
  mode,
  showNames,
  enforceRoute = false,
  showRoute = true,
  tiles,
  documentation,
}: VisitPageProps) {
  const pack = useSchedulePack(userId, todayDate());
  const visit = useVisit(userId, appointmentId);
  if (visit === undefined || (visit === null && pack.isFetching)) return <PageLoader label="Loading the visit…" />;
  if (visit === null) {
    return (
      <StatusPage
        title="Visit not found"
        action={
          <LinkButton to="/my-schedule" mt="md">
            Back to My Schedule
          </LinkButton>
        }
      >
        This visit is not on this device. It may have moved to another day or clinician.
      </StatusPage>
    );
  }
  const time = visitTime(visit);
  return (
    <div className={`${classes.split} ${classes.visitSplit}`}>
      {mode === 'map' ? (
        <VisitOnMap visit={visit} showNames={showNames} showRoute={showRoute} tiles={tiles} userId={userId} day={time.day} />
      ) : (
        <Stack gap="lg" miw={0} component="section" aria-labelledby="visit-title">
          <VisitHeader visit={visit} time={time} />
          <VisitActionsPanel userId={userId} visit={visit} day={time.day} enforceRoute={enforceRoute} />
          <EncounterSection visit={visit} time={time} />
          {documentation && visit.encounter && visit.encounter.status !== 'cancelled'
            ? documentation(visit.encounter, visit.pendingCount)
            : null}
          <PatientSection visit={visit} />
          <AddressSection visit={visit} />
        </Stack>
      )}
      <div className={classes.wideOnly}>
        <DayColumn userId={userId} day={time.day} currentId={appointmentId} />
      </div>
    </div>
  );
}

/** The visit's day beside it (wide screens), to move from visit to visit. */
function DayColumn({ userId, day, currentId }: { userId: string; day: string; currentId: string }) {
  const { day: view, stale } = useDay(userId, day);
  const { weekday, date } = formatDayLabel(day);
  return (
    <Stack gap="sm" className={classes.sticky}>
      <Title order={2} size="h4">
        {weekday} {date}
      </Title>
      {view ? <VisitList visits={view.visits} label={`Visits on ${weekday} ${date}`} currentId={currentId} stale={stale} /> : null}
    </Stack>
  );
}

function VisitOnMap({
  visit,
  userId,
  day,
  showNames,
  showRoute,
  tiles,
}: {
  visit: Visit;
  userId: string;
  day: string;
  showNames: boolean;
  showRoute: boolean;
  tiles: MapTiles;
}) {
  const { day: view } = useDay(userId, day);
  const navigate = useNavigate();
  const time = visitTime(visit);
  return (
    <Stack gap="md" miw={0} component="section" aria-labelledby="visit-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <VisitHeader visit={visit} time={time} />
        <LinkButton
          to="/my-schedule/view/$id"
          params={{ id: visit.appointment.id }}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Visit details
        </LinkButton>
      </Group>
      {view ? (
        <DayMap
          visits={view.visits}
          showNames={showNames}
          showRoute={showRoute}
          tiles={tiles}
          selectedId={visit.appointment.id}
          onSelect={(id) => void navigate({ to: '/my-schedule/view/$id', params: { id } })}
          label={`Map of the visits on ${formatDayLabel(day).date}`}
          className={classes.mainMap}
        />
      ) : (
        <PageLoader label="Loading the map…" />
      )}
    </Stack>
  );
}
