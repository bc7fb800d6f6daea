import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { NotificationAddedDocument } from '../../api/notification-documents';
import { subscribeSince } from '../../api/subscriptions';
import { useSessionUser } from '../../api/use-session';
import { newestNotificationCursorQuery, notificationAdded, notificationsCountQuery } from '../../features/notifications/notifications-api';
import { toPath } from '../links';
import { playNotificationSound } from './notification-sound';

const NotificationPanel = lazy(() =>
  import('../../features/notifications/notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

/**
 * SPEC §2 bell (shown only with EnableInAppNotificationConfig, by the top bar): the unread count,
 * and the notifications panel. SPEC §7 onNotificationAdded: the count goes up, the lists are read
 * again and the chime plays. The feed starts from the newest notification's cursor and keeps the
 * last one it got, so a reconnect replays what was missed (DESIGN §8 'Realtime').
 */
export function NotificationBell({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [opened, panel] = useDisclosure(false);
  const count = useQuery(notificationsCountQuery(userId));
  // The feed waits for the newest cursor (or its failure: then it starts from now).
  const newest = useQuery(newestNotificationCursorQuery(userId));
  const feedReady = !newest.isPending;

  useEffect(() => {
    if (!feedReady) return;
    const since = queryClient.getQueryData(newestNotificationCursorQuery(userId).queryKey) ?? null;
    return subscribeSince(
      NotificationAddedDocument,
      { id: userId, since },
      (data) => data.onNotificationAdded.cursor,
      ({ onNotificationAdded: added }) => {
        notificationAdded(queryClient, userId, added);
        if (!added.viewed) playNotificationSound();
      },
    );
  }, [queryClient, userId, feedReady]);

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
          <NotificationPanel
            user={user}
            opened={opened}
            onClose={panel.close}
            onNavigate={(path) => {
              panel.close();
              void navigate({ to: toPath(path) });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
