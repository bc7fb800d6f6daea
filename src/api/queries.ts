// One queryOptions per query (STYLE: reused by route loaders and components).
import { queryOptions } from '@tanstack/react-query';
import type { FeatureFlags } from '../domain/feature-flags';
import type { MeQuery } from '../gql/graphql';
import { MarkNotificationViewedDocument, MeDocument, NotificationListDocument, NotificationsCountDocument } from './documents';
import { request } from './graphql-client';
import { queryKeys } from './query-keys';
import { fetchConfig, fetchFeatureFlags, fetchStatus } from './rest';
import { withRetry } from './retry';

/** SPEC §7: the server's web version, compared with the build once per session. */
export const statusQuery = () =>
  queryOptions({
    queryKey: queryKeys.status,
    queryFn: () => fetchStatus(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The server's version right now, bypassing every cache (the update prompt's "new version"). */
export const latestStatusQuery = () =>
  queryOptions({
    queryKey: queryKeys.latestStatus,
    queryFn: () => fetchStatus({ cache: 'no-store' }),
    staleTime: 0,
  });

export const configQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: fetchConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** What the app runs with when the flags could not be loaded (stale at once, so it is retried). */
const NO_FLAGS: FeatureFlags = Object.freeze({});

/** SPEC §7: a loader until answered; on failure the app proceeds without flags. */
export const featureFlagsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.featureFlags(userId),
    queryFn: async (): Promise<FeatureFlags> => {
      try {
        return await withRetry(fetchFeatureFlags);
      } catch {
        return NO_FLAGS;
      }
    },
    staleTime: (query) => (query.state.data === NO_FLAGS ? 0 : 5 * 60_000),
  });

export type Me = MeQuery['me'];

export const meQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.me(userId),
    queryFn: async () => (await request(MeDocument)).me,
    staleTime: 60_000,
  });

export const notificationsCountQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.count(userId),
    queryFn: async () => (await request(NotificationsCountDocument)).GetNotificationsCount,
    staleTime: 30_000,
  });

/** SPEC §9: notifications are paged by 25. */
export const NOTIFICATION_PAGE_SIZE = 25;

export const notificationListQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(userId, {}),
    queryFn: async () => (await request(NotificationListDocument, { first: NOTIFICATION_PAGE_SIZE })).GetNotificationList,
    staleTime: 30_000,
  });

export const markNotificationViewed = async (id: string) => (await request(MarkNotificationViewedDocument, { id })).markNotificationViewed;
