// Mounted once in the shell for a clinician (loaded lazily with the offline core): runs the sync
// engine and tells the shell when an app update has to wait for the outbox.
import { useEffect } from 'react';
import { updateHoldReason, useSyncEngine, useSyncStatus } from './use-sync';

export function FieldSync({ userId, onHoldChange }: { userId: string; onHoldChange: (reason: string | null) => void }) {
  useSyncEngine(userId);
  const reason = updateHoldReason(useSyncStatus(userId));
  useEffect(() => {
    onHoldChange(reason);
  }, [reason, onHoldChange]);
  useEffect(() => () => onHoldChange(null), [onHoldChange]);
  return null;
}
