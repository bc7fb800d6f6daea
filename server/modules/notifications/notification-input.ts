// The arguments of the notification calls (SPEC §3 Notification filters, §5 search max 200; DESIGN
// §5: every input validated, BAD_USER_INPUT naming the field). Days are YYYY-MM-DD on the
// America/New_York calendar (SPEC §9 default time zone): a day runs from its midnight there.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import * as v from 'valibot';
import { JOB_FUNCTIONS } from '../../../src/domain/access.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { isNotificationEventCode, NOTIFY_PRACTITIONER, NOTIFY_REQUESTER } from '../../../src/domain/notifications/notification-events.ts';
import { clinicDay } from '../../../src/domain/validation/date.ts';
import { SearchInput } from '../../../src/domain/validation/search.ts';
import { badInput } from '../../errors.ts';
import { cursorValue } from '../../realtime/replay.ts';
import { IdInput, parseId } from '../shared/ids.ts';
import { parseArg } from '../shared/input.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const NOTIFICATION_DAY_ZONE = 'America/New_York';

type Maybe<T> = T | null | undefined;

/** A day within DESIGN §5's range: the day after the end day is a day too (no year 10000). */
const Day = clinicDay();

const NOTIFY_CODES: readonly string[] = [...JOB_FUNCTIONS, NOTIFY_PRACTITIONER, NOTIFY_REQUESTER];
const NotifyCodes = v.array(
  v.pipe(
    v.string(),
    v.check((c) => NOTIFY_CODES.includes(c), 'is not a known job function'),
  ),
);

const FiltersInput = v.object({
  search: v.nullish(SearchInput),
  viewed: v.nullish(v.boolean()),
  startDate: v.nullish(Day),
  endDate: v.nullish(Day),
  events: v.nullish(v.array(v.pipe(v.string(), v.check(isNotificationEventCode, 'is not a known event')))),
  notify: v.nullish(NotifyCodes),
  practitionerId: v.nullish(IdInput),
  practitionerName: v.nullish(SearchInput),
});

export interface NotificationFilter {
  search: string | null;
  viewed: boolean | null;
  /** created_at ≥ from (the start day's midnight in New York). */
  from: Date | null;
  /** created_at < until (the midnight after the end day in New York). */
  until: Date | null;
  events: string[] | null;
  notify: string[] | null;
  practitionerId: string | null;
  practitionerName: string | null;
}

export interface NotificationFiltersArg {
  search?: Maybe<string>;
  viewed?: Maybe<boolean>;
  startDate?: Maybe<string>;
  endDate?: Maybe<string>;
  events?: Maybe<readonly string[]>;
  notify?: Maybe<readonly string[]>;
  practitionerId?: Maybe<string>;
  practitionerName?: Maybe<string>;
}

const midnight = (day: string) => dayjs.tz(day, NOTIFICATION_DAY_ZONE).toDate();

/** GetNotificationList's filters (the list's `viewed` argument applies when the filters name none). */
export function parseNotificationFilters(filters: Maybe<NotificationFiltersArg>, viewed: Maybe<boolean>): NotificationFilter {
  const f = parseArg(FiltersInput, 'filters', filters ?? {});
  if (f.startDate && f.endDate && f.startDate > f.endDate) throw badInput(MESSAGES.invalidDateRange, 'filters.endDate');
  return {
    search: f.search || null,
    viewed: f.viewed ?? viewed ?? null,
    from: f.startDate ? midnight(f.startDate) : null,
    until: f.endDate ? dayjs.tz(f.endDate, NOTIFICATION_DAY_ZONE).add(1, 'day').toDate() : null,
    events: f.events?.length ? f.events : null,
    notify: f.notify?.length ? f.notify : null,
    practitionerId: f.practitionerId ?? null,
    practitionerName: f.practitionerName || null,
  };
}

/** The `notify` argument of GetNotificationsCount and onNotificationAdded: null when none is named. */
export function parseNotify(notify: Maybe<readonly string[]>): string[] | null {
  const codes = parseArg(NotifyCodes, 'notify', notify ?? []);
  return codes.length > 0 ? codes : null;
}

export const parseOptionalId = (id: Maybe<string>, field: string): string | null => (id == null ? null : parseId(id, field));

/** onNotificationAdded's `since`: a cursor a notification carried, or null. */
export function parseSince(since: Maybe<string>): number | null {
  if (since == null || since === '') return null;
  const value = cursorValue(since);
  if (value === null) throw badInput('since is not a valid cursor', 'since');
  return value;
}

/** updateJobFunction's input: the job function's code and known event codes (no repeats). */
export function parseJobFunctionInput(input: { _id: string; events: readonly string[] }): { code: string; events: string[] } {
  const events = parseArg(v.array(v.string()), 'input.events', input.events);
  const unknown = events.find((e) => !isNotificationEventCode(e));
  // The unknown code is quoted by a prefix only: whatever was sent, the answer stays short.
  if (unknown !== undefined) throw badInput(`input.events: '${unknown.slice(0, 40)}' is not a known event`, 'input.events');
  return { code: input._id, events: [...new Set(events)] };
}
