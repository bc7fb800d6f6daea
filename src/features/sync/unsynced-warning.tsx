import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { unsyncedCount, unsyncedSignOutWarning } from './sync-labels';
import { useSyncStatus } from './use-sync';

/** In the logout confirmation (DESIGN §4.5): the changes that have not reached the server. */
export function UnsyncedSignOutWarning({ userId }: { userId: string }) {
  const status = useSyncStatus(userId);
  const n = status ? unsyncedCount(status) : 0;
  if (n === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} mt="md" role="alert">
      {unsyncedSignOutWarning(n)}
    </Alert>
  );
}
