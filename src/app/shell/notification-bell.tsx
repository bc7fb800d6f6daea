import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { NotificationAddedDocument } from '../../api/documents';
import { notificationsCountQuery } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { subscribe } from '../../api/subscriptions';
import { playNotificationSound } from './notification-sound';

const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

/** SPEC §2/§7: unread count; onNotificationAdded refetches it (and the list) and plays the chime. */
export function NotificationBell({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [opened, panel] = useDisclosure(false);
  const count = useQuery(notificationsCountQuery(userId));

  useEffect(
    () =>
      subscribe(NotificationAddedDocument, {}, () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(userId) });
        playNotificationSound();
      }),
    [queryClient, userId],
  );

  const unread = count.data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red.9" offset={6} inline>
        <ActionIcon variant="subtle" color="gray.8" size={44} radius="xl" aria-label={label} title={label} onClick={panel.open}>
          <IconBell size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationPanel userId={userId} opened={opened} onClose={panel.close} />
        </Suspense>
      ) : null}
    </>
  );
}
