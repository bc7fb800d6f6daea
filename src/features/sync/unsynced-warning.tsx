import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { observeUnsyncedCount } from '../../offline/sync-status';
import { useLive } from '../../ui/use-live';
import { unsyncedSignOutWarning } from './sync-labels';

/** In the logout confirmation (DESIGN §4.5): the changes that have not reached the server. */
export function UnsyncedSignOutWarning({ userId }: { userId: string }) {
  // Counted without the data key: the warning shows on the lock screen too.
  const n = useLive(() => observeUnsyncedCount(userId), [userId]) ?? 0;
  if (n === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} mt="md" role="alert">
      {unsyncedSignOutWarning(n)}
    </Alert>
  );
}
