// After a drain of the outbox (DESIGN §4), the device tells the server how many changes still wait
// (reportDeviceSync), so the admin dashboard can list devices whose outbox has not synced for a day
// (SPEC §2 /admin-dashboard). The device's id is a random uuid kept in localStorage per user: it
// names the device, nothing about a patient, so it stays out of the device database, whose rows
// are sealed with the session's key (a row sealed under one key broke the unlock of the next). A
// report is sent when the count changed or every REPORT_EVERY_MS, never while offline; a failure
// is dropped (the next drain reports again): it must never hold the outbox up.
import { ReportDeviceSyncDocument } from '../api/device-sync-documents';
import { deviceDb } from './device-db';
import type { DrainResult } from './drain';
import type { GraphqlRequest } from './graphql-request';

export const REPORT_EVERY_MS = 15 * 60_000;
const DEVICE_ID_KEY = (userId: string) => `emr.device-id.${userId}`;
/** Where there is no localStorage (a worker, a test's node): this process's ids. */
const memory = new Map<string, string>();

/** This device's id for the user (made on first use). */
export async function deviceIdOf(userId: string): Promise<string> {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const key = DEVICE_ID_KEY(userId);
  const known = storage?.getItem(key) ?? memory.get(key);
  if (known) return known;
  const id = crypto.randomUUID();
  if (storage) storage.setItem(key, id);
  else memory.set(key, id);
  return id;
}

const last = new Map<string, { pending: number; at: number }>();

/** Reports the outbox after a drain that reached the server; resolves whether a report was sent. */
export async function reportAfterDrain(
  userId: string,
  result: DrainResult | null,
  request: GraphqlRequest,
  now = Date.now(),
): Promise<boolean> {
  if (result?.stoppedBy !== 'done') return false;
  const pending = await deviceDb(userId).outbox.count();
  const previous = last.get(userId);
  if (previous && previous.pending === pending && now - previous.at < REPORT_EVERY_MS) return false;
  try {
    await request(ReportDeviceSyncDocument, { deviceId: await deviceIdOf(userId), pending });
    last.set(userId, { pending, at: now });
    return true;
  } catch {
    return false;
  }
}
