// The sync engine's life in the shell, and the live sync facts the screens show.
import { useEffect } from 'react';
import { OnEncounterCreatedDocument, OnEncounterUpdatedDocument } from '../../api/encounter-documents';
import { request } from '../../api/graphql-client';
import { subscribe } from '../../api/subscriptions';
import type { OutboxEntry } from '../../offline/device-db';
import { reportAfterDrain } from '../../offline/device-sync-report';
import { type RemoteChange, startSync } from '../../offline/sync-engine';
import { observeOutbox, observeSyncStatus, type SyncStatus } from '../../offline/sync-status';
import { useLive } from '../../ui/use-live';
import { changesText } from './sync-labels';

export const useSyncStatus = (userId: string): SyncStatus | undefined => useLive(() => observeSyncStatus(userId), [userId]);

export const useOutbox = (userId: string): OutboxEntry[] | undefined => useLive(() => observeOutbox(userId), [userId]);

/** onEncounterCreated and onEncounterUpdated of the clinician's encounters, as one stream. */
function encounterChanges(onChange: (change: RemoteChange) => void): () => void {
  const created = subscribe(OnEncounterCreatedDocument, {}, (data) => onChange(data.onEncounterCreated));
  const updated = subscribe(OnEncounterUpdatedDocument, {}, (data) => onChange(data.onEncounterUpdated));
  return () => {
    created();
    updated();
  };
}

/** Runs the sync engine while `userId` is signed in (stopped on sign-out or a change of user). */
export function useSyncEngine(userId: string): void {
  useEffect(
    () =>
      startSync({
        userId,
        request,
        remoteChanges: encounterChanges,
        // SPEC §2 /admin-dashboard: the server learns when this device last had nothing waiting.
        onDrained: (result) => void reportAfterDrain(userId, result, request),
      }),
    [userId],
  );
}

/**
 * Why a waiting app update must wait ('Sending 2 changes'), or null when the outbox is idle: the
 * reload that applies an update must never cut a sync short.
 */
export const updateHoldReason = (status: Pick<SyncStatus, 'pending'> | undefined): string | null =>
  status && status.pending > 0 ? `Sending ${changesText(status.pending)}` : null;
