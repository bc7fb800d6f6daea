import { describe, expect, it } from 'vitest';
import { parseJobFunctionInput, parseNotificationFilters, parseNotify, parseSince } from './notification-input.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as { message: string; extensions?: { code?: string; field?: string } };
    return { message: e.message, code: e.extensions?.code, field: e.extensions?.field };
  }
  throw new Error('not refused');
};

describe('notification filters (SPEC §3 Notification filters)', () => {
  it('reads days on the New York calendar, the end day included', () => {
    const f = parseNotificationFilters({ startDate: '2026-07-01', endDate: '2026-07-02' }, null);
    expect(f.from?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(f.until?.toISOString()).toBe('2026-07-03T04:00:00.000Z');
  });

  it('trims the search, keeps the list argument viewed when the filters name none', () => {
    expect(parseNotificationFilters({ search: '  anna  ' }, false)).toMatchObject({ search: 'anna', viewed: false, events: null });
    expect(parseNotificationFilters({ viewed: true }, false).viewed).toBe(true);
  });

  it('refuses a reversed range on the end date, unknown events and job functions, long searches', () => {
    expect(refusal(() => parseNotificationFilters({ startDate: '2026-07-02', endDate: '2026-07-01' }, null))).toMatchObject({
      message: 'Invalid date range',
      field: 'filters.endDate',
    });
    expect(refusal(() => parseNotificationFilters({ startDate: '07/01/2026' }, null)).field).toBe('filters.startDate');
    expect(refusal(() => parseNotificationFilters({ events: ['nope'] }, null)).field).toBe('filters.events.0');
    expect(refusal(() => parseNotificationFilters({ notify: ['wizard'] }, null)).field).toBe('filters.notify.0');
    expect(refusal(() => parseNotificationFilters({ search: 'x'.repeat(201) }, null)).field).toBe('filters.search');
  });

  it('reads notify codes, cursors and job function changes', () => {
    expect(parseNotify(['clin', 'practitioner'])).toEqual(['clin', 'practitioner']);
    expect(parseNotify([])).toBeNull();
    expect(parseSince('42')).toBe(42);
    expect(parseSince(null)).toBeNull();
    expect(refusal(() => parseSince('-1')).field).toBe('since');
    expect(parseJobFunctionInput({ _id: 'clin', events: ['order-created', 'order-created'] })).toEqual({
      code: 'clin',
      events: ['order-created'],
    });
    expect(refusal(() => parseJobFunctionInput({ _id: 'clin', events: ['nope'] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.events',
    });
  });
});
