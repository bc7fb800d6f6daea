import { Alert, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markNotificationViewed, notificationListQuery, notificationsCountQuery } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { MESSAGES } from '../../domain/messages';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The notifications panel: newest first; 'Mark as viewed' lowers the unread count (never below 0). */
export function NotificationPanel({ userId, opened, onClose }: { userId: string; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery(notificationListQuery(userId));
  const mark = useMutation({
    mutationFn: markNotificationViewed,
    onSuccess: () => {
      queryClient.setQueryData(notificationsCountQuery(userId).queryKey, (n) => Math.max(0, (n ?? 0) - 1));
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(userId) });
    },
  });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="Notifications"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close notifications' }}
    >
      {list.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {list.error.message}
        </Alert>
      ) : list.data.edges.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          {MESSAGES.noData}
        </Text>
      ) : (
        <Stack gap="sm">
          {mark.error ? (
            <Alert color="red" variant="light">
              {mark.error.message}
            </Alert>
          ) : null}
          {list.data.edges.map(({ node }) => (
            <Paper key={node._id} withBorder p="sm" radius="md" bg={node.viewed ? 'white' : 'brand.0'}>
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={node.viewed ? 500 : 700} size="sm">
                    {node.event.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {when.format(new Date(node.createdAt))}
                  </Text>
                </Group>
                <Text size="sm">{node.event.description}</Text>
                {node.meta.patientName ? (
                  <Text size="xs" c="dimmed">
                    Patient: {node.meta.patientName}
                  </Text>
                ) : null}
                {node.viewed ? null : (
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      loading={mark.isPending && mark.variables === node._id}
                      onClick={() => mark.mutate(node._id)}
                    >
                      Mark as viewed
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
          {list.data.pageInfo.hasNextPage ? (
            <Text size="xs" c="dimmed" ta="center">
              Displayed {list.data.edges.length} of {list.data.totalCount} results
            </Text>
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {MESSAGES.endOfResults}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
