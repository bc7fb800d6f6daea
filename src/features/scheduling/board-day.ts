// The board's days: each shown date with its visits (through the status filter) and its free
// slots, in time order, in the clinician's zone.
import { calendarDateIn } from '../../domain/format';
import { type BoardSlot, passesFilter, type SchedulerVariant } from '../../domain/scheduling/schedule-board';
import type { Board, BoardVisit } from './scheduling-api';

export interface BoardDay {
  date: string;
  visits: BoardVisit[];
  slots: BoardSlot[];
}

export function boardDays(board: Board, dates: readonly string[], filter: readonly SchedulerVariant[]): BoardDay[] {
  const zone = board.clinician.timeZone;
  const byDate = new Map<string, BoardDay>(dates.map((date) => [date, { date, visits: [], slots: [] }]));
  for (const visit of board.visits) {
    if (!passesFilter(visit.appointment.status, filter)) continue;
    byDate.get(calendarDateIn(visit.appointment.start, zone))?.visits.push(visit);
  }
  for (const slot of board.freeSlots) byDate.get(calendarDateIn(slot.start, zone))?.slots.push(slot);
  return [...byDate.values()];
}
