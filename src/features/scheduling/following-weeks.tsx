// SPEC §6 'scheduling lazy loading': the week view goes on into the following weeks as the
// coordinator scrolls, a week read at a time (each its own ClinicianSchedule), up to MAX_WEEKS.
// The button is there for keyboards and for screens where the end of the page is never reached.
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCalendarDate } from '../../domain/format';
import { type BoardSelection, type BoardSlot, boardDates, type SchedulerVariant, stepDate } from '../../domain/scheduling/schedule-board';
import { boardDays } from './board-day';
import { type BoardVisit, boardQuery } from './scheduling-api';
import { WeekGrid } from './week-grid';

export const MAX_WEEKS = 8;

export interface FollowingWeeksProps {
  clinicianId: string;
  date: string;
  weekendView: boolean;
  weeks: number;
  onMore: () => void;
  filter: readonly SchedulerVariant[];
  timeZone: string;
  selection: BoardSelection;
  canBook: boolean;
  onSelectSlot: (slot: BoardSlot) => void;
  onSelectVisit: (appointmentId: string) => void;
  /** The visits read so far (the selected one may be in a following week). */
  onVisits: (visits: BoardVisit[]) => void;
}

export function FollowingWeeks({ clinicianId, date, weekendView, weeks, onMore, filter, onVisits, ...grid }: FollowingWeeksProps) {
  const ranges = Array.from({ length: weeks }, (_, i) => boardDates(stepDate(date, 'week', i + 1), 'week', weekendView));
  const results = useQueries({
    queries: ranges.map((dates) => boardQuery(clinicianId, dates[0] ?? date, dates.at(-1) ?? date)),
  });
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const loading = results.some((r) => r.isPending);
  const visible = entry?.isIntersecting === true;
  useEffect(() => {
    if (visible && !loading && weeks < MAX_WEEKS) onMore();
  }, [visible, loading, weeks, onMore]);
  const visitKey = results.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the visits change only when a week's data does (visitKey)
  useEffect(() => onVisits(results.flatMap((r) => r.data?.visits ?? [])), [visitKey]);
  return (
    <Stack gap="md">
      {results.map((result, i) => {
        const dates = ranges[i] ?? [];
        return (
          <Stack key={dates[0]} gap="xs" component="section" aria-label={`Week of ${formatCalendarDate(dates[0] ?? '')}`}>
            <Text component="h2" fw={700} size="md" m={0}>
              Week of {formatCalendarDate(dates[0] ?? '')}
            </Text>
            {result.data ? (
              <WeekGrid days={boardDays(result.data, dates, filter)} {...grid} />
            ) : (
              <Center h={80} role="status" aria-label="Loading the week">
                <Loader aria-hidden />
              </Center>
            )}
          </Stack>
        );
      })}
      {weeks < MAX_WEEKS ? (
        <Center ref={ref}>
          <Button variant="default" onClick={onMore} disabled={loading}>
            Load the following week
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
