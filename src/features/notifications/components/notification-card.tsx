// One notification of the panel (SPEC §2): its event's title and description open what the
// event is about (notification-links.ts), the patient's name opens the patient (SPEC §2 'the
// notification card opens patients/{patientId}'); either marks it viewed. 'Mark as viewed'
// stays for reading it without leaving the page.
import { Anchor, Button, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../domain/format';
import type { NotificationItem } from '../notifications-api';

export interface NotificationCardProps {
  notification: NotificationItem;
  /** Where the title and description lead (null: nowhere). */
  link: string | null;
  /** Where the patient's name leads (null: nowhere). */
  patientLink: string | null;
  onOpen: (path: string) => void;
  onMarkViewed: () => void;
  marking: boolean;
}

export function NotificationCard({ notification, link, patientLink, onOpen, onMarkViewed, marking }: NotificationCardProps) {
  const { event, meta, viewed, createdAt } = notification;
  const summary = (
    <Stack gap={2}>
      <Text fw={viewed ? 500 : 700} size="sm">
        {viewed ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
        {event.title}
      </Text>
      <Text size="sm">{event.description}</Text>
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md" mb="xs" bg={viewed ? 'var(--mantine-color-body)' : 'brand.0'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {link ? (
            <UnstyledButton onClick={() => onOpen(link)} style={{ flex: 1, minWidth: 0 }}>
              {summary}
            </UnstyledButton>
          ) : (
            <div style={{ flex: 1, minWidth: 0 }}>{summary}</div>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {meta.patientName ? (
            <Text size="xs" c="dimmed">
              Patient:{' '}
              {patientLink ? (
                <Anchor component="button" type="button" size="xs" onClick={() => onOpen(patientLink)}>
                  {meta.patientName}
                </Anchor>
              ) : (
                meta.patientName
              )}
            </Text>
          ) : (
            <span />
          )}
          {viewed ? null : (
            <Button
              size="xs"
              variant="light"
              loading={marking}
              onClick={onMarkViewed}
              aria-label={`Mark as viewed: ${[event.title, meta.patientName].filter(Boolean).join(', ')}`}
            >
              Mark as viewed
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
