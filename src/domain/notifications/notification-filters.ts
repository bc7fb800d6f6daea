// SPEC §2 Notifications panel, Filters sub-panel; SPEC §3 Notification filters: the session date
// range (MM/dd/yyyy, SPEC §5; the end not before the start), event types, viewed (All / Unread /
// Viewed) and notify (the job functions the user got them through). The search term is the
// list's own box (SPEC §5: Enter applies, max 200). One schema for the form; one mapping to the
// GraphQL NotificationFilters argument.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { dateField } from '../validation/date';

export const VIEWED_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'viewed', label: 'Viewed' },
] as const;
export type ViewedChoice = (typeof VIEWED_CHOICES)[number]['value'];

export const NotificationFiltersInput = v.pipe(
  v.object({
    startDate: dateField(),
    endDate: dateField(),
    events: v.array(v.string()),
    viewed: v.picklist(VIEWED_CHOICES.map((c) => c.value)),
    notify: v.array(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      ({ startDate, endDate }) => !startDate || !endDate || startDate <= endDate,
      MESSAGES.invalidDateRange,
    ),
    ['endDate'],
  ),
);
export type NotificationFilterValues = v.InferOutput<typeof NotificationFiltersInput>;

export const NO_NOTIFICATION_FILTERS: NotificationFilterValues = { startDate: '', endDate: '', events: [], viewed: 'all', notify: [] };

/** How many criteria are set (the 'Filters (n)' button). */
export const countFilters = (f: NotificationFilterValues): number =>
  (f.startDate || f.endDate ? 1 : 0) + (f.events.length > 0 ? 1 : 0) + (f.viewed === 'all' ? 0 : 1) + (f.notify.length > 0 ? 1 : 0);

/** The GraphQL NotificationFilters of the applied values and search term (null: not filtered). */
export function notificationFiltersArgument(f: NotificationFilterValues, search: string) {
  return {
    search: search || null,
    viewed: f.viewed === 'all' ? null : f.viewed === 'viewed',
    startDate: f.startDate || null,
    endDate: f.endDate || null,
    events: f.events.length > 0 ? [...f.events] : null,
    notify: f.notify.length > 0 ? [...f.notify] : null,
  };
}
