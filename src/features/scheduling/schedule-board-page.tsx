// The coordinator's schedule (SPEC §2 /schedule, /schedule/{clinicianId}, each with /map): pick a
// clinician, look at a day or a week of their visits and free slots, book in a free slot and
// change a visit; the map view shows a day and its route. What it remembers is in
// board-preferences.ts; changes by others arrive live (useLiveBoard). The availability editor
// and the route panel are other areas', composed in by the route file.
import { Alert, Box, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarWeek, IconMap2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { calendarDateIn } from '../../domain/format';
import type { AppointmentStatus } from '../../domain/resources';
import { OPEN_STATUSES } from '../../domain/scheduling/booking-rules';
import {
  type BoardSlot,
  boardDates,
  effectiveFilter,
  NO_SELECTION,
  passesFilter,
  selectionReducer,
  weekKeptOnToggle,
} from '../../domain/scheduling/schedule-board';
import { serverErrorOf } from '../../domain/validation/server-errors';
import { LinkButton } from '../../ui/link-button';
import { boardDays } from './board-day';
import { type BoardPreferences, readBoardPreferences, writeBoardPreferences } from './board-preferences';
import { BoardToolbar } from './board-toolbar';
import { BookVisit } from './book-visit-form';
import { FollowingWeeks } from './following-weeks';
import { type BoardVisit, boardQuery, cliniciansQuery, type SchedulableClinician, schedulingKeys, useLiveBoard } from './scheduling-api';
import { VisitPanel } from './visit-panel';
import { WeekGrid } from './week-grid';

export interface RoutePanelArgs {
  clinician: SchedulableClinician;
  date: string;
  /** The day's visits that will take place (open ones), in the board's order. */
  visits: BoardVisit[];
  canPlan: boolean;
}

export interface AvailabilityArgs {
  clinicianId: string;
  clinicianName: string;
  opened: boolean;
  onClose: () => void;
}

export interface ScheduleBoardPageProps {
  clinicianId: string | null;
  mode: 'board' | 'map';
  /** The user may book and change visits (the server checks again). */
  canPlan: boolean;
  onClinician: (clinicianId: string | null) => void;
  /** SPEC §6 'scheduling lazy loading': the week view goes on into the following weeks while scrolling. */
  lazyWeeks?: boolean;
  /** Where the board lives: the coordinator's /schedule, or a colleague's /my-schedule/{id} (read only). */
  basePath?: '/schedule' | '/my-schedule';
  /** The day, when the address holds it (the map view): changes go through onDate. */
  date?: string | null;
  onDate?: (date: string) => void;
  availability?: (args: AvailabilityArgs) => ReactNode;
  route?: (args: RoutePanelArgs) => ReactNode;
}

export function ScheduleBoardPage({
  clinicianId,
  mode,
  canPlan,
  onClinician,
  basePath = '/schedule',
  lazyWeeks = false,
  date: shownDate,
  onDate,
  availability,
  route,
}: ScheduleBoardPageProps) {
  const queryClient = useQueryClient();
  const { data: clinicians } = useSuspenseQuery(cliniciansQuery());
  const [preferences, setPreferences] = useState<BoardPreferences>(() => ({ ...readBoardPreferences(), clinicianId }));
  const [selection, select] = useReducer(selectionReducer, NO_SELECTION);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const listed = clinicians.find((c) => c.id === clinicianId) ?? null;
  const zone = listed?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = calendarDateIn(new Date().toISOString(), zone);
  const date = shownDate ?? preferences.date ?? today;
  const view = mode === 'map' ? 'day' : preferences.view;
  const dates = useMemo(() => boardDates(date, view, preferences.weekendView), [date, view, preferences.weekendView]);
  const from = dates[0] ?? date;
  const to = dates.at(-1) ?? date;

  useEffect(() => writeBoardPreferences({ ...preferences, clinicianId }), [preferences, clinicianId]);
  useLiveBoard(clinicianId);

  const change = useCallback(
    (asked: Partial<BoardPreferences>) => {
      const toggled = asked.weekendView !== undefined && asked.weekendView !== preferences.weekendView;
      const next = toggled && !asked.date ? { ...asked, date: weekKeptOnToggle(date, view, preferences.weekendView) } : asked;
      setPreferences((current) => ({ ...current, ...next }));
      select({ type: 'slot', slot: null });
      if (next.date && onDate) onDate(next.date);
    },
    [onDate, date, view, preferences.weekendView],
  );

  const board = useQuery({
    ...boardQuery(clinicianId ?? '', from, to),
    enabled: clinicianId !== null,
    placeholderData: keepPreviousData,
  });
  // A clinician outside the picker's list (opened by address) comes with the board.
  const clinician = listed ?? (board.data?.clinician.id === clinicianId ? board.data.clinician : null);
  const filter = useMemo(
    () => effectiveFilter(preferences.statusFilter, preferences.showCanceled),
    [preferences.statusFilter, preferences.showCanceled],
  );
  const selectSlot = useCallback((slot: BoardSlot) => select({ type: 'slot', slot }), []);
  const selectVisit = useCallback((appointmentId: string) => select({ type: 'appointment', appointmentId }), []);
  const pickClinician = useCallback(
    (id: string | null) => {
      select({ type: 'slot', slot: null });
      onClinician(id);
    },
    [onClinician],
  );
  const shownPreferences = useMemo(() => ({ ...preferences, date, view }), [preferences, date, view]);
  const days = useMemo(() => (board.data ? boardDays(board.data, dates, filter) : []), [board.data, dates, filter]);
  const [moreWeeks, setMoreWeeks] = useState(0);
  const [laterVisits, setLaterVisits] = useState<BoardVisit[]>([]);
  const showMore = useCallback(() => setMoreWeeks((n) => n + 1), []);
  // A new date, view or clinician starts from its own week again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setMoreWeeks(0), [date, view, clinicianId, preferences.weekendView]);
  const selectedVisit = [...(board.data?.visits ?? []), ...laterVisits].find((v) => v.appointment.id === selection.appointmentId) ?? null;

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Schedule
        </Title>
        {clinician ? (
          <Group gap="xs">
            {availability ? (
              <Button variant="default" onClick={() => setAvailabilityOpen(true)}>
                Availability
              </Button>
            ) : null}
            <BoardLinks clinicianId={clinician.id} mode={mode} basePath={basePath} />
          </Group>
        ) : null}
      </Group>
      <BoardToolbar
        clinicians={clinicians}
        clinicianId={clinicianId}
        onClinician={pickClinician}
        preferences={shownPreferences}
        onPreferences={change}
        dates={dates}
        today={today}
        availableSOCCount={board.isPlaceholderData ? null : (board.data?.availableSOCCount ?? null)}
        dayOnly={mode === 'map'}
      />
      {clinicianId === null ? (
        <Text c="dimmed">Choose a clinician to see their schedule.</Text>
      ) : board.isError ? (
        <Alert color="red" variant="light" role="alert">
          {serverErrorOf(board.error).message}
        </Alert>
      ) : !board.data || board.isPlaceholderData || !clinician ? (
        // Another week's or clinician's board, kept while the new one loads, would read as 'No visits'.
        <Center h={200} role="status" aria-label="Loading the schedule">
          <Loader aria-hidden />
        </Center>
      ) : mode === 'map' ? (
        (route?.({
          clinician,
          date,
          visits: board.data.visits.filter(
            (v) => OPEN_STATUSES.includes(v.appointment.status as AppointmentStatus) && passesFilter(v.appointment.status, filter),
          ),
          canPlan,
        }) ?? null)
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: selection.slot || selectedVisit ? 8 : 12 }}>
            <WeekGrid
              days={days}
              timeZone={zone}
              selection={selection}
              canBook={canPlan}
              onSelectSlot={selectSlot}
              onSelectVisit={selectVisit}
            />
            {lazyWeeks && view === 'week' && clinicianId ? (
              <Box mt="md">
                <FollowingWeeks
                  clinicianId={clinicianId}
                  date={date}
                  weekendView={preferences.weekendView}
                  weeks={moreWeeks}
                  onMore={showMore}
                  filter={filter}
                  timeZone={zone}
                  selection={selection}
                  canBook={canPlan}
                  onSelectSlot={selectSlot}
                  onSelectVisit={selectVisit}
                  onVisits={setLaterVisits}
                />
              </Box>
            ) : null}
          </Grid.Col>
          {selection.slot || selectedVisit ? (
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder p="md" component="aside" aria-label={selection.slot ? 'Book a visit' : 'Visit'}>
                <Box>
                  {selection.slot ? (
                    <BookVisit
                      key={selection.slot.start}
                      clinicianId={clinician.id}
                      timeZone={zone}
                      slot={selection.slot}
                      onDone={() => select({ type: 'slot', slot: null })}
                    />
                  ) : selectedVisit ? (
                    <VisitPanel
                      key={selectedVisit.appointment.id}
                      clinicianId={clinician.id}
                      timeZone={zone}
                      visit={selectedVisit}
                      canPlan={canPlan}
                      onDone={() => select({ type: 'appointment', appointmentId: null })}
                    />
                  ) : null}
                </Box>
              </Paper>
            </Grid.Col>
          ) : null}
        </Grid>
      )}
      {clinician && availability
        ? availability({
            clinicianId: clinician.id,
            clinicianName: clinician.name,
            opened: availabilityOpen,
            onClose: () => {
              setAvailabilityOpen(false);
              // Saved availability changes the free slots.
              void queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinician.id) });
            },
          })
        : null}
    </Stack>
  );
}

