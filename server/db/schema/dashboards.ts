// The dashboards' one table (SPEC §2 /admin-dashboard 'devices whose outbox has not synced for a
// day'): each device's last report of its outbox, written by reportDeviceSync after a drain
// (DESIGN §4). One row per user and device: a device id names nothing outside its user's rows.
import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const deviceSyncs = pgTable(
  'device_sync',
  {
    userId: uuid('user_id').notNull(),
    /** The device's own id (a uuid it made and keeps). */
    deviceId: uuid('device_id').notNull(),
    /** Outbox entries still waiting after the last drain. */
    pending: integer('pending').notNull(),
    firstReportedAt: ts('first_reported_at').notNull(),
    lastReportedAt: ts('last_reported_at').notNull(),
    /** The last report with nothing waiting (null: never yet). */
    lastSyncedAt: ts('last_synced_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('device_sync_reported_idx').on(t.lastReportedAt)],
);
