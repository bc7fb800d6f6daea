// The arguments of the schedule board: a clinician id and a range of their local dates
// (YYYY-MM-DD, `to` not before `from`, at most 14 days apart: a week view and its neighbour).
import { clinicDay } from '../../../src/domain/validation/date.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg } from '../shared/input.ts';

export const MAX_BOARD_DAYS = 14;

/** A local day within DESIGN §5's range (src/domain/validation/date.ts). */
const LocalDate = clinicDay();

export interface BoardRange {
  clinicianId: string;
  from: string;
  to: string;
}

export function parseBoardRange(args: { clinicianId: string; from: string; to: string }): BoardRange {
  const from = parseArg(LocalDate, 'from', args.from);
  const to = parseArg(LocalDate, 'to', args.to);
  if (to < from) throw badInput('Invalid date range', 'to');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > MAX_BOARD_DAYS) throw badInput(`to can be at most ${MAX_BOARD_DAYS} days after from`, 'to');
  return { clinicianId: parseId(args.clinicianId, 'clinicianId'), from, to };
}
