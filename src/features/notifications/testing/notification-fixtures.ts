// Test data for the notifications panel: notifications as GetNotificationList answers them, and a
// stand-in server (list with offset cursors and filters, event counts, count, viewed commands).
import { vi } from 'vitest';
import { json } from '../../../test-utils/fetch-mock';
import type { NotificationItem } from '../notifications-api';

const EVENTS = [
  { code: 'admission-status-changed', title: 'Admission status changed' },
  { code: 'order-created', title: 'New order' },
  { code: 'encounter-signed', title: 'Encounter signed' },
] as const;

/** The i-th notification (0 is the newest): events in turn, unread when i is even. */
export function makeNotification(i: number, over: Partial<NotificationItem> = {}): NotificationItem {
  const event = EVENTS[i % EVENTS.length] ?? EVENTS[0];
  return {
    _id: `n-${i + 1}`,
    cursor: String(100 - i),
    viewed: i % 2 === 1,
    createdAt: new Date(Date.UTC(2026, 2, 20, 12, 0) - i * 3_600_000).toISOString(),
    notify: 'clin',
    event: { code: event.code, title: event.title, description: `${event.title} for patient ${i + 1}` },
    resource: { admissionId: 'a-1' },
    meta: { patientId: `pt-${i + 1}`, patientName: `Patient ${i + 1}`, practitionerName: null },
    resourceDetails: { orderId: null, serviceRequestId: null, documentId: null },
    ...over,
  };
}

type Body = { variables?: Record<string, unknown> } | null;
type Filters = { events?: string[] | null; viewed?: boolean | null } | null;

/** GetNotificationList, its event counts, the unread count and the viewed commands over `rows` (which they change); records the variables. */
export function notificationServer(rows: NotificationItem[]) {
  const unread = () => rows.filter((n) => !n.viewed).length;
  const calls = {
    list: vi.fn((_v: Record<string, unknown>) => {}),
    counts: vi.fn((_v: Record<string, unknown>) => {}),
    marked: vi.fn((_id: string) => {}),
    markedAll: vi.fn((_id: string) => {}),
  };
  const matches = (f: Filters, n: NotificationItem, withEvents: boolean) =>
    (!withEvents || !f?.events || f.events.includes(n.event.code ?? '')) && (f?.viewed == null || n.viewed === f.viewed);
  const handlers = {
    'graphql:GetNotificationsCount': () => json({ data: { GetNotificationsCount: unread() } }),
    'graphql:GetNotificationList': ({ body }: { body: unknown }) => {
      const variables = (body as Body)?.variables ?? {};
      calls.list(variables);
      const f = (variables.filters ?? null) as Filters;
      const all = rows.filter((n) => matches(f, n, true));
      const offset = variables.after ? Number(variables.after) : 0;
      const first = Number(variables.first ?? 25);
      const page = all.slice(offset, offset + first);
      return json({
        data: {
          GetNotificationList: {
            totalCount: all.length,
            pageInfo: { hasNextPage: offset + first < all.length, endCursor: String(offset + page.length) },
            edges: page.map((node, k) => ({ cursor: String(offset + k + 1), node })),
          },
        },
      });
    },
    'graphql:GetNotificationEventCounts': ({ body }: { body: unknown }) => {
      const variables = (body as Body)?.variables ?? {};
      calls.counts(variables);
      const f = (variables.filters ?? null) as Filters;
      const eventCounts = EVENTS.map((e) => ({ ...e, count: rows.filter((n) => n.event.code === e.code && matches(f, n, false)).length }));
      return json({ data: { GetNotificationList: { eventCounts } } });
    },
    'graphql:MarkNotificationViewed': ({ body }: { body: unknown }) => {
      const id = String((body as Body)?.variables?.id);
      calls.marked(id);
      const row = rows.find((n) => n._id === id);
      if (row) row.viewed = true;
      return json({ data: { markNotificationViewed: { _id: id, viewed: true } } });
    },
    'graphql:SetNotificationUpdates': ({ body }: { body: unknown }) => {
      calls.markedAll(String((body as Body)?.variables?.id));
      for (const row of rows) row.viewed = true;
      return json({ data: { setNotificationUpdates: 0 } });
    },
  };
  return { handlers, calls };
}
