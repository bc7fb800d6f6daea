// The board itself (SPEC §3 Scheduling state): a column per date shown, each with its visits
// and free slots in time order. A visit or a free slot is a toggle button; choosing one clears
// the other (the selection reducer of schedule-board.ts).
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { appointmentStatusStyle, visitTypeLabel } from '../../domain/appointment-status';
import { formatDayLabel, formatTime } from '../../domain/format';
import { type BoardSelection, type BoardSlot, WEEKDAY_LETTERS } from '../../domain/scheduling/schedule-board';
import { StatusBadge } from '../../ui/status-badge';
import type { BoardDay } from './board-day';
import classes from './scheduling.module.css';
import type { BoardVisit } from './scheduling-api';

export interface WeekGridProps {
  days: readonly BoardDay[];
  timeZone: string;
  selection: BoardSelection;
  onSelectSlot: (slot: BoardSlot) => void;
  onSelectVisit: (appointmentId: string) => void;
  /** Free slots can be booked (the user plans schedules). */
  canBook: boolean;
}

type Item = { kind: 'visit'; at: string; visit: BoardVisit } | { kind: 'slot'; at: string; slot: BoardSlot };

function itemsOf(day: BoardDay, canBook: boolean): Item[] {
  const items: Item[] = day.visits.map((visit) => ({ kind: 'visit', at: visit.appointment.start, visit }));
  if (canBook) for (const slot of day.slots) items.push({ kind: 'slot', at: slot.start, slot });
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

const dayIndexOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function WeekGrid({ days, timeZone, selection, onSelectSlot, onSelectVisit, canBook }: WeekGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(days.length, 3), lg: days.length }} spacing="sm" className={classes.grid}>
      {days.map((day) => {
        const label = formatDayLabel(day.date);
        const items = itemsOf(day, canBook);
        return (
          <Paper key={day.date} withBorder p="xs" component="section" aria-labelledby={`day-${day.date}`}>
            <Group gap={6} mb="xs" wrap="nowrap">
              <Text component="span" fw={700} className={classes.letter} aria-hidden>
                {WEEKDAY_LETTERS[dayIndexOf(day.date)]}
              </Text>
              <Text component="h3" id={`day-${day.date}`} fw={600} size="sm" m={0}>
                {label.weekday} {label.date}
              </Text>
            </Group>
            <Stack gap={6} component="ul" className={classes.items} aria-label={`${label.weekday} ${label.date}`}>
              {items.length === 0 ? (
                <Text component="li" size="sm" c="dimmed">
                  No visits
                </Text>
              ) : null}
              {items.map((item) =>
                item.kind === 'visit' ? (
                  <li key={item.visit.appointment.id}>
                    <VisitButton
                      visit={item.visit}
                      timeZone={timeZone}
                      selected={selection.appointmentId === item.visit.appointment.id}
                      onSelect={onSelectVisit}
                    />
                  </li>
                ) : (
                  <li key={item.slot.start}>
                    <UnstyledButton
                      className={classes.slot}
                      aria-pressed={selection.slot?.start === item.slot.start}
                      onClick={() => onSelectSlot(item.slot)}
                    >
                      Free {formatTime(item.slot.start, timeZone)}
                    </UnstyledButton>
                  </li>
                ),
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function VisitButton({
  visit,
  timeZone,
  selected,
  onSelect,
}: {
  visit: BoardVisit;
  timeZone: string;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { appointment } = visit;
  const status = appointmentStatusStyle(appointment.status);
  return (
    <UnstyledButton className={classes.visit} aria-pressed={selected} onClick={() => onSelect(appointment.id)}>
      <Box>
        <Text size="sm" fw={600}>
          {formatTime(appointment.start, timeZone)} – {formatTime(appointment.end, timeZone)}
        </Text>
        <Text size="sm">{visit.patientName}</Text>
        <Group gap={4} mt={4}>
          <StatusBadge label={status.label} color={status.color} size="sm" />
          <Badge variant="outline" color="dark" size="sm" radius="sm">
            {visitTypeLabel(appointment.appointmentType)}
          </Badge>
          {visit.asap ? (
            <Badge variant="filled" color="red.9" size="sm" radius="sm">
              ASAP
            </Badge>
          ) : null}
          {appointment.routeOrder ? (
            <Badge variant="light" color="gray" size="sm" radius="sm" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}>
              Stop {appointment.routeOrder}
            </Badge>
          ) : null}
        </Group>
      </Box>
    </UnstyledButton>
  );
}
