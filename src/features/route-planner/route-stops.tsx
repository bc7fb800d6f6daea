// The route's stops in order: when the clinician arrives, the visit's booked time, the leg's
// miles, lateness; moved up or down by hand.
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { formatTime } from '../../domain/format';
import type { PlannedRoute } from '../../domain/routes/route-plan';
import type { RoutePanelVisit } from './use-route-draft';

export function RouteStops({
  order,
  visits,
  planned,
  timeZone,
  canMove,
  onMove,
}: {
  order: readonly string[];
  visits: ReadonlyMap<string, RoutePanelVisit>;
  planned: PlannedRoute | null;
  timeZone: string;
  canMove: boolean;
  onMove: (id: string, by: -1 | 1) => void;
}) {
  return (
    <Stack gap={6} component="ol" aria-label="Stops in order" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {order.map((id, index) => {
        const visit = visits.get(id);
        const stop = planned?.stops[index];
        const name = visit?.patientName ?? 'Visit';
        return (
          <Paper component="li" key={id} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Badge circle size="lg" color="teal.9" aria-hidden>
                  {index + 1}
                </Badge>
                <div>
                  <Text fw={600} size="sm">
                    <span>Stop {index + 1}: </span>
                    {name}
                  </Text>
                  <Text size="sm">
                    Visit {visit ? `${formatTime(visit.start, timeZone)} – ${formatTime(visit.end, timeZone)}` : ''}
                    {stop ? ` · arrives ${formatTime(stop.arrive, timeZone)} · ${stop.miles.toFixed(1)} mi` : ''}
                  </Text>
                  {stop && stop.lateMinutes > 0 ? (
                    <Text size="sm" c="red.9" fw={600}>
                      {Math.round(stop.lateMinutes)} min late
                    </Text>
                  ) : null}
                </div>
              </Group>
              {canMove ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size={36}
                    aria-label={`Move ${name} earlier`}
                    disabled={index === 0}
                    onClick={() => onMove(id, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size={36}
                    aria-label={`Move ${name} later`}
                    disabled={index === order.length - 1}
                    onClick={() => onMove(id, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          </Paper>
        );
      })}
      {planned ? (
        <Text component="li" size="sm" fw={600}>
          {planned.totalMiles.toFixed(1)} miles, {Math.round(planned.totalMinutes)} min driving
          {planned.lateMinutes > 0 ? `, ${Math.round(planned.lateMinutes)} min late in all` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
