// The clinician's day and visits, read from the device (the offline core's live queries), and
// the download of the schedule pack when online. Screens never fetch the schedule themselves:
// the list always shows the local copy, so a reload offline shows the same day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pullSchedulePack } from '../../offline/pack';
import { type DayView, observeDay, observeVisit, type Visit } from '../../offline/schedule-store';
import { useLive } from '../../ui/use-live';
import { packRangeFor, todayDate } from './schedule-date';

export const scheduleKeys = {
  pack: (userId: string, from: string, to: string) => ['schedule-pack', userId, from, to] as const,
};

/**
 * Downloads the pack for a range into the device database (DESIGN §4). 'online' network mode: when
 * offline the query waits (paused) instead of failing, and runs when the connection returns.
 */
export const schedulePackQuery = (userId: string, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: scheduleKeys.pack(userId, range.from, range.to),
    queryFn: async () => {
      await pullSchedulePack(userId, range);
      return { pulledAt: Date.now() };
    },
    staleTime: 5 * 60_000,
    networkMode: 'online',
  });

/** Pulls the pack that holds `day` (yesterday to a week ahead, or that day alone). */
export function useSchedulePack(userId: string, day: string) {
  return useQuery(schedulePackQuery(userId, packRangeFor(day, todayDate())));
}

/** The day's visits in route order; `day` is undefined until the device has answered once. */
export function useDay(userId: string, date: string): { day: DayView | undefined; stale: boolean } {
  const day = useLive(() => observeDay(userId, date), [userId, date]);
  // While another date's answer is still shown (the new one is a few ms away), say so.
  return { day, stale: !!day && day.date !== date };
}

/** One visit (undefined: not answered yet; null: not on this device). */
export function useVisit(userId: string, appointmentId: string): Visit | null | undefined {
  const visit = useLive(() => observeVisit(userId, appointmentId), [userId, appointmentId]);
  return visit && visit.appointment.id !== appointmentId ? undefined : visit;
}
