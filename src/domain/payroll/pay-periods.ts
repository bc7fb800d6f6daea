// SPEC §3 'Pay period' (id, start, end, current, encounterStats: soc, followUp, signed) and §7
// GetPayPeriodEncounterHistory / GetPayPeriodEncounters: the pay calendar is two-week periods
// from a fixed Monday; a period's id is its first day. A clinician's encounters count in the
// period of their visit's day (in the clinician's time zone): Start of Care visits (a patient's
// or an evaluation), follow-ups, and those signed, whatever their type. Cancelled visits count
// nowhere.

import { formatCalendarDate } from '../format';

export const PAY_PERIOD_DAYS = 14;
/** The pay calendar's first day (a Monday): every period starts a multiple of 14 days from it. */
export const PAY_CALENDAR_START = '2026-01-05';

export interface PayPeriodDays {
  /** Its first day, 'YYYY-MM-DD'. */
  id: string;
  start: string;
  /** Its last day (inclusive). */
  end: string;
}

export interface EncounterStats {
  soc: number;
  followUp: number;
  signed: number;
}

/** A period as the screens name it: '11/23/2026 – 12/06/2026'. */
export const payPeriodLabel = (p: { start: string; end: string }): string =>
  `${formatCalendarDate(p.start)} – ${formatCalendarDate(p.end)}`;

const DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);
const FIRST = dayNumber(PAY_CALENDAR_START);

/** The period `index` periods from the calendar's first (negative: before it). */
export function payPeriodAt(index: number): PayPeriodDays {
  const start = FIRST + index * PAY_PERIOD_DAYS;
  return { id: dayOf(start), start: dayOf(start), end: dayOf(start + PAY_PERIOD_DAYS - 1) };
}

/** The index of the period a day ('YYYY-MM-DD') falls in. */
export const payPeriodIndex = (day: string): number => Math.floor((dayNumber(day) - FIRST) / PAY_PERIOD_DAYS);

export const payPeriodOf = (day: string): PayPeriodDays => payPeriodAt(payPeriodIndex(day));

/** A period by its id: only a real first day of a period is one (null otherwise). */
export function payPeriodById(id: string): PayPeriodDays | null {
  if (!ISO_DAY.test(id) || Number.isNaN(dayNumber(id)) || dayOf(dayNumber(id)) !== id) return null;
  const period = payPeriodOf(id);
  return period.id === id ? period : null;
}

/**
 * The periods from the one of `firstDay` (a clinician's first visit) to the one of `today`, newest
 * first, `offset` and `limit` of them, and how many there are in all.
 */
export function payPeriodHistory(firstDay: string | null, today: string, offset: number, limit: number) {
  const newest = payPeriodIndex(today);
  const oldest = firstDay ? Math.min(payPeriodIndex(firstDay), newest) : newest;
  const total = newest - oldest + 1;
  const periods: PayPeriodDays[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i++) periods.push(payPeriodAt(newest - i));
  return { periods, total };
}

const SOC_TYPES = new Set(['soc-patient', 'soc-evaluation']);

/** What a period's encounters count for (cancelled ones count for nothing). */
export function encounterStats(encounters: readonly { type: string; stateText: string | null; status: string }[]): EncounterStats {
  const stats: EncounterStats = { soc: 0, followUp: 0, signed: 0 };
  for (const e of encounters) {
    if (e.status === 'cancelled') continue;
    if (SOC_TYPES.has(e.type)) stats.soc++;
    if (e.type === 'follow-up') stats.followUp++;
    if (e.stateText === 'eSigned') stats.signed++;
  }
  return stats;
}
