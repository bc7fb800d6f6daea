// Query keys, one factory (STYLE rule 3). Per-user data carries the user id, so one user's
// cache can never answer another's query.
export const queryKeys = {
  status: ['status'] as const,
  latestStatus: ['status', 'latest'] as const,
  config: ['config'] as const,
  featureFlags: (userId: string) => ['feature-flags', userId] as const,
  me: (userId: string) => ['me', userId] as const,
  /** A patient's chart records (notes, alerts, orders, referrals, tasks): a change to one invalidates them all. */
  chartRecords: (patientId: string) => ['chart-records', 'patient', patientId] as const,
  /** One record's 'Change history': a save of the record invalidates it. */
  adminAudit: (entityType: string, entityId: string) => ['admin-audit', entityType, entityId] as const,
};
