import { Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { encounterStateLabel } from '../../domain/encounter-labels';
import type { Visit } from '../../offline/schedule-store';
import { StatusBadge } from '../../ui/status-badge';
import classes from './schedule.module.css';
import { addressText } from './visit-address';
import { isInactiveVisit, markerColor, visitBadges } from './visit-style';
import { visitTime } from './visit-time';

export const NOT_SYNCED = 'Not synced';

/** 'Not synced': the visit has changes made on this device that have not reached the server yet. */
export function NotSyncedBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <StatusBadge label={NOT_SYNCED} color="orange" title={`${count} change${count === 1 ? '' : 's'} waiting to sync`} />;
}

/** One visit of the day: order, time in the patient's zone, patient, address, type, status, state. */
export function VisitCard({ visit, current = false }: { visit: Visit; current?: boolean }) {
  const time = visitTime(visit);
  const { status, type } = visitBadges(visit);
  const address = addressText(visit.appointment.address ?? visit.patient.address);
  return (
    <Link
      to="/my-schedule/view/$id"
      params={{ id: visit.appointment.id }}
      className={`${classes.card}${isInactiveVisit(visit) ? ` ${classes.inactive}` : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span
          className={classes.order}
          style={{ background: markerColor(visit.appointment.status) }}
          title={`Stop ${visit.appointment.routeOrder ?? ''}`}
        >
          {visit.appointment.routeOrder ?? '–'}
        </span>
        <Stack gap={4} flex={1} miw={0}>
          <Group gap="xs" justify="space-between" wrap="wrap" style={{ rowGap: 4 }}>
            <Text fw={700} fz="lg" lh={1.3}>
              {time.start}{' '}
              <Text span fz="xs" c="dimmed" fw={600}>
                {time.abbreviation}
              </Text>
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge variant="outline" color="dark" radius="sm" size="lg" tt="none" title="Visit type">
                {type}
              </Badge>
              <StatusBadge label={status.label} color={status.color} />
              <NotSyncedBadge count={visit.pendingCount} />
            </Group>
          </Group>
          <Text fw={600} fz="md" lh={1.3}>
            {visit.patient.name}
          </Text>
          {address ? (
            <Text fz="sm" c="dimmed" className={classes.address}>
              {address}
            </Text>
          ) : null}
          <Text fz="sm">
            <Text span c="dimmed" inherit>
              Encounter:{' '}
            </Text>
            {encounterStateLabel(visit.encounter)}
          </Text>
        </Stack>
      </Group>
    </Link>
  );
}
