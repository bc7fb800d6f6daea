// One queryOptions per query (STYLE: reused by route loaders and components).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditEntityType } from '../domain/administration/audit';
import type { FeatureFlags } from '../domain/feature-flags';
import { PAGE_SIZE } from '../domain/paged-list';
import type { AdminAuditListQuery, MeQuery } from '../gql/graphql';
import { AdminAuditListDocument } from './audit-documents';
import { bootAnswer } from './boot-store';
import { MeDocument } from './documents';
import { request } from './graphql-client';
import { queryKeys } from './query-keys';
import { fetchConfig, fetchFeatureFlags, fetchStatus } from './rest';
import { withRetry } from './retry';
import { sessionStore } from './session-store';

/**
 * SPEC §7: the server's web version, compared with the build once per session. Like the config,
 * kept on the device for an offline start (boot-store.ts).
 */
export const statusQuery = () =>
  queryOptions({
    queryKey: queryKeys.status,
    queryFn: () => bootAnswer('status', fetchStatus),
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
    queryFn: () => bootAnswer('config', fetchConfig),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** What the app runs with when the flags could not be loaded (stale at once, so it is retried). */
const NO_FLAGS: FeatureFlags = Object.freeze({});
/** Flags read back from the device because the server gave none: stale at once too. */
const keptFlags = new WeakSet<FeatureFlags>();

/**
 * SPEC §7: a loader until answered; on failure the app proceeds with the flags this device kept
 * for the user (an offline start keeps its menu and features, DESIGN §4), else without flags.
 */
export const featureFlagsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.featureFlags(userId),
    queryFn: async (): Promise<FeatureFlags> => {
      const kept = () => {
        const flags = sessionStore.flags(userId);
        if (flags) keptFlags.add(flags);
        return flags;
      };
      // The device knows it has no connection: the kept flags at once, without a failed call.
      if (!navigator.onLine) return kept() ?? NO_FLAGS;
      try {
        const flags = await withRetry(fetchFeatureFlags);
        sessionStore.saveFlags(userId, flags);
        return flags;
      } catch {
        return kept() ?? NO_FLAGS;
      }
    },
    staleTime: (query) => (!query.state.data || query.state.data === NO_FLAGS || keptFlags.has(query.state.data) ? 0 : 5 * 60_000),
  });

export type Me = MeQuery['me'];

export const meQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.me(userId),
    queryFn: async () => (await request(MeDocument)).me,
    staleTime: 60_000,
  });

export type AuditEntry = AdminAuditListQuery['AdminAuditList']['edges'][number]['node'];

/** One record's administrative changes (SPEC §2 'Change history'), newest first, 25 at a time. */
export const adminAuditQuery = (entityType: AuditEntityType, entityId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminAudit(entityType, entityId),
    queryFn: async ({ pageParam }) =>
      (await request(AdminAuditListDocument, { entityType, entityId, first: PAGE_SIZE, after: pageParam })).AdminAuditList,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });
