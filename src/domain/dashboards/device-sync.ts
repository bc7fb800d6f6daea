// SPEC §2 /admin-dashboard 'devices whose outbox has not synced for a day': a device reports after
// each drain of its outbox (DESIGN §4) how many changes still wait; it is synced when none do.
// Its age is the time since it last was, or since it was first heard of when it never was.
export const STALE_AFTER_MS = 24 * 3_600_000;

export interface DeviceSyncFacts {
  /** The last report with an empty outbox (null: never). */
  lastSyncedAt: string | null;
  firstReportedAt: string;
}

/** Milliseconds since the device was last in sync. */
export const syncAgeMs = (d: DeviceSyncFacts, now: Date): number =>
  Math.max(0, now.getTime() - Date.parse(d.lastSyncedAt ?? d.firstReportedAt));

export const isStale = (d: DeviceSyncFacts, now: Date): boolean => syncAgeMs(d, now) > STALE_AFTER_MS;

/** An age as the dashboard shows it: '3 h', '2 d 4 h', 'under 1 h'. */
export function ageText(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'under 1 h';
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/** How many outbox entries a report may say wait: more is bad input. */
export const MAX_PENDING = 100_000;
