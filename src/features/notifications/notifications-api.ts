// The calls of the notifications panel (SPEC §2 bell and panel; §7 notification calls; §9 pages
// of 25): one key factory, the unread count, the list per set of filters, the Filters' event
// counts, the newest cursor the live feed starts from, and the viewed commands. The unread count
// follows the pure rule of src/domain/notifications/unread-count.ts.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import {
  MarkAllNotificationsViewedDocument,
  MarkNotificationViewedDocument,
  NewestNotificationDocument,
  NotificationEventCountsDocument,
  NotificationListDocument,
  NotificationsCountDocument,
} from '../../api/notification-documents';
import { type NotificationFilterValues, notificationFiltersArgument } from '../../domain/notifications/notification-filters';
import { nextUnreadCount, type UnreadChange } from '../../domain/notifications/unread-count';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { type Connection, pagedListQuery } from '../../ui/list/paged-query';

export type NotificationItem = NotificationFieldsFragment;

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  count: (userId: string) => ['notifications', userId, 'count'] as const,
  newest: (userId: string) => ['notifications', userId, 'newest'] as const,
  lists: (userId: string) => ['notifications', userId, 'list'] as const,
  list: (userId: string, filters: NotificationFilterValues) => ['notifications', userId, 'list', filters] as const,
  allEventCounts: (userId: string) => ['notifications', userId, 'event-counts'] as const,
  eventCounts: (userId: string, filters: Omit<NotificationFilterValues, 'events'>, search: string) =>
    ['notifications', userId, 'event-counts', filters, search] as const,
};

export const notificationsCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.count(userId),
    queryFn: async () => (await request(NotificationsCountDocument, {})).GetNotificationsCount,
    staleTime: 30_000,
  });

/** The newest notification's cursor (null: none yet): the live feed replays from it after a reconnect. */
export const newestNotificationCursorQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.newest(userId),
    queryFn: async () => (await request(NewestNotificationDocument)).GetNotificationList.edges[0]?.node.cursor ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The panel's list for the applied filters, per search term (SearchableList's query). */
export const notificationListQuery = (userId: string, filters: NotificationFilterValues) => (search: string) =>
  pagedListQuery(
    notificationKeys.list(userId, filters),
    async ({ search: term, first, after }) =>
      (await request(NotificationListDocument, { filters: notificationFiltersArgument(filters, term), first, after })).GetNotificationList,
    search,
  );

/** Per event type, how many notifications match the other applied filters (the server ignores the event types for these). */
export const notificationEventCountsQuery = (userId: string, { events: _events, ...filters }: NotificationFilterValues, search: string) =>
  queryOptions({
    queryKey: notificationKeys.eventCounts(userId, filters, search),
    queryFn: async () =>
      (await request(NotificationEventCountsDocument, { filters: notificationFiltersArgument({ ...filters, events: [] }, search) }))
        .GetNotificationList.eventCounts,
    staleTime: 30_000,
  });

const changeUnread = (queryClient: QueryClient, userId: string, change: UnreadChange) =>
  queryClient.setQueryData(notificationsCountQuery(userId).queryKey, (n) => nextUnreadCount(n ?? 0, change));

/**
 * A viewed command's effect on the unread count, in the order react-query gives for optimistic
 * updates: a count request already on its way is cancelled first (it would answer with the
 * number from before the command and be kept for the count's 30 s), the count changes at once
 * (when there is one to change), goes back if the command fails, and is read again once the
 * command is settled.
 */
function unreadCountUpdate(queryClient: QueryClient, userId: string, change: UnreadChange) {
  const { queryKey } = notificationsCountQuery(userId);
  return {
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      if (previous !== undefined) queryClient.setQueryData(queryKey, nextUnreadCount(previous, change));
      return { previous };
    },
    onError: (_error: Error, _variables: unknown, context: { previous: number | undefined } | undefined) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  };
}

type ListData = { pages: Connection<NotificationItem>[]; pageParams: unknown[] };

/** Marks loaded notifications viewed in every cached list (all of them when `id` is null) without asking again. */
function markCachedViewed(queryClient: QueryClient, userId: string, id: string | null) {
  queryClient.setQueriesData<ListData>({ queryKey: notificationKeys.lists(userId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            edges: page.edges.map((edge) =>
              id === null || edge.node._id === id ? { ...edge, node: { ...edge.node, viewed: true } } : edge,
            ),
          })),
        }
      : data,
  );
}

/** SPEC §4: marks one viewed; the unread count goes down (never below 0). */
export function useMarkNotificationViewed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await request(MarkNotificationViewedDocument, { id })).markNotificationViewed,
    ...unreadCountUpdate(queryClient, userId, { kind: 'viewed' }),
    onSuccess: ({ _id }) => markCachedViewed(queryClient, userId, _id),
  });
}

/** SPEC §7 setNotificationUpdates(id: the user's own id): all viewed; the unread count is 0. */
export function useMarkAllNotificationsViewed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(MarkAllNotificationsViewedDocument, { id: userId })).setNotificationUpdates,
    ...unreadCountUpdate(queryClient, userId, { kind: 'all-viewed' }),
    onSuccess: () => {
      markCachedViewed(queryClient, userId, null);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.allEventCounts(userId) });
    },
  });
}

/** SPEC §7 onNotificationAdded then refetch: the count goes up at once, then the count and lists are read again. */
export function notificationAdded(queryClient: QueryClient, userId: string, notification: Pick<NotificationItem, 'viewed'>) {
  changeUnread(queryClient, userId, { kind: 'added', viewed: notification.viewed });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.count(userId) });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.allEventCounts(userId) });
}
