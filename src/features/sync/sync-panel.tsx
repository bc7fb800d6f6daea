import { Alert, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconDatabase } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../domain/errors';
import { formatBytes, formatDateTime } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import type { OutboxEntry } from '../../offline/device-db';
import { resolveConflict, retryFailed } from '../../offline/sync-engine';
import { requestPersistentStorage, type SyncStatus, storageEstimate } from '../../offline/sync-status';
import { StatusBadge } from '../../ui/status-badge';
import classes from './sync.module.css';
import { changesText, ENTRY_STATUS, lastSyncedText, OPERATION_LABEL } from './sync-labels';
import { useOutbox } from './use-sync';

export const syncKeys = {
  persisted: ['storage', 'persisted'] as const,
  estimate: ['storage', 'estimate'] as const,
};

/** The sync panel: the state, the queue (with the user's choices for set-aside changes), the storage. */
export function SyncPanel({
  userId,
  status,
  opened,
  onClose,
}: {
  userId: string;
  status: SyncStatus;
  opened: boolean;
  onClose: () => void;
}) {
  const entries = useOutbox(userId);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Sync"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <SyncFacts status={status} />
        <Stack gap="sm" component="section" aria-labelledby="sync-queue-title">
          <Title order={3} size="h5" id="sync-queue-title">
            Changes on this device
          </Title>
          {entries && entries.length > 0 ? (
            <ul className={classes.entries}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryItem userId={userId} entry={entry} />
                </li>
              ))}
            </ul>
          ) : (
            <Text c="dimmed" size="sm">
              {entries ? 'All changes have reached the server.' : 'Loading…'}
            </Text>
          )}
        </Stack>
        <StorageFacts />
      </Stack>
    </Drawer>
  );
}

function SyncFacts({ status }: { status: SyncStatus }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {status.online ? (
            <IconCloudCheck size={20} aria-hidden color="var(--mantine-color-brand-7)" />
          ) : (
            <IconCloudOff size={20} aria-hidden color="var(--mantine-color-gray-8)" />
          )}
          <Text fw={600}>{status.online ? 'Online' : MESSAGES.offline}</Text>
        </Group>
        <Text size="sm">
          {status.pending > 0 ? `${changesText(status.pending)} waiting to be sent` : 'No changes waiting'}
          {status.draining ? ' · sending now' : ''}
        </Text>
        <Text size="sm">{lastSyncedText(status.lastSyncedAt)}</Text>
        {!status.online && status.pending > 0 ? (
          <Text size="sm" c="dimmed">
            They are kept on this device and sent when the connection returns.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

type Choice = 'refresh' | 'discard' | 'retry';

function EntryItem({ userId, entry }: { userId: string; entry: OutboxEntry }) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const choose = useMutation({
    mutationFn: (choice: Choice) => (choice === 'retry' ? retryFailed(userId, entry.id) : resolveConflict(userId, entry.id, choice)),
    onSettled: () => setConfirmDiscard(false),
  });
  const style = ENTRY_STATUS[entry.status];
  const setAside = entry.status === 'failed' || entry.status === 'conflict';
  const busy = choose.isPending ? choose.variables : null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600}>{OPERATION_LABEL[entry.operation] ?? entry.operation}</Text>
          <StatusBadge label={style.label} color={style.color} size="md" />
        </Group>
        <Text size="xs" c="dimmed">
          Made {formatDateTime(entry.createdAt)}
          {entry.attempts > 0 ? ` · ${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}` : ''}
        </Text>
        {entry.status === 'conflict' ? (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm">{MESSAGES.conflict}</Text>
          </Alert>
        ) : entry.error ? (
          <Text size="sm" c={entry.status === 'failed' ? 'red.9' : 'dimmed'}>
            {entry.status === 'failed' ? 'Reason: ' : 'Last try: '}
            {displayError(entry.error)}
          </Text>
        ) : null}
        {setAside ? (
          confirmDiscard ? (
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Discard this change? The server's copy is kept.
              </Text>
              <Button size="xs" variant="default" onClick={() => setConfirmDiscard(false)} disabled={busy !== null}>
                Keep it
              </Button>
              <Button size="xs" color="red.9" onClick={() => choose.mutate('discard')} loading={busy === 'discard'}>
                Discard
              </Button>
            </Group>
          ) : (
            <Group gap="xs">
              {entry.status === 'conflict' ? (
                <Button
                  size="sm"
                  onClick={() => choose.mutate('refresh')}
                  loading={busy === 'refresh'}
                  disabled={busy !== null && busy !== 'refresh'}
                >
                  Refresh
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={() => choose.mutate('retry')}
                  loading={busy === 'retry'}
                  disabled={busy !== null && busy !== 'retry'}
                >
                  Retry
                </Button>
              )}
              <Button size="sm" variant="default" c="red.9" onClick={() => setConfirmDiscard(true)} disabled={busy !== null}>
                Discard my change
              </Button>
            </Group>
          )
        ) : null}
        {choose.error ? (
          <Text size="sm" c="red.9" role="alert">
            {displayError(choose.error.message)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** SPEC §9 sizes; the browser is asked once (per app start) to keep the data under storage pressure. */
function StorageFacts() {
  const persisted = useQuery({
    queryKey: syncKeys.persisted,
    queryFn: requestPersistentStorage,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
  const estimate = useQuery({ queryKey: syncKeys.estimate, queryFn: storageEstimate, staleTime: 0, networkMode: 'always' });
  return (
    <Stack gap={6} component="section" aria-labelledby="sync-storage-title">
      <Group gap="xs" wrap="nowrap">
        <IconDatabase size={18} aria-hidden />
        <Title order={3} size="h5" id="sync-storage-title">
          Storage on this device
        </Title>
      </Group>
      <Text size="sm">
        {estimate.data
          ? `${formatBytes(estimate.data.usage)} used of ${formatBytes(estimate.data.quota)}`
          : estimate.isPending
            ? 'Checking…'
            : 'Not reported by this browser'}
      </Text>
      {persisted.data !== undefined ? (
        <Text size="sm" c="dimmed">
          {persisted.data
            ? 'Kept by the browser: it will not clear this data to free space.'
            : 'The browser may clear this data when space runs low; sync often.'}
        </Text>
      ) : null}
    </Stack>
  );
}
