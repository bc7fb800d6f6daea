// The demo's devices (SPEC §2 /admin-dashboard 'devices whose outbox has not synced for a day'):
// the clinicians' tablets as their last outbox reports left them, some in sync, two not synced for
// more than a day (one with changes still waiting), so the dashboard shows both kinds.
import type { deviceSyncs } from '../db/schema/dashboards.ts';
import { Rng } from './random.ts';
import type { UserRow } from './users.ts';

const HOUR = 3_600_000;

/** Hours since the last sync and the changes waiting, for the first clinicians in turn. */
const STATES: readonly { syncedHoursAgo: number; pending: number }[] = [
  { syncedHoursAgo: 2, pending: 0 },
  { syncedHoursAgo: 30, pending: 3 },
  { syncedHoursAgo: 0.5, pending: 0 },
  { syncedHoursAgo: 50, pending: 0 },
  { syncedHoursAgo: 6, pending: 1 },
];

export function buildDeviceSyncs(users: readonly UserRow[], now: Date): (typeof deviceSyncs.$inferInsert)[] {
  const rng = new Rng('devices');
  const clinicians = users.filter((u) => u.practitionerId).slice(0, STATES.length);
  return clinicians.map((u, i) => {
    const state = STATES[i] ?? { syncedHoursAgo: 1, pending: 0 };
    const synced = new Date(now.getTime() - state.syncedHoursAgo * HOUR);
    return {
      userId: u.id,
      deviceId: rng.uuid(),
      pending: state.pending,
      firstReportedAt: new Date(now.getTime() - 20 * 24 * HOUR),
      lastReportedAt: state.pending > 0 ? new Date(synced.getTime() + HOUR) : synced,
      lastSyncedAt: synced,
    };
  });
}
