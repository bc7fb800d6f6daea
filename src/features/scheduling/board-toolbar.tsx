// The board's controls (SPEC §3 Scheduling state, §4): the clinician, the dates (a day or a
// week back and forth, today), day or week, the weekend view, the status filter with its
// scheduler variants, show canceled, and availableSOCCount.
import { ActionIcon, Badge, Button, Group, MultiSelect, SegmentedControl, Select, Switch, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { formatDayLabel } from '../../domain/format';
import {
  BOARD_VIEWS,
  type BoardView,
  SCHEDULER_VARIANT_LABEL,
  SCHEDULER_VARIANTS,
  type SchedulerVariant,
  stepDate,
} from '../../domain/scheduling/schedule-board';
import type { BoardPreferences } from './board-preferences';
import type { SchedulableClinician } from './scheduling-api';

export interface BoardToolbarProps {
  clinicians: readonly SchedulableClinician[];
  clinicianId: string | null;
  onClinician: (id: string | null) => void;
  preferences: BoardPreferences;
  onPreferences: (change: Partial<BoardPreferences>) => void;
  dates: readonly string[];
  today: string;
  availableSOCCount: number | null;
  /** One day only (the map): no day/week choice, no weekend view. */
  dayOnly?: boolean;
}

const VIEW_LABEL: Record<BoardView, string> = { day: 'Day', week: 'Week' };
const FILTER_OPTIONS = SCHEDULER_VARIANTS.filter((v) => v !== 'canceled').map((v) => ({ value: v, label: SCHEDULER_VARIANT_LABEL[v] }));

/**
 * The controls, each part memoized on its own values: a date change re-renders the dates, not
 * the clinician picker or the status filter (tests/bench/week-view.ts).
 */
export function BoardToolbar({
  clinicians,
  clinicianId,
  onClinician,
  preferences,
  onPreferences,
  dates,
  today,
  availableSOCCount,
  dayOnly = false,
}: BoardToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ClinicianPicker clinicians={clinicians} clinicianId={clinicianId} onClinician={onClinician} />
      <DateControls date={preferences.date ?? today} view={preferences.view} dates={dates} today={today} onPreferences={onPreferences} />
      {dayOnly ? null : <ViewControls view={preferences.view} weekendView={preferences.weekendView} onPreferences={onPreferences} />}
      <StatusControls statusFilter={preferences.statusFilter} showCanceled={preferences.showCanceled} onPreferences={onPreferences} />
      {availableSOCCount === null ? null : (
        <Badge size="lg" variant="light" color="teal" radius="sm" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}>
          Available SOC: {availableSOCCount}
        </Badge>
      )}
    </Group>
  );
}

type Change = (change: Partial<BoardPreferences>) => void;

const ClinicianPicker = memo(function ClinicianPicker({
  clinicians,
  clinicianId,
  onClinician,
}: Pick<BoardToolbarProps, 'clinicians' | 'clinicianId' | 'onClinician'>) {
  const data = useMemo(() => clinicians.map((c) => ({ value: c.id, label: c.state ? `${c.name} (${c.state})` : c.name })), [clinicians]);
  return (
    <Select
      label="Clinician"
      placeholder="Choose a clinician"
      searchable
      data={data}
      value={clinicianId}
      onChange={onClinician}
      miw={240}
      nothingFoundMessage="No clinician found"
    />
  );
});

const DateControls = memo(function DateControls({
  date,
  view,
  dates,
  today,
  onPreferences,
}: {
  date: string;
  view: BoardView;
  dates: readonly string[];
  today: string;
  onPreferences: Change;
}) {
  const first = formatDayLabel(dates[0] ?? date);
  const last = formatDayLabel(dates.at(-1) ?? date);
  const unit = view === 'day' ? 'day' : 'week';
  return (
    <Group gap={6} wrap="wrap" align="flex-end">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={`Previous ${unit}`}
        onClick={() => onPreferences({ date: stepDate(date, view, -1) })}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      <Text component="h2" fw={700} size="md" m={0} miw={200} ta="center" aria-live="polite">
        {dates.length > 1 ? `${first.date} – ${last.date}` : `${first.weekday} ${first.date}`}
      </Text>
      <ActionIcon variant="default" size={36} aria-label={`Next ${unit}`} onClick={() => onPreferences({ date: stepDate(date, view, 1) })}>
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
      <Button variant="default" onClick={() => onPreferences({ date: today })} disabled={date === today}>
        Today
      </Button>
    </Group>
  );
});

const ViewControls = memo(function ViewControls({
  view,
  weekendView,
  onPreferences,
}: {
  view: BoardView;
  weekendView: boolean;
  onPreferences: Change;
}) {
  return (
    <>
      <SegmentedControl
        aria-label="Days shown"
        data={BOARD_VIEWS.map((v) => ({ value: v, label: VIEW_LABEL[v] }))}
        value={view}
        onChange={(value) => onPreferences({ view: value as BoardView })}
      />
      <Switch label="Weekend view" checked={weekendView} onChange={(e) => onPreferences({ weekendView: e.currentTarget.checked })} />
    </>
  );
});

const StatusControls = memo(function StatusControls({
  statusFilter,
  showCanceled,
  onPreferences,
}: {
  statusFilter: readonly SchedulerVariant[];
  showCanceled: boolean;
  onPreferences: Change;
}) {
  const value = useMemo(() => statusFilter.filter((v) => v !== 'canceled'), [statusFilter]);
  return (
    <>
      <MultiSelect
        label="Status"
        data={FILTER_OPTIONS}
        value={value}
        onChange={(values) => onPreferences({ statusFilter: values as SchedulerVariant[] })}
        miw={240}
        maw={420}
        clearable
      />
      <Switch label="Show canceled" checked={showCanceled} onChange={(e) => onPreferences({ showCanceled: e.currentTarget.checked })} />
    </>
  );
});
