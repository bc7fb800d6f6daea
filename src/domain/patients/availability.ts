// The patient's availability for appointments (SPEC §2 'Appointment Available Time', SPEC §3
// patient availability types): always (any time), general (weekdays, each with time ranges) or
// specific (particular dates, each with time ranges). One set of rules for the form and the
// server (SPEC §5 'Invalid time range.', 'Slots in a day cannot be overlapped.', 'Start time must
// be greater than the current time.'), the text the chart shows, and what a day offers to
// whoever schedules the patient.
import * as v from 'valibot';
import { formatCalendarDate } from '../format';
import { MESSAGES } from '../messages';
import { INVALID_DATE, isoDate } from '../validation/date';

export const AVAILABILITY_TYPES = ['PATIENT_ALWAYS_AVAILABLE', 'GENERAL_AVAILABLE', 'SPECIFIC_AVAILABLE'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

/** SPEC §2 availability labels, word for word. */
export const AVAILABILITY_LABELS = {
  title: 'Appointment Available Time',
  selectTime: 'Select time to set availability',
  selectDay: 'Select day to set availability',
} as const;

export const AVAILABILITY_TYPE_LABELS: Readonly<Record<AvailabilityType, string>> = {
  PATIENT_ALWAYS_AVAILABLE: 'Always available',
  GENERAL_AVAILABLE: 'Weekdays',
  SPECIFIC_AVAILABLE: 'Specific dates',
};

/** SPEC §5 time messages, and our words for a day or date given twice. */
export const AVAILABILITY_MESSAGES = {
  invalidRange: 'Invalid time range.',
  pastStart: 'Start time must be greater than the current time.',
  overlap: 'Slots in a day cannot be overlapped.',
  dayTwice: 'This day is already listed.',
  dateTwice: 'This date is already listed.',
} as const;

/** SPEC §9 weekday letters, Sunday first (day index 0–6, SPEC §5). */
export const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** SPEC §5 'defaults weekdays 1-5, weekend 0 and 6'. */
export const DEFAULT_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** The range a new day or date starts with (SPEC §4 'keeps a default start and end'). */
export const DEFAULT_RANGE: TimeRange = { start: '09:00', end: '17:00' };
export const MAX_RANGES_PER_DAY = 6;
export const MAX_DATES = 60;

/** Times are the patient's local wall-clock times, 'HH:mm' (24 h). */
export interface TimeRange {
  start: string;
  end: string;
}
export interface WeekdayAvailability {
  /** 0 Sunday … 6 Saturday. */
  day: number;
  ranges: TimeRange[];
}
export interface DateAvailability {
  /** 'YYYY-MM-DD' in the patient's time zone. */
  date: string;
  ranges: TimeRange[];
}
/** What the Patient resource keeps (Patient.availability). */
export interface PatientAvailability {
  type: AvailabilityType;
  /** GENERAL_AVAILABLE only. */
  weekdays: WeekdayAvailability[];
  /** SPECIFIC_AVAILABLE only. */
  dates: DateAvailability[];
}

/** A rule broken, at the path of the field it concerns ('weekdays', 0, 'ranges', 1, 'end'). */
export interface AvailabilityIssue {
  path: (string | number)[];
  message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (text: string): boolean => TIME.test(text);

export const isAvailabilityType = (type: string | null | undefined): type is AvailabilityType =>
  (AVAILABILITY_TYPES as readonly (string | null | undefined)[]).includes(type);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The range 'Add time' offers: the hour after the last range (empty when that passes midnight). */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { ...DEFAULT_RANGE };
  if (!isTime(last.end) || minutes(last.end) + 60 > 23 * 60 + 59) return { start: '', end: '' };
  return { start: last.end, end: clock(minutes(last.end) + 60) };
}

/** A new availability for the editor: an unset week gets the default weekdays (SPEC §4). */
export function defaultAvailability(type: AvailabilityType = 'GENERAL_AVAILABLE'): PatientAvailability {
  return {
    type,
    weekdays: type === 'GENERAL_AVAILABLE' ? DEFAULT_WEEKDAYS.map((day) => ({ day, ranges: [{ ...DEFAULT_RANGE }] })) : [],
    dates: [],
  };
}

function rangeIssues(ranges: readonly TimeRange[], at: (string | number)[]): AvailabilityIssue[] {
  if (ranges.length === 0) return [{ path: at, message: MESSAGES.required }];
  const issues: AvailabilityIssue[] = [];
  ranges.forEach((r, j) => {
    if (!isTime(r.start)) issues.push({ path: [...at, j, 'start'], message: r.start ? MESSAGES.incorrectValue : MESSAGES.required });
    if (!isTime(r.end)) issues.push({ path: [...at, j, 'end'], message: r.end ? MESSAGES.incorrectValue : MESSAGES.required });
    else if (isTime(r.start) && r.end <= r.start) issues.push({ path: [...at, j, 'end'], message: AVAILABILITY_MESSAGES.invalidRange });
  });
  if (issues.length > 0) return issues;
  // Touching ranges (09:00–12:00, 12:00–15:00) do not overlap.
  ranges.forEach((r, j) => {
    if (ranges.some((o, k) => k !== j && r.start < o.end && o.start < r.end && (o.start < r.start || (o.start === r.start && k < j)))) {
      issues.push({ path: [...at, j, 'start'], message: AVAILABILITY_MESSAGES.overlap });
    }
  });
  return issues;
}

/**
 * Every rule the availability breaks, for its own type only (the other type's rows are ignored,
 * and dropped when saved): at least one day or date, each once, each with 1–6 valid ranges that
 * end after they start and do not overlap.
 */
export function availabilityIssues(a: PatientAvailability): AvailabilityIssue[] {
  switch (a.type) {
    case 'PATIENT_ALWAYS_AVAILABLE':
      return [];
    case 'GENERAL_AVAILABLE': {
      if (a.weekdays.length === 0) return [{ path: ['weekdays'], message: MESSAGES.required }];
      return a.weekdays.flatMap((w, i) => [
        ...(a.weekdays.findIndex((o) => o.day === w.day) < i
          ? [{ path: ['weekdays', i, 'day'], message: AVAILABILITY_MESSAGES.dayTwice }]
          : []),
        ...rangeIssues(w.ranges, ['weekdays', i, 'ranges']),
      ]);
    }
    case 'SPECIFIC_AVAILABLE': {
      if (a.dates.length === 0) return [{ path: ['dates'], message: MESSAGES.required }];
      return a.dates.flatMap((d, i) => {
        const dateIssue: AvailabilityIssue[] = !isoDate(d.date)
          ? [{ path: ['dates', i, 'date'], message: d.date ? INVALID_DATE : MESSAGES.required }]
          : a.dates.findIndex((o) => o.date === d.date) < i
            ? [{ path: ['dates', i, 'date'], message: AVAILABILITY_MESSAGES.dateTwice }]
            : [];
        return [...dateIssue, ...rangeIssues(d.ranges, ['dates', i, 'ranges'])];
      });
    }
  }
}

/** The wall-clock date and time ('YYYY-MM-DD', 'HH:mm') of `now` in `timeZone`. */
export function wallClock(now: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * SPEC §5 'Start time must be greater than the current time.': a specific date's range that
 * starts before now (in the patient's zone). Ranges already saved are not asked again (a range
 * booked this morning stays when the afternoon is changed).
 */
export function pastStartIssue(
  a: PatientAvailability,
  { now, timeZone, saved }: { now: Date; timeZone: string; saved: PatientAvailability | null | undefined },
): AvailabilityIssue | null {
  if (a.type !== 'SPECIFIC_AVAILABLE') return null;
  const clock = wallClock(now, timeZone);
  const wasSaved = (date: string, r: TimeRange) =>
    saved?.type === 'SPECIFIC_AVAILABLE' &&
    saved.dates.some((d) => d.date === date && d.ranges.some((s) => s.start === r.start && s.end === r.end));
  for (const [i, d] of a.dates.entries()) {
    for (const [j, r] of d.ranges.entries()) {
      if (`${d.date}T${r.start}` < `${clock.date}T${clock.time}` && !wasSaved(d.date, r)) {
        return { path: ['dates', i, 'ranges', j, 'start'], message: AVAILABILITY_MESSAGES.pastStart };
      }
    }
  }
  return null;
}

const byStart = (a: TimeRange, b: TimeRange) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end);
const ranges = (list: readonly TimeRange[]) => list.map((r) => ({ start: r.start, end: r.end })).sort(byStart);

/** What is kept: only the chosen type's rows, days and dates in order, ranges by start. */
export function normalizeAvailability(a: PatientAvailability): PatientAvailability {
  return {
    type: a.type,
    weekdays:
      a.type === 'GENERAL_AVAILABLE' ? a.weekdays.map((w) => ({ day: w.day, ranges: ranges(w.ranges) })).sort((x, y) => x.day - y.day) : [],
    dates:
      a.type === 'SPECIFIC_AVAILABLE'
        ? a.dates.map((d) => ({ date: d.date, ranges: ranges(d.ranges) })).sort((x, y) => x.date.localeCompare(y.date))
        : [],
  };
}

// The shape is checked loosely (strings, bounded lists) so that rows of the type not chosen never
// block a save; the rules themselves are availabilityIssues, on the chosen type's rows.
const RangeShape = v.object({ start: v.string(), end: v.string() });
const RangesShape = v.pipe(v.array(RangeShape), v.maxLength(MAX_RANGES_PER_DAY, `at most ${MAX_RANGES_PER_DAY} time ranges a day`));
const WeekdayShape = v.object({
  day: v.pipe(
    v.number(),
    v.integer(MESSAGES.incorrectValue),
    v.minValue(0, MESSAGES.incorrectValue),
    v.maxValue(6, MESSAGES.incorrectValue),
  ),
  ranges: RangesShape,
});
const DateShape = v.object({ date: v.string(), ranges: RangesShape });

/** Builds valibot's issue path (its items carry the values they point into) from plain keys. */
function issuePath(root: unknown, keys: readonly (string | number)[]): [v.IssuePathItem, ...v.IssuePathItem[]] | undefined {
  const items: v.IssuePathItem[] = [];
  let at: unknown = root;
  for (const key of keys) {
    if (Array.isArray(at) && typeof key === 'number') {
      items.push({ type: 'array', origin: 'value', input: at, key, value: at[key] });
      at = at[key];
    } else if (at && typeof at === 'object') {
      const input = at as Record<string, unknown>;
      items.push({ type: 'object', origin: 'value', input, key: String(key), value: input[key] });
      at = input[key];
    } else break;
  }
  const [first, ...rest] = items;
  return first ? [first, ...rest] : undefined;
}

/** The availability as the form edits it and the server parses it; its output is normalised. */
export const AvailabilityInput = v.pipe(
  v.object({
    type: v.picklist(AVAILABILITY_TYPES, `type must be one of ${AVAILABILITY_TYPES.join(', ')}`),
    weekdays: v.optional(v.pipe(v.array(WeekdayShape), v.maxLength(7, 'at most 7 days')), []),
    dates: v.optional(v.pipe(v.array(DateShape), v.maxLength(MAX_DATES, `at most ${MAX_DATES} dates`)), []),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of availabilityIssues(dataset.value)) {
      const path = issuePath(dataset.value, issue.path);
      addIssue(path ? { message: issue.message, path } : { message: issue.message });
    }
  }),
  v.transform(normalizeAvailability),
);
export type AvailabilityFormValues = v.InferInput<typeof AvailabilityInput>;

