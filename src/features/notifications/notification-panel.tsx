// The notifications panel (SPEC §2): newest first in pages of 25 with the list kit's texts
// (SPEC §9), the search box (SPEC §5), the Filters sub-panel, 'Mark all as viewed'
// (setNotificationUpdates), and each notification's card. Where a click leads is the domain's
// rule (notification-links.ts); the shell that opens the panel does the navigating.
import { Alert, Button, Drawer, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { JOB_FUNCTION_TITLES, type SessionUser } from '../../domain/access';
import { displayError } from '../../domain/errors';
import { countFilters, NO_NOTIFICATION_FILTERS } from '../../domain/notifications/notification-filters';
import { notificationCardLink, notificationLink } from '../../domain/notifications/notification-links';
import { SearchableList } from '../../ui/list/searchable-list';
import { NotificationCard } from './components/notification-card';
import { NotificationFiltersForm } from './components/notification-filters-form';
import {
  type NotificationItem,
  notificationListQuery,
  notificationsCountQuery,
  useMarkAllNotificationsViewed,
  useMarkNotificationViewed,
} from './notifications-api';

export interface NotificationPanelProps {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
  /** Opens a path of the app (the shell's router); the panel has already marked the notification viewed. */
  onNavigate: (path: string) => void;
}

const subjectOf = (n: NotificationItem) => ({
  code: n.event.code ?? null,
  patientId: n.meta.patientId ?? null,
  admissionId: n.resource.admissionId ?? null,
  orderId: n.resourceDetails.orderId ?? null,
  serviceRequestId: n.resourceDetails.serviceRequestId ?? null,
  documentId: n.resourceDetails.documentId ?? null,
});

export function NotificationPanel({ user, opened, onClose, onNavigate }: NotificationPanelProps) {
  const [filters, setFilters] = useState(NO_NOTIFICATION_FILTERS);
  const [search, setSearch] = useState('');
  const [filtersShown, filtersPanel] = useDisclosure(false);
  const filtersId = useId();
  const unread = useQuery(notificationsCountQuery(user.id)).data ?? 0;
  const mark = useMarkNotificationViewed(user.id);
  const markAll = useMarkAllNotificationsViewed(user.id);
  const notifyOptions = user.jobFunctions.map((code) => ({ value: code, label: JOB_FUNCTION_TITLES[code] }));
  const set = countFilters(filters);
  const failure = mark.error ?? markAll.error;

  const open = (n: NotificationItem, path: string) => {
    if (!n.viewed) mark.mutate(n._id);
    onNavigate(path);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Notifications"
      closeButtonProps={{ 'aria-label': 'Close notifications' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all as viewed
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {displayError(failure.message)}
          </Alert>
        ) : null}
        <SearchableList<NotificationItem>
          label="Notifications"
          searchLabel="Search notifications"
          searchPlaceholder="Patient name or event"
          query={notificationListQuery(user.id, filters)}
          search={search}
          onSearch={setSearch}
          rowKey={(n) => n._id}
          renderRow={(n) => (
            <NotificationCard
              notification={n}
              link={notificationLink(subjectOf(n), user)}
              patientLink={notificationCardLink(subjectOf(n))}
              onOpen={(path) => open(n, path)}
              onMarkViewed={() => mark.mutate(n._id)}
              marking={mark.isPending && mark.variables === n._id}
            />
          )}
          filters={
            <Stack gap="xs">
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={filtersPanel.toggle}
                aria-expanded={filtersShown}
                aria-controls={filtersShown ? filtersId : undefined}
                style={{ alignSelf: 'flex-start' }}
              >
                Filters{set > 0 ? ` (${set})` : ''}
              </Button>
              {filtersShown ? (
                <Paper withBorder p="sm" radius="md">
                  <NotificationFiltersForm
                    id={filtersId}
                    userId={user.id}
                    applied={filters}
                    search={search}
                    notifyOptions={notifyOptions}
                    onApply={(next) => {
                      setFilters(next);
                      filtersPanel.close();
                    }}
                  />
                </Paper>
              ) : null}
            </Stack>
          }
        />
      </Stack>
    </Drawer>
  );
}
