// One answer as a reader sees it (the narrative PDF, the version diff of Encounters Review): dates
// in SPEC §5's formats, times of day in the patient's zone, codes by their display.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT } from './answers';
import type { AnswerValue, QuestionnaireItem } from './questionnaire';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const TIME = 'MM/DD/YYYY hh:mm A';

/** An instant in `zone`, with the zone's short name ('—' when there is none). */
export function displayInstant(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—';
  return `${dayjs(iso).tz(zone).format(TIME)} ${
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  }`.trim();
}

/** One answer as a reader of the record sees it. */
export function displayAnswer(item: QuestionnaireItem, value: AnswerValue, zone: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (item.type === 'date') return dayjs(value, 'YYYY-MM-DD').format(DATE_FORMAT);
    if (item.type === 'dateTime') return displayInstant(value, zone);
    if (item.type === 'time') return dayjs(`2000-01-01T${value}`).format('hh:mm A');
    return value;
  }
  if ('code' in value) return value.display || value.code;
  if ('unit' in value) return `${value.value} ${value.unit}`;
  return value.title;
}