/** Board ⇄ Map, as links (the browser's back button returns to the other view). */
function BoardLinks({
  clinicianId,
  mode,
  basePath,
}: {
  clinicianId: string;
  mode: 'board' | 'map';
  basePath: '/schedule' | '/my-schedule';
}) {
  const board = { variant: mode === 'board' ? 'filled' : 'default', 'aria-current': mode === 'board' ? ('page' as const) : undefined };
  const map = { variant: mode === 'map' ? 'filled' : 'default', 'aria-current': mode === 'map' ? ('page' as const) : undefined };
  const boardIcon = <IconCalendarWeek size={18} aria-hidden />;
  const mapIcon = <IconMap2 size={18} aria-hidden />;
  return (
    <Button.Group aria-label="View">
      {basePath === '/schedule' ? (
        <>
          <LinkButton to="/schedule/$id" params={{ id: clinicianId }} leftSection={boardIcon} {...board}>
            Board
          </LinkButton>
          <LinkButton to="/schedule/$id/map" params={{ id: clinicianId }} leftSection={mapIcon} {...map}>
            Map
          </LinkButton>
        </>
      ) : (
        <>
          <LinkButton to="/my-schedule/$id" params={{ id: clinicianId }} leftSection={boardIcon} {...board}>
            Board
          </LinkButton>
          <LinkButton to="/my-schedule/$id/map" params={{ id: clinicianId }} leftSection={mapIcon} {...map}>
            Map
          </LinkButton>
        </>
      )}
    </Button.Group>
  );
}
