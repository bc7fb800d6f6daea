// How the app writes times, dates, phones and sizes (SPEC §5, §9): times 'hh:mm a', dates
// MM/dd/yyyy, date-times 'MM/dd/yyyy hh:mm a', phones masked (###) ###-####, sizes in
// Bytes/KB/MB/GB/TB. Times are always written in a named zone (a visit's is the patient's, by
// state — time-zone.ts), so a clinician travelling or a device set to another zone sees the
// visit's own local time. Built on Intl.formatToParts: the spacing never depends on the ICU
// version (newer ones put a narrow no-break space before AM/PM).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, f);
  }
  return f;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** What a caller needs: every part, or only the time or only the date (fewer parts are cheaper to make). */
type PartSet = 'all' | 'time' | 'date';

const PART_OPTIONS: Record<PartSet, Intl.DateTimeFormatOptions> = {
  all: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    weekday: 'long',
    timeZoneName: 'short',
  },
  time: { hour: '2-digit', minute: '2-digit', hour12: true },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

function parts(date: Date, timeZone: string | undefined, set: PartSet = 'all'): Parts {
  const f = formatter(`parts|${set}|${timeZone ?? ''}`, { ...(timeZone ? { timeZone } : {}), ...PART_OPTIONS[set] });
  const out: Parts = {};
  for (const p of f.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** 'hh:mm a' (09:30 AM) in `timeZone` (device zone when omitted). */
export function formatTime(iso: string, timeZone?: string): string {
  const p = parts(new Date(iso), timeZone, 'time');
  return `${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
}

/** 'MM/dd/yyyy hh:mm a' in `timeZone` (device zone when omitted). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const p = parts(new Date(iso), timeZone);
  return `${p.month}/${p.day}/${p.year} ${formatTime(iso, timeZone)}`;
}

/** The short name of `timeZone` at `iso` (EST, CDT, HST …). */
export const zoneAbbreviation = (iso: string, timeZone: string): string => parts(new Date(iso), timeZone).timeZoneName ?? '';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date ('1950-03-04', or the date part of an ISO string) as MM/dd/yyyy, no zone shift. */
export function formatCalendarDate(date: string): string {
  const m = ISO_DATE.exec(date);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : date;
}

/** A day of the schedule ('2026-01-05') as 'Monday 01/05/2026'. */
export function formatDayLabel(day: string): { weekday: string; date: string } {
  const m = ISO_DATE.exec(day);
  if (!m) return { weekday: '', date: day };
  const noonUtc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return { weekday: formatter('weekday', { weekday: 'long', timeZone: 'UTC' }).format(noonUtc), date: formatCalendarDate(day) };
}

/** SPEC §5 phone mask (###) ###-####; anything that is not 10 digits is shown as given. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
}

/** A tel: link target (digits only, with the +1 country code for 10-digit US numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** SPEC §9 sizes in Bytes/KB/MB/GB/TB (1024 steps, one decimal above Bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} Bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** The calendar date ('YYYY-MM-DD') of an instant in `timeZone`. */
export function calendarDateIn(iso: string, timeZone: string): string {
  const p = parts(new Date(iso), timeZone, 'date');
  return `${p.year}-${p.month}-${p.day}`;
}

/** The first instant of a calendar day ('YYYY-MM-DD') on the device's clock, as ISO (a 'from' date filter). */
export const localDayStart = (day: string): string => new Date(`${day}T00:00:00`).toISOString();

/** The last millisecond of a calendar day on the device's clock, as ISO (a 'to' date filter takes the whole day, 23 or 25 hours long too). */
export function localDayEnd(day: string): string {
  const start = new Date(`${day}T00:00:00`);
  return new Date(new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime() - 1).toISOString();
}

/** Today (or `now`) on the device's calendar, 'YYYY-MM-DD'. */
export const localCalendarDate = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