/** 'HH:mm' as SPEC §5 'hh:mm a' ('13:30' → '01:30 PM'). */
export function formatClock(time: string): string {
  if (!isTime(time)) return time;
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const rangeText = (r: TimeRange): string => `${formatClock(r.start)} – ${formatClock(r.end)}`;

/** What the chart shows, one line a day or date (none: the availability was never set). */
export function availabilityLines(a: PatientAvailability | null | undefined): { label: string; text: string }[] {
  if (!a) return [];
  switch (a.type) {
    case 'PATIENT_ALWAYS_AVAILABLE':
      return [{ label: AVAILABILITY_TYPE_LABELS.PATIENT_ALWAYS_AVAILABLE, text: 'Any day, any time' }];
    case 'GENERAL_AVAILABLE':
      return normalizeAvailability(a).weekdays.map((w) => ({
        label: WEEKDAY_NAMES[w.day] ?? String(w.day),
        text: w.ranges.map(rangeText).join(', '),
      }));
    case 'SPECIFIC_AVAILABLE':
      return normalizeAvailability(a).dates.map((d) => ({ label: formatCalendarDate(d.date), text: d.ranges.map(rangeText).join(', ') }));
  }
}

/** The weekday (0–6) of a calendar date 'YYYY-MM-DD'. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * What a calendar day offers whoever schedules the patient: 'any' (always available), the
 * day's ranges (none: not available that day), or null when the availability was never set.
 */
export function availableRangesOn(a: PatientAvailability | null | undefined, date: string): 'any' | TimeRange[] | null {
  if (!a) return null;
  switch (a.type) {
    case 'PATIENT_ALWAYS_AVAILABLE':
      return 'any';
    case 'GENERAL_AVAILABLE':
      return ranges(a.weekdays.find((w) => w.day === weekdayOf(date))?.ranges ?? []);
    case 'SPECIFIC_AVAILABLE':
      return ranges(a.dates.find((d) => d.date === date)?.ranges ?? []);
  }
}
