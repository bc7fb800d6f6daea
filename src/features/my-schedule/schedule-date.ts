// The day the clinician is looking at. SPEC §4: the clinician's own schedule date is kept in
// session storage (so it survives a reload and is forgotten at sign-out or when the tab
// closes). Days are calendar dates 'YYYY-MM-DD' of the device.
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { localCalendarDate } from '../../domain/format';

export const SCHEDULE_DATE_KEY = 'emr.schedule-date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today on this device, 'YYYY-MM-DD'. */
export const todayDate = localCalendarDate;

/** `day` moved by `days` calendar days (no daylight-saving surprises: computed at UTC noon). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days, 12));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The stored day, or null when none (or a malformed one) is stored. */
export function readScheduleDate(): string | null {
  try {
    const value = sessionStorage.getItem(SCHEDULE_DATE_KEY);
    return value && DAY.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeScheduleDate(day: string): void {
  try {
    sessionStorage.setItem(SCHEDULE_DATE_KEY, day);
  } catch {
    // storage unavailable (private mode): the day is kept for this page only
  }
}

/** The schedule's day and its setter (a value or an update of the previous day); kept in session storage. */
export function useScheduleDate(): [string, Dispatch<SetStateAction<string>>] {
  const [day, setDay] = useState(() => readScheduleDate() ?? todayDate());
  useEffect(() => writeScheduleDate(day), [day]);
  return [day, setDay];
}

/**
 * The range of days to download for `day`: DESIGN §4's pack is yesterday to a week ahead; a
 * day outside that (the clinician browsing further) is fetched on its own.
 */
export function packRangeFor(day: string, today: string): { from: string; to: string } {
  const from = addDays(today, -1);
  const to = addDays(today, 7);
  return day >= from && day <= to ? { from, to } : { from: day, to: day };
}
