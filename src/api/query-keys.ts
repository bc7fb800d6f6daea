// Query keys, one factory (STYLE rule 3). Per-user data carries the user id, so one user's
// cache can never answer another's query.
export const queryKeys = {
  status: ['status'] as const,
  latestStatus: ['status', 'latest'] as const,
  config: ['config'] as const,
  featureFlags: (userId: string) => ['feature-flags', userId] as const,
  me: (userId: string) => ['me', userId] as const,
  notifications: {
    all: (userId: string) => ['notifications', userId] as const,
    count: (userId: string) => ['notifications', userId, 'count'] as const,
    list: (userId: string, filters: { viewed?: boolean }) => ['notifications', userId, 'list', filters] as const,
  },
};
