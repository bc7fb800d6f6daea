import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { INVALID_DATE } from '../validation/date';
import { countFilters, NO_NOTIFICATION_FILTERS, NotificationFiltersInput, notificationFiltersArgument } from './notification-filters';

const issues = (value: unknown) => {
  const result = v.safeParse(NotificationFiltersInput, value);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('NotificationFiltersInput', () => {
  it('takes MM/dd/yyyy or ISO dates as a calendar day', () => {
    const parsed = v.parse(NotificationFiltersInput, { ...NO_NOTIFICATION_FILTERS, startDate: '03/01/2026', endDate: '2026-03-31' });
    expect(parsed).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('refuses a day that is no date, and an end before the start', () => {
    expect(issues({ ...NO_NOTIFICATION_FILTERS, startDate: '02/30/2026' })).toEqual([['startDate', INVALID_DATE]]);
    expect(issues({ ...NO_NOTIFICATION_FILTERS, startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual([
      ['endDate', MESSAGES.invalidDateRange],
    ]);
  });
});

describe('notificationFiltersArgument', () => {
  it('sends nothing for an empty panel', () => {
    expect(notificationFiltersArgument(NO_NOTIFICATION_FILTERS, '')).toEqual({
      search: null,
      viewed: null,
      startDate: null,
      endDate: null,
      events: null,
      notify: null,
    });
    expect(countFilters(NO_NOTIFICATION_FILTERS)).toBe(0);
  });

  it('sends every criterion set', () => {
    const f = { startDate: '2026-03-01', endDate: '', events: ['order-created'], viewed: 'unread' as const, notify: ['clin'] };
    expect(notificationFiltersArgument(f, 'ortiz')).toEqual({
      search: 'ortiz',
      viewed: false,
      startDate: '2026-03-01',
      endDate: null,
      events: ['order-created'],
      notify: ['clin'],
    });
    expect(notificationFiltersArgument({ ...f, viewed: 'viewed' }, '').viewed).toBe(true);
    expect(countFilters(f)).toBe(4);
  });
});
