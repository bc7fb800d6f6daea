// SPEC §5 dates: typed as MM/dd/yyyy, kept as a calendar date 'YYYY-MM-DD' (no time, no zone);
// the minimum is 1900-01-01 unless a field says otherwise. Empty and required gives the
// required message; anything that is not a real date, or is outside min/max, is invalid.
// DESIGN §5 'One rule for free text and dates': every date stays within 1900-01-01..2100-12-31
// unless a field says narrower (a year 3000 or 9999 means nothing to a clinic, and a day added
// past 9999 is no date at all); `clinicDay` and `isClinicTime` hold the server's inputs to it.
import * as v from 'valibot';
import { MESSAGES } from '../messages';

export const MIN_DATE = '1900-01-01';
/** The last day any field takes (DESIGN §5). */
export const MAX_DATE = '2100-12-31';
/** SPEC §5 says an invalid date gives a date error without quoting it; these are our words. */
export const INVALID_DATE = 'Invalid date';
export const DATE_FORMAT = 'MM/DD/YYYY';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar day (no 02/30, no month 13). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** 'YYYY-MM-DD' when `text` is one and a real day, else null. */
export function isoDate(text: string): string | null {
  const m = ISO.exec(text);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A typed MM/dd/yyyy (one-digit month and day accepted) as 'YYYY-MM-DD', or null when it is no real day. */
export function parseUsDate(text: string): string | null {
  const m = US.exec(text.trim());
  return m ? calendarDate(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

export interface DateBounds {
  /** 'YYYY-MM-DD'; default 1900-01-01. */
  min?: string;
  /** 'YYYY-MM-DD'; default 2100-12-31. */
  max?: string;
}

/** Is `iso` within the bounds (both ends included)? ISO dates compare as text. */
export const withinBounds = (iso: string, { min = MIN_DATE, max = MAX_DATE }: DateBounds = {}): boolean => iso >= min && iso <= max;

/** A real calendar day 'YYYY-MM-DD' within MIN_DATE..MAX_DATE. */
export const isClinicDay = (text: string): boolean => isoDate(text) === text && withinBounds(text);

/** What a server input says of a day that is none, and of a day outside the range. */
export const DAY_MESSAGES = {
  malformed: 'must be a date YYYY-MM-DD',
  outOfRange: `must be a date from ${MIN_DATE} to ${MAX_DATE}`,
} as const;

/** A day argument of the server: a real day YYYY-MM-DD within MIN_DATE..MAX_DATE. */
export const clinicDay = () =>
  v.pipe(
    v.string(DAY_MESSAGES.malformed),
    v.check((text) => isoDate(text) === text, DAY_MESSAGES.malformed),
    v.check((text) => withinBounds(text), DAY_MESSAGES.outOfRange),
  );

/** An instant (an ISO date-time, any zone) whose UTC day is within MIN_DATE..MAX_DATE. */
export const isClinicTime = (text: string): boolean => {
  const time = Date.parse(text);
  return Number.isFinite(time) && withinBounds(new Date(time).toISOString().slice(0, 10));
};

/**
 * A date field: '' when empty (not required), else a real day within the bounds. The value is
 * the field's 'YYYY-MM-DD', or the text the user left in it when that was not a date.
 */
export function dateField({ required = false, ...bounds }: DateBounds & { required?: boolean } = {}) {
  return v.pipe(
    v.optional(v.string(INVALID_DATE), ''),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value;
      if (text === '') {
        if (required) {
          addIssue({ message: MESSAGES.required });
          return NEVER;
        }
        return '';
      }
      const iso = isoDate(text) ?? parseUsDate(text);
      if (!iso || !withinBounds(iso, bounds)) {
        addIssue({ message: INVALID_DATE });
        return NEVER;
      }
      return iso;
    }),
  );
}
