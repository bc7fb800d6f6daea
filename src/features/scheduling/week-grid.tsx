// The board itself (SPEC §3 Scheduling state): a column per date shown, each with its visits
// and free slots in time order. A visit or a free slot is a toggle button; choosing one clears
// the other (the selection reducer of schedule-board.ts).
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { appointmentStatusStyle, visitTypeLabel } from '../../domain/appointment-status';
import { formatDayLabel, formatTime } from '../../domain/format';
import { type BoardSelection, type BoardSlot, WEEKDAY_LETTERS } from '../../domain/scheduling/schedule-board';
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
                    <button
                      type="button"
                      className={classes.slot}
                      aria-pressed={selection.slot?.start === item.slot.start}
                      onClick={() => onSelectSlot(item.slot)}
                    >
                      Free {formatTime(item.slot.start, timeZone)}
                    </button>
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

/**
 * One visit: plain elements styled by the module (not a stack of Mantine components each), so a
 * week of 60 visits renders within the SPEC budget (tests/bench/week-view.ts).
 */
const VisitButton = memo(function VisitButton({
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
  const tint = {
    '--status-dot': `var(--mantine-color-${status.color}-7)`,
    '--status-tint': `var(--mantine-color-${status.color}-1)`,
  } as CSSProperties;
  return (
    <button type="button" className={classes.visit} aria-pressed={selected} onClick={() => onSelect(appointment.id)}>
      <span className={classes.time}>
        {formatTime(appointment.start, timeZone)} – {formatTime(appointment.end, timeZone)}
      </span>
      <span className={classes.patient}>{visit.patientName}</span>
      <span className={classes.tags}>
        <span className={classes.status} style={tint}>
          {status.label}
        </span>
        <span className={classes.tag}>{visitTypeLabel(appointment.appointmentType)}</span>
        {visit.asap ? <span className={classes.asap}>ASAP</span> : null}
        {appointment.routeOrder ? <span className={classes.tag}>Stop {appointment.routeOrder}</span> : null}
      </span>
    </button>
  );
});
