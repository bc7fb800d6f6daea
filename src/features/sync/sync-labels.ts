// Words of the sync status and panel (DESIGN §4 "The user always sees …").
import { formatDateTime, formatTime } from '../../domain/format';
import type { OutboxOperation, OutboxStatus } from '../../offline/device-db';
import type { SyncStatus } from '../../offline/sync-status';

export const OPERATION_LABEL: Record<OutboxOperation, string> = {
  createEncounter: 'Check in (new encounter)',
  startEncounter: 'Check in',
  updateEncounter: 'Check out',
  esignEncounter: 'E-sign',
  cancelEncounter: 'Cancel visit',
  undoCheckIn: 'Undo check-in',
  amendEncounter: 'Amend',
  saveQuestionnaireResponse: 'Submit form',
};

export const ENTRY_STATUS: Record<OutboxStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  conflict: { label: 'Conflict', color: 'orange' },
};

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 'Synced 10:42 AM' today, 'Synced 01/04/2026 10:42 AM' on another day, or 'Not synced yet'. */
export function lastSyncedText(lastSyncedAt: string | null, now = new Date()): string {
  if (!lastSyncedAt) return 'Not synced yet';
  return `Synced ${sameDay(new Date(lastSyncedAt), now) ? formatTime(lastSyncedAt) : formatDateTime(lastSyncedAt)}`;
}

export const changesText = (n: number): string => (n === 1 ? '1 change' : `${n} changes`);

/** The number that needs the user's attention (set aside: failed or conflict). */
export const needsAttention = (s: Pick<SyncStatus, 'failed' | 'conflicts'>): number => s.failed + s.conflicts;

/** Every change not yet on the server, whatever its state. */
export const unsyncedCount = (s: Pick<SyncStatus, 'pending' | 'failed' | 'conflicts'>): number => s.pending + s.failed + s.conflicts;

/** The sync button's accessible name: every fact it shows in one sentence. */
export function syncSummary(s: SyncStatus, now = new Date()): string {
  const parts = [s.online ? 'Online' : 'Offline'];
  if (s.draining) parts.push('Sending changes');
  parts.push(s.pending > 0 ? `${changesText(s.pending)} waiting` : 'No changes waiting');
  const attention = needsAttention(s);
  if (attention > 0) parts.push(`${changesText(attention)} need${attention === 1 ? 's' : ''} attention`);
  parts.push(lastSyncedText(s.lastSyncedAt, now));
  return parts.join('. ');
}

/** SPEC-style sign-out warning (DESIGN §4.5: sign-out first warns of unsynced entries). */
export function unsyncedSignOutWarning(n: number): string {
  return n === 1
    ? 'You have 1 change that has not reached the server yet. Signing out now keeps it on this device until you sign in again.'
    : `You have ${n} changes that have not reached the server yet. Signing out now keeps them on this device until you sign in again.`;
}
